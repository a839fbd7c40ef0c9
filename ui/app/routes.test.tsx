// @vitest-environment jsdom
// Every route of the catalogue (spec 1 section 2, spec 3 section 2) as the whole app renders it
// (ui/app/router.tsx) over the real root actor system and the fake API with the fixtures: each
// path answers its page with real content, or the not-found page. What needs a real browser (the
// top bar's layout, reloads, the production build, focus styles) is in e2e/routes.spec.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import { loadPageCode, openAppAt, signInAs, startLiveApp } from './live-api.test-support';
import { routes } from './router';

const live = startLiveApp();

const REPIN_FROM_TOAST = `/pin/${KNOWN.pins.savedByDefault}/repin/?isEditingPin=true&isFromToast=true&pinBoardId=${KNOWN.boards.default}`;
const BUILDER = [
  '/pin/create/',
  '/story-pin-builder',
  '/idea-pin-builder',
  '/pin-creation-tool',
  '/tv/studio',
];

beforeAll(() =>
  loadPageCode(routes, [
    '/',
    `/pin/${KNOWN.pins.image}/`,
    REPIN_FROM_TOAST,
    `/pin/${KNOWN.pins.image}/edit/`,
    `/pin/${KNOWN.pins.image}/analytics`,
    `/pin/${KNOWN.pins.image}/comments`,
    '/search/pins/?q=kitchen',
    '/pinstate/',
    '/pinstate/_created/',
    '/pinstate/_saved',
    '/pinstate/kitchen-ideas/',
    '/pinstate/kitchen-ideas/breakfast',
    '/me/',
    `/board/${KNOWN.boards.default}/edit`,
    `/board/${KNOWN.boards.default}/edit/collaborators`,
    `/board/${KNOWN.boards.default}/edit/add_collaborators`,
    '/pin_redirect',
    '/offsite/',
    '/login',
    '/signup',
    '/business/convert/',
    '/pin-builder',
    ...BUILDER,
  ]),
);

const open = (path: string) => openAppAt(path, routes);

