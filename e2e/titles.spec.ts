// The document title of every route of the catalogue (ui/app/router.tsx; spec 3 section 2): what
// the page shows, then ' | Pinstate'; the home feed is 'Pinstate' (domain/page-title.ts,
// domain/page-names.ts). The table below lists each route with the title it shows, and a test
// checks that it names every route the router has.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BUILDER_PATHS } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { openAs, signIn } from './support/viewer';

interface TitledRoute {
  /** The route as router.tsx writes it. */
  route: string;
  /** A path that opens it. */
  path: string;
  /** The document title it shows. */
  title: string;
  /** Opened as the signed-in default user. */
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

async function titleOf(page: Page, route: TitledRoute): Promise<string> {
  if (route.as) await signIn(page, route.as, { path: route.path });
  else if (route.signedIn) await openAs(page, route.path, { viewer: 'signed-in' });
  else await page.goto(route.path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  const heading = (await page.getByRole('heading').first().textContent()) ?? '';
  const expected = route.title.replace('{heading}', heading.trim());
  await expect(page).toHaveTitle(expected);
  return expected;
}

test('the title table names every route of the catalogue, once', () => {
  const listed = ROUTES.map((r) => r.route);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(catalogueRoutes().sort());
});

test('every route sets its document title', async ({ page }) => {
  test.setTimeout(180_000);
  const seen: string[] = [];
  // Logged out first: signing in is remembered for the routes after it.
  for (const route of [...ROUTES.filter((r) => !r.signedIn), ...ROUTES.filter((r) => r.signedIn)]) {
    await test.step(`/${route.route}`, async () => {
      seen.push(`${route.path} -> ${await titleOf(page, route)}`);
    });
  }
  test.info().annotations.push({ type: 'titles', description: seen.join('\n') });
});
