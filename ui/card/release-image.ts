// A card that scrolls out of the feed lets go of its image at once (issue 3: no long task over
// 50 ms while scrolling 2,000 pins). An `<img>` taken out of the page keeps its picture until the
// garbage collector next runs; measured in Chromium, every picture held that way (each SVG
// picture is a document of its own) makes every later task of the page slower, and the
// collector's pauses longer. Dropping the `src` as the card unmounts releases it straight away.

/** The `src` a Strict Mode rehearsal took off an image, to put back when React attaches it again. */
const rehearsed = new WeakMap<HTMLImageElement, string>();

/**
 * A ref for an `<img>` that may leave the page (a card in a virtualized grid): on unmount its
 * `src` is removed, so the browser drops the picture. Pass this function itself as the ref (a
 * new function each render would detach and reattach the image every time).
 */
export function releaseImageOnUnmount(image: HTMLImageElement | null): (() => void) | undefined {
  if (!image) return undefined;
  const taken = rehearsed.get(image);
  if (taken !== undefined && !image.hasAttribute('src')) image.setAttribute('src', taken);
  return () => {
    const src = image.getAttribute('src');
    if (src === null) return;
    rehearsed.set(image, src);
    image.removeAttribute('src');
  };
}
