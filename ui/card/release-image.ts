// A card's picture loads only when someone could look at it, and lets go when the card goes (the
// web bench's scroll figure: no long task over 50 ms while scrolling 2,000 pins).
// - A card that scrolls out of the feed lets go of its image as it unmounts. An `<img>` taken out
//   of the page otherwise keeps its picture, and the browser keeps servicing it, until the garbage
//   collector next runs. Measured with the web bench, the scroll had about half the long tasks and
//   half the blocking time with it.
// - A card that mounts while the page is flung faster than FLING_PX_PER_MS waits for its picture
//   until the scroll slows or stops, showing its dominant colour meanwhile: at that speed a card is
//   on screen for a few frames, and loading, decoding and drawing pictures no one can see made the
//   long tasks left in the bench (decision 063).

/** Scroll speed above which new cards wait for their pictures: 2 px/ms is 2,000 px a second. */
export const FLING_PX_PER_MS = 2;

/** The `src` taken off an image: while it waits out a fling, or by a Strict Mode rehearsal. */
const taken = new WeakMap<HTMLImageElement, string>();
/** Images waiting for the fling to end. */
const waiting = new Set<HTMLImageElement>();
/**
 * The window's last scroll event (`y`, `at`), whether the page is being flung (`fast`: new images
 * wait), and whether a fast scroll event came since the last frame (`moved`: keep waiting).
 */
const scroll = { y: 0, at: 0, fast: false, moved: false };

/** Each frame of a fling: once a frame passes with no fast scroll, the waiting pictures load. */
function settle() {
  if (scroll.moved) {
    scroll.moved = false;
    requestAnimationFrame(settle);
    return;
  }
  scroll.fast = false;
  for (const image of waiting) if (!image.hasAttribute('src')) image.src = taken.get(image) ?? '';
  waiting.clear();
}

function onScroll() {
  const at = performance.now();
  const y = window.scrollY;
  const fast = Math.abs(y - scroll.y) > FLING_PX_PER_MS * Math.max(16, at - scroll.at);
  if (fast && !scroll.fast) requestAnimationFrame(settle);
  scroll.fast ||= fast;
  scroll.moved = fast;
  scroll.y = y;
  scroll.at = at;
}

if (typeof window !== 'undefined') window.addEventListener('scroll', onScroll, { passive: true });

/**
 * A ref for an `<img>` that may leave the page (a card in a virtualized grid): while the page is
 * flung it holds the picture back until the scroll slows; on unmount its `src` is removed, so the
 * browser drops the picture. Pass this function itself as the ref (a new function each render
 * would detach and reattach the image every time).
 */
export function releaseImageOnUnmount(image: HTMLImageElement | null): (() => void) | undefined {
  if (!image) return undefined;
  const src = image.getAttribute('src') ?? taken.get(image);
  if (src !== undefined) taken.set(image, src);
  if (src !== undefined && scroll.fast) {
    image.removeAttribute('src');
    waiting.add(image);
  } else if (src !== undefined && !image.hasAttribute('src')) image.setAttribute('src', src);
  return () => {
    waiting.delete(image);
    const shown = image.getAttribute('src');
    if (shown === null) return;
    taken.set(image, shown);
    image.removeAttribute('src');
  };
}
