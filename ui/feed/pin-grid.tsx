// The virtualized masonry of pin cards (docs/decisions/017): 236 px columns, 16 px gutters, shortest column
// first; only cards near the viewport are mounted; the next page is asked for when the bottom
// of the grid comes near. Renders the feed machine's snapshot: loading, error with retry, empty,
// loaded, loading more, end. On a board or section feed, a pin unfavorited there leaves the grid
// (spec 1 section 4): the page hands the removed pin ids (board-feed.ts) and the grid leaves them out.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router';
import { surfaceViewType, VIEW_TYPE } from '../../domain/log-view';
import { formatMoney } from '../../domain/price';
import { SAVE_ERROR_FALLBACK } from '../../domain/save-error';
import type { Pin, Viewer } from '../../domain/types';
import { selectViewerEpoch } from '../../machines/app-root';
import { isGap, selectItems, selectPinById, type FeedItem } from '../../machines/feed.machine';
import { selectFeedEntry } from '../../machines/feed-memory.machine';
import { appActor } from '../../runtime/system';
import { useViewer } from '../app/viewer';
import { cardHeight } from '../card/card-layout';
import { cardModel, type CardModel, type Surface } from '../card/card-model';
import { PinCard } from '../card/pin-card';
import { CardBoundary } from '../card/card-boundary';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import type { BoardFeed } from './board-feed';
import { columnsFor, layoutMasonry, visibleItems, type Columns, type Layout } from './masonry';
import { getFeedMemory, type FeedRef } from './use-feed';
import styles from './pin-grid.module.css';

/** Mobile device layout is at most this wide (the dev toolbar's device switch). */
export const MOBILE_FRAME_WIDTH = 480;
const SIDE_PADDING = 16;
/** No scroll bar is wider than this: a wider gap is a phone's widened layout viewport. */
const SCROLLBAR_MAX = 24;
/** Scroll position is read in steps of this many px, so scrolling re-renders rarely. */
const SCROLL_STEP = 240;
/** Ask for the next page when the grid bottom is this close below the viewport. */
const PREFETCH_MARGIN = 1500;

/**
 * Window size and scroll position, read in the window's own events (never during a render, which
 * would force layout): the size on resize only, the scroll position on scroll. One pair of window
 * listeners serves every subscriber, and subscribers hear of a scroll only when its step changes.
 */
const metrics = { width: 1280, height: 800, scrollY: 0 };
const subscribers = new Set<() => void>();

const quantize = (y: number) => Math.floor(y / SCROLL_STEP) * SCROLL_STEP;

function readMetrics() {
  // A phone's browser widens its layout viewport (and innerWidth) to a page wider than the
  // screen, so a grid laid out for a wider screen would keep its width when the screen narrows
  // (a phone turned upright): the root's client width is the screen's there. On a desktop it
  // would leave out the scroll bar, which the columns have always counted in; a page with no
  // layout (jsdom) has none.
  const frame = document.documentElement.clientWidth;
  metrics.width =
    frame > 0 && window.innerWidth - frame > SCROLLBAR_MAX ? frame : window.innerWidth;
  metrics.height = window.innerHeight;
  metrics.scrollY = quantize(window.scrollY);
}

function notify() {
  for (const subscriber of subscribers) subscriber();
}

function onScroll() {
  const scrollY = quantize(window.scrollY);
  if (scrollY === metrics.scrollY) return;
  metrics.scrollY = scrollY;
  notify();
}

function onResize() {
  readMetrics();
  notify();
}

/** Scrolls the window to `y` and tells every grid at once (not a step later). */
function scrollWindowTo(y: number) {
  window.scrollTo(0, y);
  onResize();
}