const cards = () => screen.findAllByTestId('pin-card');
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const where = (router: Awaited<ReturnType<typeof open>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

test('home shows pin cards at / and at /homefeed/', async () => {
  await signInAs(null);
  for (const path of ['/', '/homefeed/']) {
    await open(path);
    expect((await cards()).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Home feed' })).toBeTruthy();
  }
});

test('the pin closeup opens at /pin/{id}, with a trailing slash and as text--id', async () => {
  await signInAs(null);
  for (const path of [
    `/pin/${KNOWN.pins.image}`,
    `/pin/${KNOWN.pins.image}/`,
    `/pin/open-shelving--${KNOWN.pins.image}/`,
  ]) {
    await open(path);
    expect(await h1('Open shelving with handmade ceramics')).toBeTruthy();
  }
});

test('a closeup shows related pins below the pin', async () => {
  await signInAs(null);
  await open(`/pin/${KNOWN.pins.image}/`);
  expect(await screen.findByRole('heading', { name: 'More to explore' })).toBeTruthy();
  const related = await screen.findByRole('region', { name: 'Related Pins' });
  expect((await within(related).findAllByTestId('pin-card')).length).toBeGreaterThan(0);
});

test("'Visit site' shows only when the pin has a visit url", async () => {
  await signInAs(null);
  await open(`/pin/${KNOWN.pins.linkNone}/`);
  expect(await screen.findByRole('link', { name: 'Visit site' })).toBeTruthy();
  await open(`/pin/${KNOWN.pins.emptyLink}/`);
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Visit site' })).toBeNull();
});

test('an unknown pin and a deleted story pin show the full-screen unavailable placeholder', async () => {
  await signInAs(null);
  for (const path of ['/pin/999999999/', `/pin/${KNOWN.pins.storyDeleted}/`]) {
    await open(path);
    expect(await screen.findByText('Unavailable', { exact: true })).toBeTruthy();
    expect(screen.getByText('Removed by the creator')).toBeTruthy();
  }
});

test('pin sub-pages: repin from the toast, edit, analytics and comments', async () => {
  await signInAs(KNOWN.users.default);
  await open(REPIN_FROM_TOAST);
  expect(await screen.findByRole('heading', { name: 'Edit your saved Pin' })).toBeTruthy();
  expect((await screen.findByLabelText<HTMLSelectElement>('Board')).value).toBe(
    KNOWN.boards.default,
  );
  await open(`/pin/${KNOWN.pins.writeAccess}/edit/`);
  expect(await screen.findByRole('heading', { name: 'Edit this Pin' })).toBeTruthy();
  expect(await screen.findByLabelText('Title')).toBeTruthy();
  await open(`/pin/${KNOWN.pins.partnerAnalytics}/analytics`);
  expect(await screen.findByRole('heading', { name: 'Pin stats' })).toBeTruthy();
  expect(await screen.findByText('Impressions')).toBeTruthy();
  await open(`/pin/${KNOWN.pins.reactions}/comments`);
  expect(await h1('Comments')).toBeTruthy();
});

test('search shows pins for q and names the rs source', async () => {
  await signInAs(null);
  const router = await open('/search/pins/?q=kitchen&rs=typed');
  expect(await h1('kitchen')).toBeTruthy();
  expect((await cards()).length).toBeGreaterThan(0);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(box);
  await userEvent.type(box, 'ceramics{Enter}');
  expect(where(router)).toBe('/search/pins/?q=ceramics&rs=typed');
  expect(await h1('ceramics')).toBeTruthy();
});

test('search for nothing found shows an empty state', async () => {
  await signInAs(null);
  await open('/search/pins/?q=zzqqxxnothingmatches');
  expect(await screen.findByRole('heading', { name: /No Pins found/u })).toBeTruthy();
});

test('a profile shows the user with boards, created and saved pins', async () => {
  await signInAs(null);
  await open('/pinstate/');
  expect(await h1('Pinstate Demo')).toBeTruthy();
  const boards = await screen.findByRole('list', { name: 'Boards' });
  expect((await within(boards).findAllByRole('link')).length).toBeGreaterThan(0);
  await open('/pinstate/_created/');
  const created = await screen.findByRole('region', { name: 'Created Pins' });
  expect((await within(created).findAllByTestId('pin-card')).length).toBeGreaterThan(0);
  await open('/pinstate/_saved');
  const saved = await screen.findByRole('region', { name: 'Saved Pins' });
  expect((await within(saved).findAllByTestId('pin-card')).length).toBeGreaterThan(0);
});

test('a reserved word is not a profile: it shows the not-found page', async () => {
  await signInAs(null);
  for (const path of ['/about/', '/ads/', '/today/nothing-here/']) {
    await open(path);
    expect(await screen.findByRole('heading', { name: /couldn.t find that/u })).toBeTruthy();
  }
});

test('an unknown profile shows the not-found page', async () => {
  await signInAs(null);
  await open('/nobody_by_this_name_here/');
  expect(await screen.findByRole('heading', { name: /couldn.t find that profile/u })).toBeTruthy();
});

test('a board and its section show their pins', async () => {
  await signInAs(null);
  const router = await open('/pinstate/kitchen-ideas/');
  expect(await h1('Kitchen ideas')).toBeTruthy();
  expect((await cards()).length).toBeGreaterThan(0);
  const sections = screen.getByRole('navigation', { name: 'Sections' });
  await userEvent.click(within(sections).getByRole('link', { name: 'Breakfast' }));
  expect(where(router)).toBe('/pinstate/kitchen-ideas/breakfast');
  expect(await h1('Breakfast')).toBeTruthy();
});

test('/me/ goes to the signed-in viewer profile and asks a visitor to log in', async () => {
  await signInAs(null);
  await open('/me/');
  expect(await screen.findByRole('heading', { name: 'Log in to see your profile' })).toBeTruthy();
  await signInAs(KNOWN.users.default);
  const router = await open('/me/');
  expect(await h1('Pinstate Demo')).toBeTruthy();
  expect(where(router)).toBe('/pinstate/');
});

test('board edit and its collaborators pages', async () => {
  await signInAs(KNOWN.users.default);
  await open(`/board/${KNOWN.boards.default}/edit`);
  expect(await screen.findByRole('heading', { name: 'Edit your board' })).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Kitchen ideas');
  await open(`/board/${KNOWN.boards.collaborativeOwn}/edit/collaborators`);
  expect(await h1('Collaborators')).toBeTruthy();
  expect(await screen.findByText('Owner')).toBeTruthy();
  await open(`/board/${KNOWN.boards.collaborativeOwn}/edit/add_collaborators`);
  const invite = await screen.findByRole('list', { name: 'People to invite' });
  expect((await within(invite).findAllByRole('listitem')).length).toBeGreaterThan(0);
});

test('/pin_redirect is the interstitial before an outside site', async () => {
  await signInAs(null);
  await open(
    '/pin_redirect?domain=example.com&redirectUrl=https%3A%2F%2Fexample.com%2Fpage&origin=closeup&pinCategory=home',
  );
  expect(await screen.findByRole('heading', { name: 'You’re leaving Pinstate' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Continue to example.com' });
  expect(link.getAttribute('href')).toBe('https://example.com/page');
  // The interstitial is already the new tab: it continues in place, with no referrer.
  expect(link.getAttribute('target')).not.toBe('_blank');
  expect(link.getAttribute('rel')).toMatch(/nofollow/u);
  expect(link.getAttribute('referrerpolicy')).toBe('no-referrer');
});

test('/offsite/ is the outbound redirect page', async () => {
  // Without a pin the page offers the way out; with one it runs the click-through (outbound.spec.ts).
  await signInAs(null);
  await open('/offsite/?token=t1&url=https%3A%2F%2Fexample.org%2Fx');
  expect(await screen.findByRole('link', { name: 'Continue to example.org' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to home feed' }).getAttribute('href')).toBe('/');
});

test('/login and /signup show the sign-in page', async () => {
  await signInAs(null);
  await open('/login');
  expect(await h1('Log in to Pinstate')).toBeTruthy();
  await open('/signup');
  expect(await h1('Sign up to Pinstate')).toBeTruthy();
});

test('/business/convert/ explains the business account', async () => {
  await signInAs(null);
  await open('/business/convert/');
  expect(
    await screen.findByRole('heading', { name: 'Convert to a business account' }),
  ).toBeTruthy();
});

test('the builder paths create a pin for a signed-in viewer and prompt a visitor', async () => {
  await signInAs(null);
  await open('/pin-builder');
  expect(
    await screen.findByRole('heading', { name: 'Log in to create a Pin or board' }),
  ).toBeTruthy();
  await signInAs(KNOWN.users.default);
  await open('/pin-builder');
  expect(await screen.findByRole('form', { name: 'Create Pin' })).toBeTruthy();
  for (const path of BUILDER) {
    await open(path);
    expect(await screen.findByRole('heading', { name: 'Create Pin' })).toBeTruthy();
  }
});

test('an unknown path shows a real not-found page with a way home', async () => {
  await signInAs(null);
  await open('/this/path/does/not/exist/at/all');
  expect(await screen.findByRole('heading', { name: /couldn.t find that page/u })).toBeTruthy();
  await userEvent.click(screen.getByRole('link', { name: 'Go to home feed' }));
  expect((await cards()).length).toBeGreaterThan(0);
});

test('a failed home feed shows an error with a retry that recovers', async () => {
  await signInAs(null);
  await live.server().call('POST', '/_control/faults', {
    body: { route: 'GET /v3/feeds/home/', status: 503, message: 'Feed is resting', count: 1 },
  });
  await open('/');
  expect((await screen.findByRole('alert')).textContent).toContain('Feed is resting');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await cards()).length).toBeGreaterThan(0);
});
