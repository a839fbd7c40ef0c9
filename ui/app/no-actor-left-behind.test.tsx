// @vitest-environment jsdom
// No actor is spawned while React renders (docs/decisions/088): a view's render only looks its
// actors up, and its layout effect asks the root for them (`page.mount`, `pin.mount`,
// `feed.show`). So a render React throws away spawns nothing, and mounting and unmounting every
// page, card and closeup, twice over under Strict Mode, leaves no page or per-pin actor behind
// once the grace period is past, and no feed on screen.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { KNOWN } from '../../fixtures/known';
import { pinActorIds } from '../../machines/app.machine';
import { followActorId } from '../../machines/page-kinds';
import { loadPinLogic, runningSystem } from '../../runtime/system';
import { getFeedMemory, useFeed } from '../feed/use-feed';
import {
  letPageActorsGo,
  loadPageCode,
  openAppAt,
  signInAs,
  startLiveApp,
} from './live-api.test-support';
import { usePageActor } from './page-actor';
import { usePinActor } from './pin-actor';
import { routes } from './router';

startLiveApp();

/** Every page the route table draws, with the per-pin views of their cards and closeups. */
const PAGES = [
  '/',
  `/pin/${KNOWN.pins.image}/`,
  `/pin/${KNOWN.pins.carousel}/`,
  `/pin/${KNOWN.pins.image}/edit/`,
  `/pin/${KNOWN.pins.savedByDefault}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${KNOWN.boards.default}`,
  '/search/pins/?q=kitchen',
  '/pinstate/',
  '/pinstate/_created/',
  '/pinstate/_saved',
  '/pinstate/kitchen-ideas/',
  '/pinstate/kitchen-ideas/breakfast',
  `/${KNOWN.usernames.collaboratorHost}/`,
  `/board/${KNOWN.boards.default}/edit`,
  `/board/${KNOWN.boards.default}/edit/collaborators`,
  `/board/${KNOWN.boards.default}/edit/add_collaborators`,
  '/settings',
  '/pin-builder',
  '/login',
  `/?invite_code=${KNOWN.inviteCodes.valid}`,
];

beforeAll(() => loadPageCode(routes, PAGES));

/** What the system holds for views: live page actors, per-pin actors and feeds on screen. */
function held() {
  const root = runningSystem().root;
  return {
    pageActors: Object.keys(root.getSnapshot().context.pageHolds).sort(),
    pinActors: pinActorIds(root).sort(),
    feedsShown: [...getFeedMemory().getSnapshot().context.shown],
  };
}

/** Until no page, grid or form of the app shows its loading state. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]));

test('mounting and unmounting every page in Strict Mode leaves no page or per-pin actor behind', async () => {
  await signInAs(KNOWN.users.default);
  await loadPinLogic();
  await letPageActorsGo();
  const before = held();
  for (const path of PAGES) {
    await openAppAt(path, routes);
    await settled();
    // The page's own actors were there while it showed.
    expect(held(), path).not.toEqual(before);
    cleanup();
    await letPageActorsGo();
    expect(held(), `after ${path}`).toEqual(before);
  }
});

/** Asks for a per-pin actor, a page actor and a feed, then suspends: React throws this render away. */
function SuspendsAfterAsking(): ReactNode {
  usePinActor(KNOWN.pins.image, 'favorite');
  usePageActor(followActorId('board', KNOWN.boards.default), 'follow', {
    kind: 'board',
    id: KNOWN.boards.default,
    following: false,
  });
  useFeed({ kind: 'home' });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends the render
  throw new Promise<void>(() => undefined);
}

test('a render React throws away spawns nothing', async () => {
  await signInAs(KNOWN.users.default);
  await loadPinLogic();
  await letPageActorsGo();
  const root = runningSystem().root;
  const sent: string[] = [];
  const watching = root.system.inspect((event) => {
    if (event.type === '@xstate.actor') sent.push((event.actorRef as AnyActorRef).id);
  });
  const before = held();
  render(
    <StrictMode>
      <MemoryRouter>
        <Suspense fallback={<p>Waiting</p>}>
          <SuspendsAfterAsking />
        </Suspense>
      </MemoryRouter>
    </StrictMode>,
  );
  expect(await screen.findByText('Waiting')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(held()).toEqual(before);
  expect(sent).toEqual([]);
  watching.unsubscribe();
});

test('a long session holds steady: a card pointed at lets go of its hover actor once it leaves the screen', async () => {
  await signInAs(KNOWN.users.default);
  await loadPinLogic();
  await letPageActorsGo();
  const hoverActors = () => pinActorIds(runningSystem().root).filter((id) => id.endsWith('.hover'));
  // Closeup visits from the home feed: each time every card is pointed at, then the feed is left.
  for (let visit = 0; visit < 3; visit += 1) {
    await openAppAt('/', routes);
    const cards = await screen.findAllByTestId('pin-card');
    for (const card of cards) {
      fireEvent.pointerEnter(card, { pointerType: 'mouse' });
      fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    }
    expect(hoverActors().length, `visit ${visit}: the cards pointed at`).toBeGreaterThan(0);
    await openAppAt(`/pin/${KNOWN.pins.image}/`, routes);
    await settled();
    expect(hoverActors(), `visit ${visit}: on the closeup`).toEqual([]);
  }
});
