// The app's routes (spec 1 section 2 and spec 3 section 2), with react-router 7 (declarative). The
// closeup, boards and profiles are chunks of their own. The scenario player's pages are added by
// router.tsx, so the player's live app can render these routes without importing itself.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { BUILDER_PATHS } from '../../domain/pin-path';
import { AppShell } from '../shell/app-shell';
import { Loading, NotFound } from '../shell/states';
import { HomePage } from '../pages/home-page';
import { loadCloseupRoute, loadedCloseupRoute } from '../closeup/closeup-chunk';
import { loadPinLogic, setCloseupCodePrefetch } from './system';

/**
 * A page of its own chunk. It waits for the per-pin logic too (already loading since start), so
 * a page can spawn save and favorite actors as soon as it renders.
 */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  /** The chunk when it has arrived ahead (the closeup's, fetched by a hovered card): no fallback. */
  loaded?: () => { default: ComponentType } | null,
): ReactNode {
  const Page = lazy(() => Promise.all([load(), loadPinLogic()]).then(([module]) => module));
  const Shown = () => {
    const Ready = loaded?.()?.default;
    return Ready ? <Ready /> : <Page />;
  };
  return (
    <Suspense fallback={<Loading />}>
      <Shown />
    </Suspense>
  );
}

const closeup = loadCloseupRoute;

// A card hovered or focused past its prefetch delay fetches the closeup's code with its data.
setCloseupCodePrefetch(() => void loadCloseupRoute().catch(() => undefined));
const pinSubpage = () => import('../closeup/pin-subpage-route');
const profile = () => import('../boards/profile-route');
const board = () => import('../boards/board-route');
const boardEdit = () => import('../boards/board-edit-route');
const me = () => import('../boards/me-route');
const search = () => import('../pages/search-page');
const outbound = () => import('../pages/outbound-pages');
const login = () => import('../pages/login-route');
const builder = () => import('../pages/builder-page');
const business = () => import('../pages/business-convert-page');
const tune = () => import('../pages/tune-home-page');
const businessRoute = () => import('../business/business-route');
const settings = () => import('../pages/settings-page');
const notifications = () => import('../pages/notifications-page');
// The three topic pages are one chunk: one lazy import in the first paint, not three.
const topicPages = () => import('../topics/topic-pages');
const ideas = () => topicPages().then((m) => ({ default: m.IdeasPage }));
const topics = () => topicPages().then((m) => ({ default: m.TopicsPage }));
const topic = () => topicPages().then((m) => ({ default: m.TopicPage }));

/**
 * A profile or board page: a first path segment that is a reserved word is never a profile
 * (spec 3 section 2). The rule loads with the page.
 */
function profilePage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  return page(() =>
    Promise.all([load(), import('../../domain/pin-path')]).then(
      ([module, { isProfileSegment }]) => {
        const Page = module.default;
        return {
          default: function ProfileGuard() {
            const { username = '' } = useParams();
            return isProfileSegment(username) ? <Page /> : <NotFound />;
          },
        };
      },
    ),
  );
}

/** The app's routes, with `extra` pages ahead of the builder paths and the profile routes. */
export function appRoutesWith(extra: readonly RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'homefeed', element: <HomePage /> },
        { path: 'pin/:pinPath', element: page(closeup, loadedCloseupRoute) },
        { path: 'pin/:pinPath/repin', element: page(pinSubpage) },
        { path: 'pin/:pinPath/edit', element: page(pinSubpage) },
        { path: 'pin/:pinPath/analytics', element: page(pinSubpage) },
        { path: 'pin/:pinPath/comments', element: page(pinSubpage) },
        { path: 'search', element: page(search) },
        { path: 'search/pins', element: page(search) },
        { path: 'me', element: page(me) },
        { path: 'board/:boardId/edit', element: page(boardEdit) },
        { path: 'board/:boardId/edit/collaborators', element: page(boardEdit) },
        { path: 'board/:boardId/edit/add_collaborators', element: page(boardEdit) },
        { path: 'boardsection/:sectionId/edit', element: page(boardEdit) },
        { path: 'pin_redirect', element: page(outbound) },
        { path: 'offsite', element: page(outbound) },
        { path: 'login', element: page(login) },
        { path: 'signup', element: page(login) },
        { path: 'business/convert', element: page(business) },
        { path: 'business/:area/:profileId?/:subpage?', element: page(businessRoute) },
        { path: 'edit', element: page(tune) },
        { path: 'settings', element: page(settings) },
        { path: 'notifications', element: page(notifications) },
        { path: 'ideas', element: page(ideas) },
        { path: 'ideas/:interest/:id', element: page(topic) },
        { path: 'topics', element: page(topics) },
        ...extra,
        ...BUILDER_PATHS.map((path) => ({ path, element: page(builder) })),
        {
          path: ':username',
          element: profilePage(profile),
        },
        {
          path: ':username/_created',
          element: profilePage(profile),
        },
        {
          path: ':username/_saved',
          element: profilePage(profile),
        },
        {
          path: ':username/:boardSlug',
          element: profilePage(board),
        },
        {
          path: ':username/:boardSlug/:sectionSlug',
          element: profilePage(board),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The app's own routes (the player's live app renders these). */
export const appRoutes: RouteObject[] = appRoutesWith([]);