function subscribeWindow(callback: () => void): () => void {
  if (subscribers.size === 0) {
    readMetrics();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
  }
  subscribers.add(callback);
  return () => {
    subscribers.delete(callback);
    if (subscribers.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
  };
}

if (typeof window !== 'undefined') {
  readMetrics();
  // The first price a page formats pays for the browser's number-formatting data (about 14 ms
  // measured in Chromium, inside the render of the page of cards that first shows a price);
  // paid here while the page is idle instead, not in the middle of a scroll.
  window.requestIdleCallback?.(() => formatMoney({ amount: 1 }));
}

const windowWidth = () => metrics.width;
const windowHeight = () => metrics.height;
const quantizedScroll = () => metrics.scrollY;
const serverZero = () => 0;
const serverWidth = () => 1280;
const serverHeight = () => 800;

function useWindowMetrics() {
  const width = useSyncExternalStore(subscribeWindow, windowWidth, serverWidth);
  const height = useSyncExternalStore(subscribeWindow, windowHeight, serverHeight);
  const scrollY = useSyncExternalStore(subscribeWindow, quantizedScroll, serverZero);
  return { width, height, scrollY };
}

function useCardModels({
  pins,
  viewer,
  surface,
  width,
  search,
}: {
  pins: FeedItem[];
  viewer: Viewer;
  surface: Surface;
  width: number;
  search: string;
}): (CardModel | undefined)[] {
  const key = `${viewer.kind}|${viewer.id ?? ''}|${viewer.device}|${viewer.country}|${viewer.locale ?? ''}|${surface}|${width}|${search}`;
  return useMemo(
    () =>
      pins.map((pin) => {
        // The place of a pin let go has no card (docs/decisions/116).
        if (isGap(pin)) return undefined;
        const known = modelCache.get(pin);
        if (known && known.key === key) return known.model;
        const model = cardModel({ pin, viewer, surface, width, search });
        modelCache.set(pin, { key, model });
        return model;
      }),
    // The key names everything the models depend on besides the pins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pins, key],
  );
}

/** Card models by pin object: a page appended computes only its own cards. */
const modelCache = new WeakMap<Pin, { key: string; model: CardModel }>();

/** Card heights by model and the width laid out: a page appended measures only its own cards. */
const heightCache = new WeakMap<CardModel, { width: number; height: number }>();
/** The layout last made of the pins starting with this one: a page appended is placed alone. */
const layoutCache = new WeakMap<FeedItem, Layout>();
/**
 * Each card's placed height by pin id, per feed: the place of a pin let go keeps its height, so
 * the layout and the scroll position do not move (docs/decisions/116).
 */
const placedHeights = new WeakMap<FeedRef, Map<string, number>>();

function layoutOf(
  pins: readonly FeedItem[],
  models: readonly (CardModel | undefined)[],
  columns: Columns,
  placed: Map<string, number>,
): Layout {
  const heights = models.map((model, i) => {
    const id = pins[i]?.id ?? '';
    if (!model) return placed.get(id) ?? 0;
    const known = heightCache.get(model);
    const height =
      known && known.width === columns.width
        ? known.height
        : cardHeight({ model, width: columns.width });
    heightCache.set(model, { width: columns.width, height });
    placed.set(id, height);
    return height;
  });
  const first = pins[0];
  const layout = layoutMasonry({
    heights,
    columns,
    previous: first ? (layoutCache.get(first) ?? null) : null,
  });
  if (first) layoutCache.set(first, layout);
  return layout;
}

const NO_REMOVALS: readonly string[] = [];

export interface PinGridProps {
  feed: FeedRef;
  surface: Surface;
  /** What an empty feed says. */
  empty: { title: string; body?: ReactNode };
  /** Optional label for the grid region. */
  label?: string;
  /** Set on a board or section page: the feed the favorite buttons drop unfavorited pins from. */
  boardFeed?: BoardFeed | null;
  /** Pins removed from this feed here (an unfavorite on a board or section feed). */
  removedPinIds?: readonly string[];
}

/**
 * The grid of a feed; in the moment before the page's feed is shown (never painted: the show
 * draws again before the browser paints), the grid's loading state.
 */
export function PinGrid({
  feed,
  ...props
}: Omit<PinGridProps, 'feed'> & { feed: FeedRef | undefined }) {
  return feed ? <FeedGrid feed={feed} {...props} /> : <Loading label="Loading Pins" />;
}

function FeedGrid({
  feed,
  surface,
  empty,
  label = 'Pins',
  boardFeed = null,
  removedPinIds = NO_REMOVALS,
}: PinGridProps) {
  const viewer = useViewer();
  const { search } = useLocation();
  const epoch = useSelector(appActor, selectViewerEpoch);
  const feedPins = useSelector(feed, selectItems);
  const livePins = useMemo(
    () =>
      removedPinIds.length === 0 ? feedPins : feedPins.filter((p) => !removedPinIds.includes(p.id)),
    [feedPins, removedPinIds],
  );
  // A page that lands and a scroll that brings cards into range re-render the grid at low
  // priority: React mounts the new cards in short slices between frames, so neither blocks
  // scrolling (the web bench's scroll figure: no long task over 50 ms while scrolling the feed). The first page is
  // drawn at once, for the largest contentful paint.
  const deferredPins = useDeferredValue(livePins);
  const pins = deferredPins.length === 0 ? livePins : deferredPins;
  // The feed's state, `idle` drawn as loading (a feed asking again for a page let go, or
  // deciding whether to, draws its cards and nothing else).
  const status = useSelector(feed, (s) => (s.value === 'idle' ? 'loading' : s.value));
  const error = useSelector(feed, (s) => s.context.error);
  const win = useWindowMetrics();
  // A feed the person comes back to (Back, Forward) is put back where it was left: the cards
  // around that scroll position are drawn in the first render, and the window is scrolled there
  // before the browser paints (docs/decisions/013-feed-memory.md).
  const memory = getFeedMemory();
  const key = feed.id;
  const restore = useSelector(memory, (s) => selectFeedEntry(s, key)?.restore ?? null);
  const narrow = viewer.device === 'mobile' || win.width <= MOBILE_FRAME_WIDTH;
  const containerWidth =
    Math.min(win.width, viewer.device === 'mobile' ? MOBILE_FRAME_WIDTH : win.width) -
    2 * SIDE_PADDING;
  const columns = columnsFor({ containerWidth, narrow });
  const models = useCardModels({ pins, viewer, surface, width: columns.width, search });
  let placed = placedHeights.get(feed);
  if (!placed) placedHeights.set(feed, (placed = new Map<string, number>()));
  const layout = useMemo(
    () => layoutOf(pins, models, columns, placed),
    [models, columns.width, columns.count], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // The grid's own offset on the page, read when it mounts (the header above it does not move).
  // A grid coming back scrolls to where it was left and gives focus back to the card opened.
  const [gridTop, setGridTop] = useState(0);
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      setGridTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
      if (!restore) return;
      scrollWindowTo(restore.scrollY);
      if (restore.pinId) {
        el.querySelector<HTMLElement>(`[data-pin-id="${restore.pinId}"] a`)?.focus({
          preventScroll: true,
        });
      }
      memory.send({ type: 'feed.restored', key });
    },
    [restore, memory, key],
  );

  // While the grid is on screen its feed is shown; once it is gone the feed is kept with the
  // scroll position it was left at.
  // Its cards' impressions are tracked too, by a chunk fetched after the first paint.
  const track = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return undefined;
      memory.send({ type: 'feed.show', key });
      let stopImpressions: (() => void) | null = null;
      let live = true;
      void import('./impression-tracker').then((m) => {
        if (live)
          stopImpressions = m.trackImpressions(
            el,
            surfaceViewType(surface) ?? VIEW_TYPE.other,
            // The feed as it is when a card comes into view (a promoted pin's view is attributed).
            (pinId) => selectPinById(feed.getSnapshot(), pinId),
          );
      });
      return () => {
        live = false;
        stopImpressions?.();
        memory.send({ type: 'feed.leave', key, scrollY: window.scrollY });
      };
    },
    [memory, key, surface, feed],
  );

  /** Notes the card opened from the grid (a click or Enter on one of its links). */
  const noteOpened = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const pinId = target.closest('[data-pin-id]')?.getAttribute('data-pin-id');
    if (pinId && target.closest('a')) {
      memory.send({ type: 'feed.opened', key, pinId });
    }
  };

  const sentinel = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) feed.send({ type: 'feed.more' });
        },
        { rootMargin: `0px 0px ${PREFETCH_MARGIN}px 0px` },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [feed],
  );

  const scrollY = useDeferredValue(restore ? quantize(restore.scrollY) : win.scrollY);
  const shown = visibleItems({
    layout,
    top: scrollY - gridTop - win.height,
    bottom: scrollY - gridTop + 2 * win.height,
  });
  // The feed hears which of its pins are shown, and keeps the pages near them (decision 116).
  const from = shown[0]?.index;
  const to = shown.at(-1)?.index;
  useEffect(() => {
    if (from !== undefined && to !== undefined) feed.send({ type: 'feed.window', from, to });
  }, [feed, from, to, status]);

  if (status === 'loading') {
    return (
      <div ref={track}>
        <Loading label="Loading Pins" />
      </div>
    );
  }
  if (status === 'error' && livePins.length === 0) {
    return (
      <div ref={track}>
        <ErrorState
          title="We couldn't load these Pins"
          message={error ?? SAVE_ERROR_FALLBACK}
          onRetry={() => feed.send({ type: 'feed.retry' })}
        />
      </div>
    );
  }
  if (status === 'end' && livePins.length === 0) {
    return (
      <div ref={track}>
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      </div>
    );
  }

  return (
    <div ref={track} className={styles.wrap}>
      {/* Delegated click: the cards' own links take it, from a pointer or Enter. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <section
        ref={measure}
        onClick={noteOpened}
        aria-label={label}
        className={styles.grid}
        style={{ width: layout.width, height: layout.height }}
      >
        {shown.map((item) => {
          const model = models[item.index];
          const pin = pins[item.index];
          if (!model || !pin || isGap(pin)) return null;
          return (
            <CardBoundary key={`${pin.id}:${epoch}`} pinId={pin.id}>
              <PinCard
                pin={pin}
                surface={surface}
                model={model}
                width={columns.width}
                top={item.top}
                left={item.left}
                feed={boardFeed}
                onScreen={
                  gridTop + item.top < scrollY + win.height &&
                  gridTop + item.top + item.height > scrollY
                }
              />
            </CardBoundary>
          );
        })}
        {status === 'loaded' && pins === livePins ? (
          <div
            key={pins.length}
            ref={sentinel}
            className={styles.sentinel}
            style={{ top: Math.max(0, layout.height - 1) }}
            aria-hidden="true"
          />
        ) : null}
      </section>
      {status === 'loadingMore' ? (
        <div className={styles.more} role="status" aria-label="Loading more Pins">
          <div className={styles.spinner} />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.inlineError} role="alert">
          <span>{error ?? SAVE_ERROR_FALLBACK}</span>
          <button
            type="button"
            className={styles.retry}
            onClick={() => feed.send({ type: 'feed.retry' })}
          >
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
