// Which pages of a long feed keep their pins (docs/decisions/116): the pages shown and those within
// WINDOW_PAGES of them. A page further away lets its pins go and keeps their places (a gap per pin,
// its id; the grid keeps each card's placed height), so the grid's layout and the scroll position
// do not move; a page let go within reach again is asked for again with its bookmark, the nearest
// to those shown first. Pure; loaded with the late logic (runtime/pin-logic.ts).
import type { Page } from '../api/api';
import type { Pin } from '../domain/types';
import type { FeedContext, FeedItem, FeedPage, FeedWindowRule } from './feed.machine';

/** Pages kept on either side of the pages shown. */
export const WINDOW_PAGES = 3;

/** The page holding the feed's pin at `index` (the last page for an index beyond the feed). */
function pageOf(pages: readonly FeedPage[], index: number): number {
  let end = 0;
  for (let p = 0; p < pages.length; p += 1) {
    end += pages[p]?.pins.length ?? 0;
    if (index < end) return p;
  }
  return Math.max(0, pages.length - 1);
}

const flat = (pages: readonly FeedPage[]): FeedItem[] => pages.flatMap((page) => page.pins);

/** How far page `p` is from the pages `first` to `last` shown (0 for one of them). */
const distance = (p: number, first: number, last: number) =>
  p < first ? first - p : p > last ? p - last : 0;

/**
 * The feed with the pins shown at `from` to `to`: pages beyond reach let go, and the page let go
 * nearest to those shown, within reach, named to be asked for again (`refill`, or null).
 */
function windowed(context: FeedContext, from: number, to: number): Partial<FeedContext> {
  const first = pageOf(context.pages, Math.min(from, to));
  const last = pageOf(context.pages, Math.max(from, to));
  const pages = context.pages.slice();
  let changed = false;
  let refill: number | null = null;
  for (let p = 0; p < pages.length; p += 1) {
    const page = pages[p];
    const away = distance(p, first, last);
    if (!page || (away > WINDOW_PAGES && page.gone)) continue;
    if (away > WINDOW_PAGES) {
      changed = true;
      pages[p] = {
        bookmark: page.bookmark,
        pins: page.pins.map(({ id }) => ({ id, gap: true })),
        gone: true,
      };
    } else if (page.gone && (refill === null || away < distance(refill, first, last))) {
      refill = p;
    }
  }
  return changed ? { pages, pins: flat(pages), refill } : { refill };
}

/**
 * The page asked for again (`refill`) with its places filled by the pins that came back; a place
 * whose pin the page no longer holds stays a gap, and the page is not asked for again.
 */
function filled(context: FeedContext, page: Page<Pin>): Partial<FeedContext> {
  const at = context.refill ?? -1;
  const record = context.pages[at];
  if (!record) return { refill: null };
  const byId = new Map(page.items.map((pin) => [pin.id, pin]));
  const pages = context.pages.slice();
  pages[at] = {
    bookmark: record.bookmark,
    pins: record.pins.map((item) => byId.get(item.id) ?? item),
  };
  return { pages, pins: flat(pages), refill: null };
}

/** The feed without the pin `pinId`, in its page and in the feed's pins. */
function removed(context: FeedContext, pinId: string): Partial<FeedContext> {
  const kept = (item: FeedItem) => item.id !== pinId;
  return {
    pins: context.pins.filter(kept),
    pages: context.pages.map((page) => ({ ...page, pins: page.pins.filter(kept) })),
  };
}

export const feedWindowRule: FeedWindowRule = { windowed, filled, removed };
