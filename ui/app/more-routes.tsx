// Every route of the app but the home feed's (spec 1 section 2 and spec 3 section 2): a chunk of
// its own, fetched right after the home page's first paint (app-routes.tsx), so the first paint
// does not carry the route table. The closeup, boards and profiles are chunks of their own again.
import type { ComponentType, ReactNode } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import type { CategoryHub } from '../../domain/discovery';
import { BUILDER_PATHS, isProfileSegment } from '../../domain/pin-path';
import { NotFound } from '../shell/not-found';
import { loadCloseupRoute, loadedCloseupRoute } from '../closeup/closeup-chunk';
import { ROUTE_PAGES, type RoutePage } from '../pages/route-pages';
import { page } from './page-route';

const closeup = loadCloseupRoute;

const pinSubpage = () => import('../closeup/pin-subpage-route');
const pinActivity = () => import('../closeup/pin-activity-route');
const visualSearch = () => import('../closeup/visual-search-route');
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
const businessHierarchy = () => import('../business/business-hierarchy-page');
const settings = () => import('../pages/settings-page');
const notifications = () => import('../pages/notifications-page');
// The three topic pages are one chunk.
const topicPages = () => import('../topics/topic-pages');
const appHandoff = () => import('../deep-link/app-handoff-page');
const spamPolicy = () => import('../pages/spam-policy-page');
const ideas = () => topicPages().then((m) => ({ default: m.IdeasPage }));
const topics = () => topicPages().then((m) => ({ default: m.TopicsPage }));
const topic = () => topicPages().then((m) => ({ default: m.TopicPage }));
// The discovery pages (Today, articles, videos, shopping) are one chunk.
const discovery = () => import('../discovery/discovery-pages');
const today = () => discovery().then((m) => ({ default: m.TodayPage }));
const article = () => discovery().then((m) => ({ default: m.ArticlePage }));
const hubPage = (hub: CategoryHub, category: boolean) => () =>
  discovery().then((m) => ({
    default: function DiscoveryHub() {
      return category ? <m.CategoryPage hub={hub} /> : <m.HubPage hub={hub} />;
    },
  }));
const routePage = (shown: RoutePage) => () =>
  import('../pages/route-page').then((m) => ({
    default: function HonestPage() {
      return <m.default page={shown} />;
    },
  }));

/**
 * A profile or board page: a first path segment that is a reserved word is never a profile
 * (spec 3 section 2).
 */
function profilePage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  return page(() =>
    load().then((module) => {
      const Page = module.default;
      return {
        default: function ProfileGuard() {
          const { username = '' } = useParams();
          return isProfileSegment(username) ? <Page /> : <NotFound />;
        },
      };
    }),
  );
}

/** The routes besides the home feed's, with `extra` pages ahead of the builder paths and profiles. */
function routesWith(extra: readonly RouteObject[]): RouteObject[] {
  return [
    { path: 'pin/:pinPath', element: page(closeup, loadedCloseupRoute) },
    { path: 'pin/:pinPath/repin', element: page(pinSubpage) },
    { path: 'pin/:pinPath/edit', element: page(pinSubpage) },
    { path: 'pin/:pinPath/analytics', element: page(pinSubpage) },
    { path: 'pin/:pinPath/comments', element: page(pinSubpage) },
    { path: 'pin/:pinPath/sent', element: page(pinActivity) },
    { path: 'pin/:pinPath/feedback', element: page(pinActivity) },
    { path: 'pin/:pinPath/visual-search', element: page(visualSearch) },
    { path: 'pin/:pinPath/visual-search/products', element: page(visualSearch) },
    { path: 'search', element: page(search) },
    { path: 'search/pins', element: page(search) },
    { path: 'search/videos', element: page(search) },
    { path: 'search/boards', element: page(search) },
    { path: 'search/users', element: page(search) },
    { path: 'search/buyable_pins', element: page(search) },
    { path: 'search/my_pins', element: page(search) },
    { path: 'search/idea_pins', element: page(search) },
    { path: 'search/my_content', element: page(search) },
    { path: 'search/shop_tool', element: page(search) },
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
    { path: 'business/:area/:profileId/ad-accounts/cee-migration', element: page(businessRoute) },
    {
      path: 'business/business-hierarchy/:hierarchyId/:subpage?',
      element: page(businessHierarchy),
    },
    { path: 'edit', element: page(tune) },
    { path: 'settings', element: page(settings) },
    { path: 'notifications', element: page(notifications) },
    { path: 'ideas', element: page(ideas) },
    { path: 'ideas/:interest/:id', element: page(topic) },
    { path: 'topics', element: page(topics) },
    { path: 'today', element: page(today) },
    { path: 'today/:tab', element: page(today) },
    { path: 'discover/article/:article', element: page(article) },
    { path: 'videos', element: page(hubPage('videos', false)) },
    { path: 'videos/:category/:id', element: page(hubPage('videos', true)) },
    { path: 'shopping', element: page(hubPage('shopping', false)) },
    { path: 'shopping/:category/:id', element: page(hubPage('shopping', true)) },
    ...ROUTE_PAGES.map((shown) => ({ path: shown.path, element: page(routePage(shown)) })),
    { path: 'get-app', element: page(appHandoff) },
    { path: 'policies/spam', element: page(spamPolicy) },
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
  ];
}

/** Built once per list of extra pages: a page's lazy component must stay the same one. */
const built = new WeakMap<readonly RouteObject[], RouteObject[]>();

/** Every route but the home feed's, matched below the app shell's catch-all route. */
export function MoreRoutes({ extra }: { extra: readonly RouteObject[] }) {
  let routes = built.get(extra);
  if (!routes) {
    routes = routesWith(extra);
    built.set(extra, routes);
  }
  return useRoutes(routes);
}
