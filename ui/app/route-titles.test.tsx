// @vitest-environment jsdom
// The document title of every route of the catalogue (spec 3 section 2), as the whole app renders
// it over the real root actor system and the fake API with the fixtures: what the page shows, then
// ' | Pinstate'; the home feed is 'Pinstate' (domain/page-title.ts, domain/page-names.ts). The
// table below lists each route with the title it shows, and a test checks that it names every
// route the router has.
import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { BUILDER_PATHS } from '../../domain/pin-path';
import { KNOWN } from '../../fixtures/known';
import { loadPageCode, renderRoutesAt, signInAs, startLiveApp } from './live-api.test-support';
import { routes } from './router';

startLiveApp();

interface TitledRoute {
  /** The route as router.tsx writes it. */
  route: string;
  /** A path that opens it. */
  path: string;
  /** The document title it shows; '{heading}' is the page's first heading. */
  title: string;
  /** Opened signed in as the default fixture user. */
  signedIn?: boolean;
  /** Opened signed in as this fixture user. */
  as?: string;
}

const pin = KNOWN.pins.image;

const ROUTES: TitledRoute[] = [
  { route: '', path: '/', title: 'Pinstate' },
  { route: 'homefeed', path: '/homefeed/', title: 'Pinstate' },
  {
    route: 'pin/:pinPath',
    path: `/pin/${pin}/`,
    title: 'Open shelving with handmade ceramics | Pinstate',
  },
  {
    route: 'pin/:pinPath/repin',
    path: `/pin/${KNOWN.pins.savedByDefault}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${KNOWN.boards.default}`,
    title: 'Edit your saved Pin - Speckled stoneware mugs | Pinstate',
    signedIn: true,
  },
  {
    route: 'pin/:pinPath/edit',
    path: `/pin/${pin}/edit/`,
    title: 'Edit this Pin - Open shelving with handmade ceramics | Pinstate',
    signedIn: true,
  },
  {
    route: 'pin/:pinPath/analytics',
    path: `/pin/${pin}/analytics`,
    title: 'Pin stats - Open shelving with handmade ceramics | Pinstate',
  },
  {
    route: 'pin/:pinPath/comments',
    path: `/pin/${pin}/comments`,
    title: 'Comments - Open shelving with handmade ceramics | Pinstate',
  },
  {
    route: 'pin/:pinPath/sent',
    path: `/pin/${pin}/sent/`,
    title: 'Sent - Open shelving with handmade ceramics | Pinstate',
    signedIn: true,
  },
  {
    route: 'pin/:pinPath/feedback',
    path: `/pin/${pin}/feedback/`,
    title: 'Your feedback - Open shelving with handmade ceramics | Pinstate',
    signedIn: true,
  },
  {
    route: 'pin/:pinPath/visual-search',
    path: `/pin/${pin}/visual-search/`,
    title: 'Visual search - Open shelving with handmade ceramics | Pinstate',
  },
  {
    route: 'pin/:pinPath/visual-search/products',
    path: `/pin/${pin}/visual-search/products/`,
    title: 'Shop similar products - Open shelving with handmade ceramics | Pinstate',
  },
  { route: 'search', path: '/search/?q=kitchen', title: 'kitchen - Search | Pinstate' },
  {
    route: 'search/pins',
    path: '/search/pins/?q=ceramics&rs=typed',
    title: 'ceramics - Search | Pinstate',
  },
  {
    route: 'search/videos',
    path: '/search/videos/?q=noodles',
    title: 'noodles - Videos - Search | Pinstate',
  },
  {
    route: 'search/boards',
    path: '/search/boards/?q=kitchen',
    title: 'kitchen - Boards - Search | Pinstate',
  },
  {
    route: 'search/users',
    path: '/search/users/?q=maya',
    title: 'maya - Users - Search | Pinstate',
  },
  {
    route: 'search/buyable_pins',
    path: '/search/buyable_pins/?q=basket',
    title: 'basket - Shop - Search | Pinstate',
  },
  {
    route: 'search/my_pins',
    path: '/search/my_pins/?q=pantry',
    title: 'pantry - Your Pins - Search | Pinstate',
  },
  {
    route: 'search/idea_pins',
    path: '/search/idea_pins/?q=roses',
    title: 'roses - Idea Pins - Search | Pinstate',
  },
  {
    route: 'search/my_content',
    path: '/search/my_content/?q=kitchen',
    title: 'kitchen - Your content - Search | Pinstate',
  },
  {
    route: 'search/shop_tool',
    path: '/search/shop_tool/?q=home',
    title: 'home - Shop by category - Search | Pinstate',
  },
  { route: 'me', path: '/me/', title: 'Your profile | Pinstate' },
  {
    route: 'board/:boardId/edit',
    path: `/board/${KNOWN.boards.default}/edit`,
    title: 'Board edit - Kitchen ideas | Pinstate',
    signedIn: true,
  },
  {
    route: 'board/:boardId/edit/collaborators',
    path: `/board/${KNOWN.boards.collaborativeOwn}/edit/collaborators`,
    title: 'Board collaborators - Family recipes | Pinstate',
    signedIn: true,
  },
  {
    route: 'board/:boardId/edit/add_collaborators',
    path: `/board/${KNOWN.boards.collaborativeOwn}/edit/add_collaborators`,
    title: 'Add collaborators - Family recipes | Pinstate',
    signedIn: true,
  },
  {
    route: 'boardsection/:sectionId/edit',
    path: `/boardsection/${KNOWN.sections.default}/edit`,
    title: 'Section edit - Breakfast | Pinstate',
    signedIn: true,
  },
  {
    route: 'pin_redirect',
    path: '/pin_redirect?domain=example.com&redirectUrl=https%3A%2F%2Fexample.com%2Fpage',
    title: 'Leaving Pinstate | Pinstate',
  },
  {
    route: 'offsite',
    path: '/offsite/?token=t1&url=https%3A%2F%2Fexample.org%2Fx',
    title: 'Outbound redirect | Pinstate',
  },
  { route: 'login', path: '/login', title: 'Log in | Pinstate' },
  { route: 'signup', path: '/signup', title: 'Sign up | Pinstate' },
  {
    route: 'business/convert',
    path: '/business/convert/',
    title: 'Convert to a business account | Pinstate',
  },
  {
    route: 'business/:area/:profileId?/:subpage?',
    path: '/business/hub/',
    title: 'Business hub | Pinstate',
    as: KNOWN.users.partnerOwner,
  },
  {
    route: 'business/:area/:profileId/ad-accounts/cee-migration',
    path: `/business/business-access/${KNOWN.users.businessOwned}/ad-accounts/cee-migration/`,
    title: 'Northwind Home - CEE migration | Pinstate',
    as: KNOWN.users.partnerOwner,
  },
  {
    route: 'business/business-hierarchy/:hierarchyId/:subpage?',
    path: `/business/business-hierarchy/${KNOWN.businessHierarchies.northwind}/managers/`,
    title: 'Northwind Group - Managers | Pinstate',
    as: KNOWN.users.partnerOwner,
  },
  { route: 'edit', path: '/edit', title: 'Tune your home feed | Pinstate' },
  { route: 'settings', path: '/settings', title: 'Settings | Pinstate' },
  { route: 'notifications', path: '/notifications', title: 'Notifications | Pinstate' },
  { route: 'ideas', path: '/ideas', title: 'Ideas | Pinstate' },
  { route: 'topics', path: '/topics', title: 'Topics | Pinstate' },
  { route: 'today', path: '/today/', title: 'Today | Pinstate' },
  { route: 'today/:tab', path: '/today/best/', title: 'Best - Today | Pinstate' },
  {
    route: 'discover/article/:article',
    path: '/discover/article/home_decor/',
    title: '{heading} - Today | Pinstate',
  },
  { route: 'videos', path: '/videos/', title: 'Videos | Pinstate' },
  {
    route: 'videos/:category/:id',
    path: '/videos/travel/travel/',
    title: '{heading} - Videos | Pinstate',
  },
  { route: 'shopping', path: '/shopping/', title: 'Shopping | Pinstate' },
  {
    route: 'shopping/:category/:id',
    path: '/shopping/travel/travel/',
    title: '{heading} - Shopping | Pinstate',
  },
  {
    route: 'get-app',
    path: '/get-app/?to=appStore',
    title: 'Get Pinstate on the App Store | Pinstate',
  },
  { route: 'policies/spam', path: '/policies/spam', title: 'Spam policy | Pinstate' },
  {
    route: 'ideas/:interest/:id',
    path: `/ideas/home-decor/${KNOWN.interests.followed}/`,
    title: '{heading} | Pinstate',
  },
  { route: 'scenarios', path: '/scenarios', title: 'Scenarios | Pinstate' },
  {
    route: 'scenarios/:id',
    path: '/scenarios/one-tap-save-fails-then-succeeds',
    title: '{heading} - Scenarios | Pinstate',
  },
  ...BUILDER_PATHS.map((route) => ({ route, path: `/${route}`, title: 'Create Pin | Pinstate' })),
  { route: ':username', path: '/pinstate/', title: 'Pinstate Demo | Pinstate' },
  {
    route: ':username/_created',
    path: '/pinstate/_created/',
    title: 'Pinstate Demo - Created | Pinstate',
  },
  {
    route: ':username/_saved',
    path: '/pinstate/_saved',
    title: 'Pinstate Demo - Saved | Pinstate',
  },
  {
    route: ':username/:boardSlug',
    path: '/pinstate/kitchen-ideas/',
    title: 'Kitchen ideas by Pinstate Demo | Pinstate',
  },
  {
    route: ':username/:boardSlug/:sectionSlug',
    path: '/pinstate/kitchen-ideas/breakfast',
    title: 'Breakfast in Kitchen ideas by Pinstate Demo | Pinstate',
  },
  { route: '*', path: '/this/path/does/not/exist', title: 'Page not found | Pinstate' },
];

