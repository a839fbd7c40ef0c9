// @vitest-environment jsdom
// How the pin card and the board grid place the save and favorite views (spec 1 sections 1, 4
// and 6): the real root actor system (runtime/system.ts) over a fake API.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Api, Page, RepinInput } from '../../api/api';
import { makeBoard, makePin, makeUser } from '../../domain/test-pin';
import type { Board, Pin, User, Viewer } from '../../domain/types';
import type { FetchPageInput } from '../../machines/feed.machine';
import { stubIntersectionObserver } from '../app/live-api.test-support';
import {
  pinActorFor,
  getSessionActor,
  getSignedOutSavesActor,
  startAppSystem,
} from '../../runtime/system';
import { useBoardFeedRemovals, type BoardFeed } from '../feed/board-feed';
import { PinGrid } from '../feed/pin-grid';
import { liveFeedMachine, type FeedRef } from '../feed/use-feed';
import { pinSeed } from '../save/pin-seed';
import { cardModel, type Surface } from './card-model';
import { PinCard } from './pin-card';

const fake = vi.hoisted(() => ({
  repins: [] as RepinInput[],
  unfavorites: [] as string[],
}));

/** The API this file's app system calls: only what its tests use. */
function stubApi(): Api {
  const u1: Partial<User> = {
    id: 'u1',
    username: 'pinstate',
    fullName: 'Pinstate',
    firstName: 'Pinstate',
    isPartner: false,
    isEmployee: false,
    country: 'US',
    createdAt: '2020-01-01T00:00:00.000Z',
    saveBehavior: 0,
    boardCount: 2,
  };
  const api: Partial<Api> = {
    getUser: (id) =>
      id === 'u1' ? Promise.resolve(u1 as User) : Promise.reject(new Error('User not found')),
    repin: (input) => {
      fake.repins.push(input);
      return Promise.resolve({
        id: `saved-${input.pinId}`,
        board: null,
        section: null,
        isProfileSave: true,
      });
    },
    listBoards: () => Promise.resolve({ items: [], bookmark: null }),
    // The Quick Saves board a save to the profile lands on (made the first time it is needed).
    createBoard: (input) => Promise.resolve({ id: `quick-${input.userId}` } as Board),
    favoritePin: () => Promise.resolve(),
    unfavoritePin: (id) => {
      fake.unfavorites.push(id);
      return Promise.resolve();
    },
  };
  return api as Api;
}

// The file's app system, on that API, as ui/main.tsx starts the browser's.
beforeAll(() => void startAppSystem({ api: stubApi() }));

/** A board the default user neither owns nor collaborates on: the Save button shows. */
const elsewhere = makeBoard({
  id: 'b13',
  name: 'Ceramics studio',
  url: '/ana_creates/ceramics-studio/',
  owner: makeUser({ id: 'u11', username: 'ana_creates' }),
});

function pin(id: string, overrides: Partial<Pin> = {}): Pin {
  return makePin({ id, board: elsewhere, savedInfo: null, ...overrides });
}

const viewer = (id: string | null, device: 'desktop' | 'mobile'): Viewer => ({
  kind: id ? 'signed-in' : 'logged-out',
  id,
  country: 'US',
  device,
  isPartner: false,
  isEmployee: false,
});

async function as(userId: string | null, device: 'desktop' | 'mobile') {
  const session = getSessionActor();
  await waitForActor(session, (s) => !s.hasTag('busy'));
  act(() => {
    session.send({ type: 'viewer.setDevice', device });
    const current = session.getSnapshot().context.user?.id ?? null;
    if (current !== null && current !== userId) session.send({ type: 'session.signOut' });
    if (userId && current !== userId) session.send({ type: 'session.signIn', userId });
  });
  await act(() => waitForActor(session, (s) => !s.hasTag('busy')));
  await act(() => waitForActor(getSignedOutSavesActor(), (s) => !s.matches('restoring')));
}

function renderCard({
  p,
  userId,
  device,
  path = '/',
  surface = 'AuthHomefeed',
}: {
  p: Pin;
  userId: string | null;
  device: 'desktop' | 'mobile';
  path?: string;
  surface?: Surface;
}) {
  const model = cardModel({
    pin: p,
    viewer: viewer(userId, device),
    surface,
    width: 236,
    search: '',
  });
  const tree: ReactNode = (
    <MemoryRouter initialEntries={[path]}>
      <PinCard pin={p} surface={surface} model={model} width={236} />
    </MemoryRouter>
  );
  return render(tree);
}

