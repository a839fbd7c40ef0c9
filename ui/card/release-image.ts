// A card that scrolls out of the feed lets go of its image as it unmounts (the web bench's scroll figure: no long task
// over 50 ms while scrolling 2,000 pins). An `<img>` taken out of the page otherwise keeps its
// picture, and the browser keeps servicing it, until the garbage collector next runs. Measured
// with the web bench in Chromium (scripts/bench-web.ts, alternating builds with and without it),
// the feed's scroll had about half the long tasks and half the blocking time with it.

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
