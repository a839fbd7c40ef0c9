// @vitest-environment jsdom
// The virtualized masonry of pin cards (docs/decisions/017): only the cards near the viewport are mounted,
// a scroll brings the next ones in (at low priority, so scrolling never blocks), and the first
// page of a feed is drawn as soon as it lands.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Api, Page } from '../../api/api';
import { makePin } from '../../domain/test-pin';
import type { Pin } from '../../domain/types';
import type { FetchPageInput } from '../../machines/feed.machine';
import { PinGrid } from './pin-grid';
import { getFeedMemory, liveFeedMachine, type FeedRef } from './use-feed';
import { appActor, startAppSystem } from '../../runtime/system';
import { feedSystemId } from '../../machines/feed-memory.machine';

/** The API this file's app system calls: only what its tests use. */
function stubApi(): Api {
  const api: Partial<Api> = {
    getFeed: () => Promise.resolve({ items: feedPins, bookmark: null }),
    getUser: () => Promise.reject(new Error('User not found')),
    listBoards: () => Promise.resolve({ items: [], bookmark: null }),
  };
  return api as Api;
}

// The file's app system, on that API, as ui/main.tsx starts the browser's.
beforeAll(() => void startAppSystem({ api: stubApi() }));

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

/** What the root's feeds get from the mocked API. */
const feedPins = vi.hoisted(() => [] as Pin[]);

/** `count` pins, each 236 x 354 (a card about 370 px high with its footer). */
function pins(count: number): Pin[] {
  return Array.from({ length: count }, (_, i) =>
    makePin({ id: String(500000 + i), title: '', seoUrl: `/pin/${500000 + i}/` }),
  );
}

/** A grid over a feed of one page holding `items`. */
function grid(items: Pin[], strict: boolean) {
  const feed = createActor(
    liveFeedMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Pin>, FetchPageInput>(() =>
          Promise.resolve({ items, bookmark: null }),
        ),
      },
    }),
    { input: { query: { kind: 'home' } } },
  ).start();
  const tree = (
    <MemoryRouter>
      <PinGrid feed={feed} surface="AuthHomefeed" empty={{ title: 'No Pins yet' }} />
    </MemoryRouter>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

const mountedIds = () =>
  screen.queryAllByTestId('pin-card').map((card) => Number(card.getAttribute('data-pin-id')));

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
  });
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';

  test(`the first page of the feed is drawn as soon as it lands${mode}`, async () => {
    grid(pins(300), strict);
    expect(await screen.findAllByTestId('pin-card')).not.toHaveLength(0);
    expect(mountedIds()).toContain(500000);
  });

  test(`only the cards near the viewport are mounted${mode}`, async () => {
    grid(pins(300), strict);
    await screen.findAllByTestId('pin-card');
    const mounted = mountedIds();
    // Four 236 px columns in a 1024 px window; one viewport above and two below the one shown.
    expect(mounted.length).toBeGreaterThan(8);
    expect(mounted.length).toBeLessThan(60);
    expect(Math.max(...mounted)).toBeLessThan(500060);
  });

  test(`scrolling brings the next cards in and lets the ones far above go${mode}`, async () => {
    grid(pins(300), strict);
    await screen.findAllByTestId('pin-card');
    await scrollTo(20_000);
    await vi.waitFor(() => expect(mountedIds()).not.toContain(500000));
    const mounted = mountedIds();
    expect(mounted.length).toBeGreaterThan(8);
    expect(mounted.length).toBeLessThan(60);
    // About 54 rows of 4 cards lie above 20,000 px.
    expect(Math.min(...mounted)).toBeGreaterThan(500150);
    expect(Math.max(...mounted)).toBeLessThan(500299);
  });
}