/** Lets answers and lazily loaded views settle on the fake clock. */
async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeAll(async () => {
  // The per-pin save and favorite logic where the app loads it after the first paint, and the
  // card's lazily loaded views, loaded once so a fake clock never waits on a chunk.
  const system: { loadPinLogic?: () => Promise<void> } = await import('../../runtime/system');
  await system.loadPinLogic?.();
  await Promise.all([
    import('../save/save-button'),
    import('../save/saved-indicator'),
    import('../favorite/favorite-button'),
    import('./pin-context-menu'),
  ]);
});
stubIntersectionObserver();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  const held = getSignedOutSavesActor();
  for (const pinId of held.getSnapshot().context.held) {
    held.send({ type: 'signedOut.dismiss', pinId });
  }
  getSessionActor().send({ type: 'loginPrompt.close' });
});

test('a signed-out visitor on mobile web can one-tap save a pin from its card; the save is held', async () => {
  await as(null, 'mobile');
  const related = pin('300001');
  renderCard({
    p: related,
    userId: null,
    device: 'mobile',
    path: '/pin/300000/',
    surface: 'RelatedPinGrid',
  });
  const card = screen.getByTestId('pin-card');
  fireEvent.click(await within(card).findByRole('button', { name: 'Save' }));
  expect(getSignedOutSavesActor().getSnapshot().context.held).toEqual(['300001']);
  // On a closeup page the held pin's card keeps its button, now 'Saved'.
  expect(await within(card).findByRole('button', { name: 'Saved' })).toBeTruthy();
});

test('a signed-out mobile card hides its Save while a save is held away from a closeup', async () => {
  await as(null, 'mobile');
  const { unmount } = renderCard({ p: pin('300002'), userId: null, device: 'mobile' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(getSignedOutSavesActor().getSnapshot().context.held).toEqual(['300002']);
  expect(screen.queryByRole('button', { name: /^Saved?$/ })).toBeNull();
  unmount();
  renderCard({ p: pin('300003'), userId: null, device: 'mobile' });
  await act(() => Promise.resolve());
  expect(screen.queryByRole('button', { name: /^Saved?$/ })).toBeNull();
});

test("a newly saved pin's card shows 'Saved!', then after 950 ms 'Saved to Profile'", async () => {
  await as('u1', 'desktop');
  renderCard({ p: pin('300004'), userId: 'u1', device: 'desktop' });
  const card = screen.getByTestId('pin-card');
  fireEvent.pointerEnter(card, { pointerType: 'mouse' });
  const save = await within(card).findByRole('button', { name: 'Save' });
  expect(within(card).queryByText('Saved!')).toBeNull();
  vi.useFakeTimers();
  fireEvent.click(save);
  await settle();
  expect(fake.repins.at(-1)).toMatchObject({ pinId: '300004', boardId: 'quick-u1' });
  expect(within(card).getByText('Saved!')).toBeTruthy();
  await settle(949);
  expect(within(card).getByText('Saved!')).toBeTruthy();
  await settle(1);
  expect(within(card).queryByText('Saved!')).toBeNull();
  expect(within(card).getByText('Saved to Profile')).toBeTruthy();
});

test('the Save of the mobile long-press menu is a menu item a keyboard reaches', async () => {
  await as('u1', 'mobile');
  renderCard({ p: pin('300005'), userId: 'u1', device: 'mobile' });
  const card = screen.getByTestId('pin-card');
  vi.useFakeTimers();
  fireEvent.pointerDown(card, { pointerType: 'touch', button: 0, clientX: 10, clientY: 10 });
  await settle(500);
  fireEvent.pointerUp(card, { pointerType: 'touch' });
  const menu = screen.getByRole('menu', { name: 'Pin options' });
  const save = within(menu).getByRole('menuitem', { name: 'Save' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items[0]).toBe(save);
  // The menu takes focus on its first item; arrows, Home and End move between items.
  expect(document.activeElement).toBe(save);
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Open Pin' }));
  fireEvent.keyDown(menu, { key: 'End' });
  expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Close' }));
  fireEvent.keyDown(menu, { key: 'Home' });
  expect(document.activeElement).toBe(save);
  fireEvent.click(save);
  await settle();
  expect(fake.repins.at(-1)).toMatchObject({ pinId: '300005' });
  expect(within(menu).getByRole('menuitem', { name: 'Saved' })).toBeTruthy();
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(screen.queryByRole('menu', { name: 'Pin options' })).toBeNull();
});

function BoardGrid({ feed, boardFeed }: { feed: FeedRef; boardFeed: BoardFeed }) {
  const removedPinIds = useBoardFeedRemovals(boardFeed);
  return (
    <PinGrid
      feed={feed}
      boardFeed={boardFeed}
      removedPinIds={removedPinIds}
      surface="BaseBoardPinGrid"
      empty={{ title: 'There aren’t any Pins here yet' }}
    />
  );
}

/** A board page's grid, as the board route places it, over a feed that answers with `pins`. */
function boardGrid(pins: Pin[], boardFeed: BoardFeed) {
  const feed = createActor(
    liveFeedMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Pin>, FetchPageInput>(() =>
          Promise.resolve({ items: pins, bookmark: null }),
        ),
      },
    }),
    { input: { query: boardFeed } },
  ).start();
  render(
    <MemoryRouter initialEntries={[elsewhere.url]}>
      <BoardGrid feed={feed} boardFeed={boardFeed} />
    </MemoryRouter>,
  );
}

