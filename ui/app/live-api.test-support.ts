// For view tests that run the app's pages over the real fake API (fixtures on an ephemeral port):
// the server's start, reset and stop, an app system of the file's own on it, and signing in through
// the session actor. Only tests import this file.
//
//   const live = startLiveApi();
import { act, cleanup, render } from '@testing-library/react';
import { createElement, StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { startTestServer, type TestServer } from '../../fake-api/testing';
import {
  getSessionActor,
  runningSystem,
  startAppSystem,
  stopAppSystem,
} from '../../runtime/system';

/**
 * Starts the fake API for this test file and an app system on it, as ui/main.tsx starts the
 * browser's (the app's own client, its calls sent to the server's port); puts the data back
 * before each test.
 */
export function startLiveApi(): { server: () => TestServer } {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer();
    startAppSystem({ baseUrl: server.url });
  });
  afterAll(async () => {
    stopAppSystem();
    await server?.close();
  });
  beforeEach(async () => {
    await server?.call('POST', '/_control/reset');
  });
  return {
    server: () => {
      if (!server) throw new Error('The fake API is not started yet');
      return server;
    },
  };
}

/** Signs the app's session in as this fixture user (or out, with null) and waits for it. */
export async function signInAs(userId: string | null): Promise<void> {
  const session = getSessionActor();
  await waitForActor(session, (s) => !s.hasTag('busy'));
  act(() => {
    if (session.getSnapshot().context.user) session.send({ type: 'session.signOut' });
    if (userId) session.send({ type: 'session.signIn', userId });
  });
  await act(() => waitForActor(session, (s) => !s.hasTag('busy')));
}

/** The router of the last `renderAt`: where the root's navigation requests go, as in the app. */
let shown: ReturnType<typeof createMemoryRouter> | null = null;
/** The system whose navigation requests move `shown` (a file may start another). */
let following: unknown = null;

/**
 * Renders `element` at each of `paths` under Strict Mode, starting at `at`; any other path shows
 * 'Elsewhere' (where a page moves on to). A machine's `navigate` (relayed by the root) moves this
 * router, as ui/main.tsx moves the app's. Answers the router, to read where it went.
 */
export function renderAt(at: string, paths: readonly string[], element: ReactElement) {
  return renderRoutesAt(at, [
    ...paths.map((path) => ({ path, element })),
    { path: '*', element: createElement('p', null, 'Elsewhere') },
  ]);
}

/**
 * Renders `routes` under Strict Mode, starting at `at`: with the app's route table (ui/app/router.tsx)
 * this is the whole app, its shell and every page, as ui/main.tsx renders it. A machine's
 * `navigate` moves this router, as it moves the app's. Answers the router, to read where it went.
 */
export function renderRoutesAt(at: string, routes: RouteObject[]) {
  const system = runningSystem();
  if (following !== system) {
    following = system;
    system.onNavigate(
      (request) => void shown?.navigate(request.to, { state: request.state ?? null }),
    );
  }
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  shown = router;
  render(createElement(StrictMode, null, createElement(RouterProvider, { router })));
  return router;
}

/**
 * Lets the page actors of the views just unmounted go (the root stops them `pageActorGrace` after
 * the last view lets go), so the next test starts its own.
 */
export async function letPageActorsGo(): Promise<void> {
  const { PAGE_ACTOR_GRACE_MS } = await import('../../domain/constants');
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, PAGE_ACTOR_GRACE_MS)));
}

/**
 * For a test file that renders the whole app: jsdom has no IntersectionObserver, which the feed's
 * infinite scroll and impression tracking use; an inert one stands in (nothing is ever seen).
 */
export function stubIntersectionObserver(): void {
  beforeAll(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * Fetches the code of the pages at `paths` ahead, as a test file's `beforeAll`. A route's page is
 * a chunk of its own (ui/app/page-route.tsx): the first time it shows, React holds it back behind
 * the Loading state a moment after its code has come (about 0.3 s). Each page is shown once, at
 * once taken down, and its code waited for, so the tests open their pages at once (decision 066).
 */
export async function loadPageCode(routes: RouteObject[], paths: readonly string[]): Promise<void> {
  const { loadMoreRoutes } = await import('./app-routes');
  await loadMoreRoutes();
  for (const path of paths) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(createElement(RouterProvider, { router })).unmount();
  }
  await vi.dynamicImportSettled();
  await letPageActorsGo();
}

/**
 * For a test file that renders the whole app (ui/app/router.tsx) over the live fake API: the API
 * started once for the file, an inert IntersectionObserver, and each test's app taken down after
 * it, its page actors let go.
 */
export function startLiveApp(): { server: () => TestServer } {
  const live = startLiveApi();
  stubIntersectionObserver();
  afterEach(async () => {
    cleanup();
    await letPageActorsGo();
  });
  return live;
}

/** Opens the whole app at `path`, in place of what the test opened before. */
export async function openAppAt(path: string, routes: RouteObject[]) {
  cleanup();
  await letPageActorsGo();
  return renderRoutesAt(path, routes);
}