test('a feed shown again draws the cards where it was left, scrolls there and focuses the card opened', async () => {
  feedPins.splice(0, feedPins.length, ...pins(300));
  const memory = getFeedMemory();
  memory.send({ type: 'feed.show', key: 'entry|home', query: { kind: 'home' } });
  const feed = appActor.system.get(feedSystemId('entry|home')) as FeedRef;
  const tree = (
    <MemoryRouter>
      <PinGrid feed={feed} surface="AuthHomefeed" empty={{ title: 'No Pins yet' }} />
    </MemoryRouter>
  );
  const first = render(tree);
  await screen.findAllByTestId('pin-card');
  await scrollTo(20_000);
  await vi.waitFor(() => expect(mountedIds()).toContain(500200), { timeout: 5000 });
  await userEvent.click(
    screen
      .getAllByRole('link', { name: /./ })
      .find((link) => link.closest('[data-pin-id="500200"]')) as HTMLElement,
  );
  first.unmount();
  expect(memory.getSnapshot().context.entries['entry|home']?.restore).toEqual({
    scrollY: 20_000,
    pinId: '500200',
  });

  // Back: the page is at the top again until the grid puts itself back. As in a browser (not
  // jsdom), the grid's box moves up as the window scrolls down.
  const box = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ top: -window.scrollY }) as DOMRect);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  });
  render(tree);
  expect(mountedIds()).toContain(500200);
  expect(mountedIds()).not.toContain(500000);
  expect(scrolled).toHaveBeenCalledWith(0, 20_000);
  expect(document.activeElement?.closest('[data-pin-id]')?.getAttribute('data-pin-id')).toBe(
    '500200',
  );
  expect(memory.getSnapshot().context.entries['entry|home']?.restore).toBeNull();
  scrolled.mockRestore();
  box.mockRestore();
});

test('the pictures of the cards on the screen are fetched at once and first; the cards below wait', async () => {
  grid(pins(300), false);
  await screen.findAllByTestId('pin-card');
  const pictures = screen
    .getAllByTestId('pin-card')
    .map((card) => ({
      top: Number(/translate\([^,]+,\s*(-?[\d.]+)px\)/.exec(card.style.transform)?.[1]),
      img: card.querySelector('img[width]')!,
    }))
    .filter(({ img }) => img);
  const onScreen = pictures.filter(({ top }) => top < window.innerHeight);
  const below = pictures.filter(({ top }) => top >= window.innerHeight);
  expect(onScreen.length).toBeGreaterThan(0);
  expect(below.length).toBeGreaterThan(0);
  for (const { img } of onScreen) {
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  }
  for (const { img } of below) {
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  }
});

test('opening a closeup from a feed re-renders none of its cards: the feed leaves with its page', async () => {
  const feed = createActor(
    liveFeedMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Pin>, FetchPageInput>(() =>
          Promise.resolve({ items: pins(300), bookmark: null }),
        ),
      },
    }),
    { input: { query: { kind: 'home' } } },
  ).start();
  let gridRenders = 0;
  render(
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <Profiler id="feed" onRender={() => (gridRenders += 1)}>
              <PinGrid feed={feed} surface="AuthHomefeed" empty={{ title: 'No Pins yet' }} />
            </Profiler>
          }
        />
        <Route path="/pin/:pinPath" element={<h1>Closeup</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findAllByTestId('pin-card');
  const link = screen
    .getAllByRole('link')
    .find((a) => a.getAttribute('href')?.startsWith('/pin/') && a.closest('[data-pin-id]'));
  if (!link) throw new Error('no card links to a closeup');
  const user = userEvent.setup();
  // The press itself draws the pressed card; the click that follows opens the closeup.
  await user.hover(link);
  await user.pointer({ keys: '[MouseLeft>]', target: link });
  gridRenders = 0;
  await user.pointer({ keys: '[/MouseLeft]', target: link });
  expect(await screen.findByRole('heading', { name: 'Closeup' })).toBeDefined();
  // Whatever the route change left for React to draw, drawn.
  await act(async () => {});
  expect(screen.queryAllByTestId('pin-card')).toHaveLength(0);
  expect(gridRenders).toBe(0);
});