const cardOf = (pinId: string) =>
  screen.queryAllByTestId('pin-card').find((el) => el.getAttribute('data-pin-id') === pinId);

test('unfavoriting a pin on a board feed removes it from the board grid', async () => {
  await as('u1', 'desktop');
  const pins = [pin('300006', { favoritedByMe: true, favoriteUserCount: 3 }), pin('300007')];
  boardGrid(pins, { kind: 'board', id: elsewhere.id });
  const target = await vi.waitFor(() => {
    const found = cardOf('300006');
    if (!found) throw new Error('the favorited pin is not in the grid yet');
    return found;
  });
  fireEvent.click(await within(target).findByRole('button', { name: /^Unfavorite\b/ }));
  await vi.waitFor(() => expect(cardOf('300006')).toBeUndefined());
  expect(fake.unfavorites).toContain('300006');
  expect(cardOf('300007')).toBeTruthy();
});

test('unfavoriting on a section feed removes the pin even if its heart was first shown elsewhere', async () => {
  await as('u1', 'desktop');
  const favorited = pin('300008', { favoritedByMe: true, favoriteUserCount: 1 });
  // The pin's favorite actor started on a grid with no feed (the home feed, say).
  await pinActorFor(favorited.id, 'favorite', pinSeed(favorited));
  boardGrid([favorited, pin('300009')], { kind: 'section', id: 's13' });
  const target = await vi.waitFor(() => {
    const found = cardOf('300008');
    if (!found) throw new Error('the favorited pin is not in the grid yet');
    return found;
  });
  fireEvent.click(await within(target).findByRole('button', { name: /^Unfavorite\b/ }));
  await vi.waitFor(() => expect(cardOf('300008')).toBeUndefined());
  expect(cardOf('300009')).toBeTruthy();
});

test('keyboard: Tab from the card link reaches Save, and Enter saves through the same one-tap save as a click', async () => {
  await as('u1', 'desktop');
  const p = pin('300090');
  renderCard({ p, userId: 'u1', device: 'desktop' });
  const card = screen.getByTestId('pin-card');
  await userEvent.tab();
  expect(document.activeElement?.closest('[data-testid="pin-card"]')).toBe(card);
  expect(card.getAttribute('data-hover')).toBe('active');
  const save = await within(card).findByRole('button', { name: 'Save' });
  await userEvent.tab();
  expect(document.activeElement).toBe(save);
  const oneTap = await pinActorFor(p.id, 'oneTapSave', pinSeed(p));
  const sent: string[] = [];
  const inspection = oneTap.system.inspect({
    next: (e) => {
      if (e.type === '@xstate.event' && e.actorRef === oneTap) sent.push(e.event.type);
    },
  });
  await userEvent.keyboard('{Enter}');
  await act(() => waitForActor(oneTap, (s) => s.matches('saved')));
  inspection.unsubscribe();
  expect(sent).toContain('save.toggle');
  expect(fake.repins.some((r) => r.pinId === p.id)).toBe(true);
  expect(await within(card).findByRole('button', { name: 'Saved' })).toBe(document.activeElement);
});
