// A pin feed for one grid, held by the root's feed memory (`feeds`, system id `feed.<key>`) and
// keyed by the history entry, so Back and Forward find it as it was left
// (docs/decisions/013-feed-memory.md). The page request is provided at the root.
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import type { FeedQuery } from '../../api/api';
import { feedMachine } from '../../machines/feed.machine';
import {
  feedSignature,
  type FeedMemoryRef,
  type FeedRef,
} from '../../machines/feed-memory.machine';
import { SYSTEM_IDS } from '../../machines/app-root';
import { appActor } from '../../runtime/system';
import { selectCallerId } from '../../machines/session-select';
import { getSession } from '../app/viewer';

export type { FeedRef };

/** The feed logic (tests provide its page request; the app's feeds get it from the root). */
export const liveFeedMachine = feedMachine;

// The grids put the scroll position back themselves, once their pages are laid out; the
// browser's own restoration would scroll a page that is not drawn yet.
if (typeof window !== 'undefined') window.history.scrollRestoration = 'manual';

/** The root's feed memory. */
export const getFeedMemory = (): FeedMemoryRef =>
  appActor.system.get(SYSTEM_IDS.feeds) as FeedMemoryRef;

/**
 * The history entry whose feeds a location shows: its own, or, for an entry that only opens an
 * overlay over a page (the image viewer's `#imgViewer`), the page's, named in its state.
 */
export function pageEntryOf(location: { key: string; state: unknown }): string {
  const over = (location.state as { pageEntry?: unknown } | null)?.pageEntry;
  return typeof over === 'string' ? over : location.key;
}

/**
 * The feed of `query` for this history entry and viewer: a feed kept from an earlier visit of the
 * entry comes back with its pages; otherwise a new one starts loading. The render only looks the
 * feed up; the feed memory spawns or takes it back on `feed.show`, sent from a layout effect (the
 * grid leaves it when it goes). Undefined in the moment before: the page draws its loading state,
 * never painted, as the layout effect draws again before the browser paints.
 */
export function useFeed(query: Omit<FeedQuery, 'bookmark'>): FeedRef | undefined {
  const entry = pageEntryOf(useLocation());
  // Keyed by who the feed is asked as, so a returning viewer's is asked for once (decision 100).
  const viewer = useSelector(getSession(), selectCallerId) ?? '';
  const key = `${entry}|${viewer}|${feedSignature(query)}`;
  const memory = getFeedMemory();
  const feed = useSelector(memory, (s) => s.context.entries[key]?.ref);
  // Only to draw again at once when the show has spawned what this render did not find.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const shown = memory.getSnapshot().context.entries[key]?.ref;
    memory.send({ type: 'feed.show', key, query });
    if (memory.getSnapshot().context.entries[key]?.ref !== shown) redraw();
    // The key names the query (its signature): a new query object of the same key is the same feed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memory, key]);
  return feed;
}
