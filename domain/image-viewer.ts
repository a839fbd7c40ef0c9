// The image viewer of the closeup (spec 3 section 2: "#imgViewer hash opens an image viewer"). The
// address is the state: the viewer is open while the location's hash is `#imgViewer`, so Back
// closes it, Forward and a direct link open it (decision 059).
import type { ImageRef, Images } from './types';

export const IMAGE_VIEWER_HASH = '#imgViewer';

export const IMAGE_VIEWER_TEXT = {
  open: 'Open the image viewer',
  title: 'Image viewer',
  close: 'Close the image viewer',
} as const;

/** Whether a location hash opens the image viewer. */
export function isImageViewerHash(hash: string): boolean {
  return hash === IMAGE_VIEWER_HASH;
}

/** The largest of a pin's images (by area; the first of equals in `orig`, `736x`, ... order). */
export function largestImage(images: Images): ImageRef | null {
  let best: ImageRef | null = null;
  for (const image of Object.values(images)) {
    if (image && (!best || image.width * image.height > best.width * best.height)) best = image;
  }
  return best;
}
