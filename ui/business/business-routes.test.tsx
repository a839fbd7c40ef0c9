// @vitest-environment jsdom
// The business routes' ads pages (asset-groups, shared-tags, brand-safety, invoice-management,
// ad-accounts/cee-migration), a business hierarchy's pages (dashboard, hierarchy,
// business_security, managers) and the pin's sent and feedback sub-paths, as the whole app
// renders them (ui/app/router.tsx) over the real root actor system and the fake API with the
// fixtures: real content for the viewer they are for, the refusals and the empty, error and
// not-found states (docs/decisions/096).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import { loadPageCode, openAppAt, signInAs, startLiveApp } from '../app/live-api.test-support';
import { routes } from '../app/router';

const live = startLiveApp();

const U = KNOWN.users;
const BH = KNOWN.businessHierarchies.northwind;
const PIN = KNOWN.pins.image;
const owned = (page: string) => `/business/business-access/${U.businessOwned}/${page}/`;
const hierarchy = (page: string) => `/business/business-hierarchy/${BH}/${page}/`;

beforeAll(() =>
  loadPageCode(routes, [
    owned('asset-groups'),
    hierarchy('dashboard'),
    `/pin/${PIN}/sent/`,
    `/pin/${PIN}/feedback/`,
  ]),
);

const open = (path: string) => openAppAt(path, routes);
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const list = (name: string) => screen.findByRole('list', { name });
const items = async (name: string) =>
  within(await list(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

test('asset groups list the profile’s groups with their Pin and board counts', async () => {
  await signInAs(U.partnerOwner);
  await open(owned('asset-groups'));
  expect(await h1('Northwind Home')).toBeTruthy();
  expect(await items('Asset groups')).toEqual([
    expect.stringContaining('Spring kitchen collection3 Pins · 1 board'),
    expect.stringContaining('Outdoor living1 Pin · 0 boards'),
  ]);
  const tabs = screen.getByRole('navigation', { name: 'Business' });
  expect(
    within(tabs).getByRole('link', { name: 'Asset groups' }).getAttribute('aria-current'),
  ).toBe('page');
});

test('shared tags show their kind, accounts and whether they are active', async () => {
  await signInAs(U.partnerOwner);
  await open(owned('shared-tags'));
  const [checkout, readers] = await items('Shared tags');
  expect(checkout).toContain('Conversion tag · Shared with 2 ad accounts');
  expect(checkout).toContain('Active');
  expect(readers).toContain('Never fired');
  expect(readers).toContain('Inactive');
});

test('brand safety shows the inventory tier, excluded categories and blocked domains', async () => {
  await signInAs(U.partnerOwner);
  await open(owned('brand-safety'));
  expect(await items('Brand safety')).toEqual([expect.stringContaining('Limited inventory')]);
  expect(await items('Excluded categories')).toEqual(['Tragedy and conflict', 'Mature themes']);
  expect(await items('Blocked domains')).toEqual(['example-tabloid.com']);
});

test('invoice management lists each month with its amount and status', async () => {
  await signInAs(U.partnerOwner);
  await open(owned('invoice-management'));
  expect(await items('Invoices')).toEqual([
    'March 2026Invoice NH-2026-003$1,842.50Due',
    'February 2026Invoice NH-2026-002$920.00Overdue',
    'January 2026Invoice NH-2026-001$1,205.75Paid',
  ]);
});

test('invoices are refused, with the reason and no retry, to a partner who cannot act for the profile', async () => {
  await signInAs(U.partnerWithoutOwner);
  await open(`/business/business-access/${U.businessShared}/invoice-management/`);
  expect(await screen.findByRole('heading', { name: 'You can’t see this page' })).toBeTruthy();
  expect(
    screen.getByText(/Only people who can act for Harbor Market see its invoices/u),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
});

test('the CEE migration page lists only the ad accounts billed in Central and Eastern Europe', async () => {
  await signInAs(U.partnerOwner);
  await open(owned('ad-accounts/cee-migration'));
  const shown = await items('Ad accounts to migrate');
  expect(shown).toHaveLength(2);
  expect(shown[0]).toContain('Northwind Home Poland');
  expect(shown[0]).toContain('Migrate by June 30, 2026');
  expect(shown[0]).toContain('Migration pending');
  expect(shown[1]).toContain('Migrated');
  expect(screen.queryByText(/Northwind Home US/u)).toBeNull();
});

test('a profile with no records shows each ads page’s empty state', async () => {
  await signInAs(U.partnerSolo);
  const solo = (page: string) => `/business/business-access/${U.partnerSolo}/${page}/`;
  await open(solo('asset-groups'));
  expect(await screen.findByRole('heading', { name: 'No asset groups yet' })).toBeTruthy();
  await open(solo('shared-tags'));
  expect(await screen.findByRole('heading', { name: 'No shared tags yet' })).toBeTruthy();
  await open(solo('invoice-management'));
  expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  await open(solo('ad-accounts/cee-migration'));
  expect(await screen.findByRole('heading', { name: 'No ad accounts to migrate' })).toBeTruthy();
  await open(solo('brand-safety'));
  expect(await screen.findByText('No categories excluded.')).toBeTruthy();
});

test('a failed ads page shows the server’s message and a retry that recovers', async () => {
  await signInAs(U.partnerOwner);
  await live.server().call('POST', '/_control/faults', {
    body: {
      route: 'GET /v3/businesses/:id/shared_tags/',
      status: 503,
      message: 'Tags are resting',
      count: 1,
    },
  });
  await open(owned('shared-tags'));
  expect((await screen.findByRole('alert')).textContent).toContain('Tags are resting');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await list('Shared tags')).toBeTruthy();
});

test('each page shows its loading state while its data is on the way', async () => {
  const slow = async (route: string) =>
    live.server().call('POST', '/_control/faults', {
      body: { route, latencyMs: 400, count: 1 },
    });
  await signInAs(U.partnerOwner);
  await slow('GET /v3/businesses/:id/invoices/');
  await open(owned('invoice-management'));
  expect(await screen.findByText('Loading invoices')).toBeTruthy();
  expect(await list('Invoices')).toBeTruthy();
  await slow('GET /v3/business_hierarchies/:id/');
  await open(hierarchy('managers'));
  expect(await screen.findByText('Loading business hierarchy')).toBeTruthy();
  expect(await list('Managers')).toBeTruthy();
  await signInAs(U.default);
  await slow('GET /v3/pins/:id/sends/');
  await open(`/pin/${PIN}/sent/`);
  expect(await screen.findByText('Loading sends')).toBeTruthy();
  expect(await h1('Sent')).toBeTruthy();
});

test('the ads pages are for partners: anyone else sees the not-found page', async () => {
  for (const who of [null, U.default]) {
    await signInAs(who);
    await open(owned('asset-groups'));
    expect(
      await screen.findByRole('heading', { name: /couldn.t find that business profile/u }),
    ).toBeTruthy();
  }
  await signInAs(U.partnerOwner);
  await open(owned('ad-accounts/elsewhere'));
  expect(await screen.findByRole('heading', { name: /couldn.t find that/u })).toBeTruthy();
});

test('the business hub links to the hierarchies the partner manages, or says there are none', async () => {
  await signInAs(U.partnerOwner);
  await open('/business/hub/');
  const listed = await list('Business hierarchies');
  expect(listed.textContent).toBe('Northwind Group (Admin): 3 business profiles');
  await userEvent.click(within(listed).getByRole('link', { name: 'Northwind Group' }));
  expect(await h1('Northwind Group')).toBeTruthy();
  await signInAs(U.partnerSolo);
  await open('/business/hub/');
  expect(await screen.findByText('You don’t manage a business hierarchy.')).toBeTruthy();
});

test('a business hierarchy’s four pages: dashboard, hierarchy, business security, managers', async () => {
  await signInAs(U.partnerOwner);
  await open(`/business/business-hierarchy/${BH}/`);
  expect(await h1('Northwind Group')).toBeTruthy();
  expect(screen.getByText('Business hierarchy · Your role: Admin')).toBeTruthy();
  const dashboard = screen.getByLabelText('Dashboard');
  expect(dashboard.textContent).toBe('Business profiles3Top-level profiles1Managers2');
  const tabs = screen.getByRole('navigation', { name: 'Business hierarchy' });
  await userEvent.click(within(tabs).getByRole('link', { name: 'Hierarchy' }));
  const tree = await items('Business profiles');
  expect(tree.map((t) => t.split('@')[0])).toEqual([
    'Northwind Studio',
    'Northwind Home',
    'Harbor Market',
  ]);
  expect(tree[0]).toContain('Parent profile');
  await userEvent.click(within(tabs).getByRole('link', { name: 'Business security' }));
  const security = await items('Business security');
  expect(security[0]).toContain('Required');
  expect(security[1]).toContain('northwind.example');
  await userEvent.click(within(tabs).getByRole('link', { name: 'Managers' }));
  expect(await items('Managers')).toEqual([
    'Northwind Studio@northwind_studioAdmin',
    'Harbor Goods@harbor_goodsAnalyst',
  ]);
});

test('a business hierarchy: an analyst sees it, a non-manager the not-found page, a visitor a log in prompt', async () => {
  await signInAs(U.partnerWithoutOwner);
  await open(hierarchy('managers'));
  expect(await screen.findByText('Business hierarchy · Your role: Analyst')).toBeTruthy();
  await signInAs(U.partnerSolo);
  await open(hierarchy('dashboard'));
  expect(
    await screen.findByRole('heading', { name: /couldn.t find that business hierarchy/u }),
  ).toBeTruthy();
  await signInAs(null);
  await open(hierarchy('dashboard'));
  expect(
    await screen.findByRole('heading', { name: 'Log in to see this business hierarchy' }),
  ).toBeTruthy();
  await signInAs(U.partnerOwner);
  await open(hierarchy('nothing-here'));
  expect(await screen.findByRole('heading', { name: /couldn.t find that page/u })).toBeTruthy();
});

test('/pin/{id}/sent lists whom the viewer sent the pin to, or says they have not', async () => {
  await signInAs(U.default);
  await open(`/pin/${PIN}/sent/`);
  expect(await h1('Sent')).toBeTruthy();
  expect(
    await screen.findByRole('heading', { name: 'You haven’t sent this Pin to anyone yet' }),
  ).toBeTruthy();
  await live.server().call('POST', `/v3/pins/${PIN}/send/`, {
    viewer: U.default,
    body: { recipient_id: U.inviter },
  });
  await open(`/pin/${PIN}/sent/`);
  const sent = await items('People you sent this Pin to');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/Sent /u);
  expect(screen.getByRole('link', { name: 'Back to the Pin' }).getAttribute('href')).toBe(
    `/pin/${PIN}/`,
  );
});

test('/pin/{id}/feedback lists the viewer’s feedback on the pin, or says there is none', async () => {
  await signInAs(U.inviter);
  await open(`/pin/${PIN}/feedback/`);
  expect(await h1('Your feedback')).toBeTruthy();
  expect(
    await screen.findByRole('heading', { name: 'You haven’t given feedback on this Pin' }),
  ).toBeTruthy();
  await live.server().call('PUT', `/v3/pins/${PIN}/feedback/`, {
    viewer: U.inviter,
    body: { pin_id: PIN, feedback_type: 'not_relevant' },
  });
  await open(`/pin/${PIN}/feedback/`);
  expect(await items('Your feedback on this Pin')).toEqual([
    'Hidden from your feedsReason: not relevant',
  ]);
});

test('the pin’s sent and feedback pages ask a visitor to log in, and an unknown pin is not found', async () => {
  await signInAs(null);
  await open(`/pin/${PIN}/sent/`);
  expect(
    await screen.findByRole('heading', { name: 'Log in to see whom you sent this Pin to' }),
  ).toBeTruthy();
  await open(`/pin/${PIN}/feedback`);
  expect(
    await screen.findByRole('heading', { name: 'Log in to see your feedback on this Pin' }),
  ).toBeTruthy();
  await signInAs(U.default);
  await open('/pin/999999999/sent/');
  expect(await screen.findByRole('heading', { name: /couldn.t find that Pin/u })).toBeTruthy();
});