/**
 * Every route path app-routes.tsx, more-routes.tsx and router.tsx declare: `path: '...'`, the
 * builder paths and the index (the catch-all `*` of both tables is one route).
 */
function catalogueRoutes(): string[] {
  const source = ['app-routes.tsx', 'more-routes.tsx', 'router.tsx']
    .map((file) => readFileSync(`ui/app/${file}`, 'utf8'))
    .join('');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '');
  const builder = source.includes('...BUILDER_PATHS.map(') ? BUILDER_PATHS : [];
  return [...new Set(['', ...paths.filter((p) => p !== '/'), ...builder])];
}

test('the title table names every route of the catalogue, once', () => {
  const listed = ROUTES.map((r) => r.route);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(catalogueRoutes().sort());
});

/** The first heading of the page once it has one (as a reader meets it), with its text. */
async function firstHeading(): Promise<string> {
  return waitFor(
    () => {
      const heading = document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
      if (!heading) throw new Error('No heading yet');
      return (heading.textContent ?? '').trim();
    },
    { timeout: 5000 },
  );
}

// The home feed's title is the document's own (ui/index.html): each route opens in that document.
const documentTitle = /<title>([^<]*)<\/title>/u.exec(readFileSync('ui/index.html', 'utf8'))?.[1];
beforeAll(() =>
  loadPageCode(
    routes,
    ROUTES.map((route) => route.path),
  ),
);
beforeEach(() => {
  document.title = documentTitle ?? '';
});

test.each(ROUTES)('/$route sets its document title', async (route) => {
  await signInAs(route.as ?? (route.signedIn ? KNOWN.users.default : null));
  renderRoutesAt(route.path, routes);
  const expected = route.title.replace('{heading}', await firstHeading());
  await waitFor(() => expect(document.title).toBe(expected), { timeout: 5000 });
});
