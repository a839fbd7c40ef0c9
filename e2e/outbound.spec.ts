// Outbound click-through in the browser against the real fake API (spec 1 sections 4 and 8,
// spec 3 section 4 "Clickthrough and blocked-link check"), with the link-safety fixtures: the tabs
// actually opened, the checks and clicks the fake API recorded, the beacons the outside sites heard
// (the fake API's stand-in site for the followed link, docs/decisions/095), the blocked-link modal's
// texts and focus, offline, the interstitial and the `/offsite/` page.
import type { BrowserContext, Page } from '@playwright/test';
import { VISIT_SITE_TEXT } from '../domain/card-texts';
import { COOKIE_STORAGE_KEY } from '../domain/cookies';
import { pinPath } from '../domain/pin-path';
import { FIXED_REF_DATE } from '../fixtures/shared';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { rawCollection, setOffline } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const LINKS = {
  blocked: { pin: KNOWN.pins.linkBlocked, host: 'free-prizes-now.example' },
  suspicious: { pin: KNOWN.pins.linkSuspicious, host: 'cheap-designer-deals.example' },
  porn: { pin: KNOWN.pins.linkPorn, host: 'adult-content.example' },
  error: { pin: KNOWN.pins.linkError, host: 'slow-check.example' },
  none: { pin: KNOWN.pins.linkNone, host: 'gardenpathways.com' },
} as const;

interface OffsiteEvent {
  pinId: string | null;
  url: string;
  checkOnly: boolean;
  redirectStatus: string;
}

interface Beacon {
  url: string;
  pin: string;
  client_tracking_params: string;
}

/** Beacons that reached the other outside sites (`outsideWorld`), by browser context. */
const heardElsewhere = new WeakMap<BrowserContext, Beacon[]>();

/**
 * What was recorded: the offsite checks and clicks (the fake API), and the beacons every outside
 * site heard (the fake API's stand-in site, then the others).
 */
async function recorded(page: Page) {
  const offsite = await rawCollection<OffsiteEvent>(page, 'offsiteEvents');
  const standIn = await rawCollection<Beacon>(page, 'beacons');
  const beacons = [...standIn, ...(heardElsewhere.get(page.context()) ?? [])];
  return { offsite, beacons };
}

/**
 * Outside sites answer with a page of their own and hear the beacons sent to them; every tab the
 * product opens is collected.
 */
async function outsideWorld(context: BrowserContext): Promise<Page[]> {
  const heard: Beacon[] = [];
  heardElsewhere.set(context, heard);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = new URL(route.request().url());
      const pin = url.searchParams.get('pin');
      if (pin !== null)
        heard.push({
          url: `${url.origin}${url.pathname}`,
          pin,
          client_tracking_params: url.searchParams.get('client_tracking_params') ?? '',
        });
      return route.fulfill({ contentType: 'text/html', body: '<title>Outside</title>Outside' });
    },
  );
  const tabs: Page[] = [];
  context.on('page', (tab) => tabs.push(tab));
  return tabs;
}

const visitSite = (page: Page) => page.getByRole('link', { name: VISIT_SITE_TEXT, exact: true });

for (const verdict of ['blocked', 'suspicious', 'porn'] as const) {
  test(`a visitor's ${verdict} link is never followed: 'Heads up!', the message and the host`, async ({
    page,
    context,
  }) => {
    const tabs = await outsideWorld(context);
    await openAs(page, pinPath(LINKS[verdict].pin), {});
    await visitSite(page).click();
    const modal = page.getByRole('dialog', { name: 'We have blocked this link' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Heads up!' })).toBeVisible();
    await expect(modal).toContainText(LINKS[verdict].host);
    await expect(modal.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/policies/spam',
    );
    // Focus moves into the modal; Okay closes it and gives focus back to the link. (The page's
    // own focus is read: the reserved tab that opened and closed leaves the window inactive.)
    const inModal = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    await expect.poll(inModal).toBe(true);
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe(VISIT_SITE_TEXT);
    await waitForAppIdle(page);
    // The tab reserved inside the click was closed again, never pointed at the link.
    for (const tab of tabs) expect(tab.isClosed() || tab.url() === 'about:blank').toBe(true);
    const { offsite, beacons } = await recorded(page);
    expect(offsite.map((e) => [e.checkOnly, e.redirectStatus])).toEqual([[true, verdict]]);
    expect(beacons).toEqual([]);
  });
}

test('a signed-in viewer is not checked on an ordinary link: the tab opens at once, one beacon, one click call', async ({
  page,
  context,
}) => {
  const tabs = await outsideWorld(context);
  await signIn(page, undefined, { path: pinPath(LINKS.none.pin) });
  const opened = context.waitForEvent('page');
  await visitSite(page).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toContain(LINKS.none.host);
  await expect.poll(async () => (await recorded(page)).beacons.length).toBe(1);
  // The click call follows the beacon.
  await expect.poll(async () => (await recorded(page)).offsite.length).toBe(1);
  const { offsite, beacons } = await recorded(page);
  expect(offsite.map((e) => [e.checkOnly, e.pinId])).toEqual([[false, LINKS.none.pin]]);
  expect(beacons[0]?.pin).toBe(LINKS.none.pin);
  expect(tabs).toHaveLength(1);
});

test('following an outside link sends the beacon to that link itself, with pin and client_tracking_params', async ({
  page,
  context,
}) => {
  await outsideWorld(context);
  // A site the fake API stands in for (docs/decisions/095): the link the product shows is that
  // site's own address, on another origin than the app's.
  await signIn(page, undefined, { path: pinPath(KNOWN.pins.outsideSite) });
  const link = new URL((await visitSite(page).getAttribute('href')) ?? '');
  expect(link.origin).not.toBe(new URL(page.url()).origin);
  const beaconSent = page.waitForRequest(
    (request) =>
      request.url().startsWith(`${link.origin}${link.pathname}?`) &&
      new URL(request.url()).searchParams.has('pin'),
  );
  const opened = context.waitForEvent('page');
  await visitSite(page).click();
  const tab = await opened;
  const beacon = await beaconSent;
  expect(beacon.method()).toBe('GET');
  const sent = new URL(beacon.url());
  expect(sent.searchParams.get('pin')).toBe(KNOWN.pins.outsideSite);
  expect(sent.searchParams.has('client_tracking_params')).toBe(true);
  // The outside site heard it, at the link the tab opened.
  await expect.poll(async () => (await recorded(page)).beacons.length).toBe(1);
  expect((await recorded(page)).beacons).toEqual([
    {
      id: expect.any(String) as unknown,
      url: link.pathname,
      pin: KNOWN.pins.outsideSite,
      client_tracking_params: sent.searchParams.get('client_tracking_params'),
    },
  ]);
  await expect.poll(() => new URL(tab.url()).pathname).toBe(link.pathname);
});

test('a signed-in viewer never follows a link the product knows to be blocked', async ({
  page,
  context,
}) => {
  await outsideWorld(context);
  await signIn(page, undefined, { path: pinPath(LINKS.blocked.pin) });
  // The anchor itself points at the check page, for the ways of opening it that are not a click.
  await expect(visitSite(page)).toHaveAttribute('href', /^\/offsite\/\?url=/);
  await visitSite(page).click();
  await expect(page.getByRole('heading', { name: 'Heads up!' })).toBeVisible();
  expect((await recorded(page)).beacons).toEqual([]);
});

test("a visitor's failed check still opens the link, and counts as status error", async ({
  page,
  context,
}) => {
  await outsideWorld(context);
  await openAs(page, pinPath(LINKS.error.pin), {});
  const opened = context.waitForEvent('page');
  await visitSite(page).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toContain(LINKS.error.host);
  await expect.poll(async () => (await recorded(page)).offsite.length).toBe(2);
  const { offsite, beacons } = await recorded(page);
  expect(offsite.map((e) => e.checkOnly)).toEqual([true, false]);
  expect(beacons).toHaveLength(1);
  // The count itself (checkErrors 1) is checked in the outbound-check-fails scenario.
});

test('offline, a click on an outside link does nothing at all', async ({ page, context }) => {
  const tabs = await outsideWorld(context);
  await openAs(page, pinPath(LINKS.none.pin), {});
  // The closeup has its pin before the network goes: the link is there to click.
  await expect(visitSite(page)).toBeVisible();
  await setOffline(page, true);
  await visitSite(page).click();
  await page.waitForTimeout(500);
  await setOffline(page, false);
  expect(tabs).toEqual([]);
  const { offsite, beacons } = await recorded(page);
  expect(offsite).toEqual([]);
  expect(beacons).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a double click opens one tab', async ({ page, context }) => {
  const tabs = await outsideWorld(context);
  await openAs(page, pinPath(LINKS.none.pin), {});
  await visitSite(page).dblclick();
  await expect.poll(async () => (await recorded(page)).beacons.length).toBe(1);
  await page.waitForTimeout(300);
  expect(tabs).toHaveLength(1);
});

test("a new user's click opens the redirect interstitial, whose button continues to the link", async ({
  page,
  context,
}) => {
  await outsideWorld(context);
  // The fixtures' new user joined three days before the fixtures' reference date.
  await page.clock.setFixedTime(new Date(FIXED_REF_DATE));
  await signIn(page, KNOWN.users.newUser, { path: pinPath(LINKS.none.pin) });
  const opened = context.waitForEvent('page');
  await visitSite(page).click();
  const tab = await opened;
  await tab.waitForURL(/\/pin_redirect\?/);
  const url = new URL(tab.url());
  expect(url.searchParams.get('domain')).toBe(LINKS.none.host);
  expect(url.searchParams.get('redirectUrl')).toContain(LINKS.none.host);
  expect(url.searchParams.get('origin')).toBe(new URL(page.url()).origin);
  const go = tab.getByRole('link', { name: `Continue to ${LINKS.none.host}` });
  await expect(go).toBeVisible();
  expect(await seriousViolations(tab)).toEqual([]);
  await go.click();
  await tab.waitForURL((u) => u.hostname === LINKS.none.host);
});

test('/offsite/ checks the link whoever asks and shows the modal for a blocked one', async ({
  page,
  context,
}) => {
  await outsideWorld(context);
  const url = `https://${LINKS.blocked.host}/win-a-free-kitchen-makeover`;
  await signIn(page, undefined, {
    path: `/offsite/?url=${encodeURIComponent(url)}&pin=${LINKS.blocked.pin}`,
  });
  await expect(page.getByRole('heading', { name: 'Heads up!' })).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText('The link was not opened')).toBeVisible();
  expect(page.url()).toContain('/offsite/');
});

test('/offsite/ leaves for an ordinary link in the same tab', async ({ page, context }) => {
  await outsideWorld(context);
  const url = `https://${LINKS.none.host}/gravel-garden-path-edging`;
  await page.goto(`/offsite/?url=${encodeURIComponent(url)}&pin=${LINKS.none.pin}`);
  await page.waitForURL((u) => u.hostname === LINKS.none.host);
});

for (const marketing of [true, false]) {
  test(`an ad's click ${marketing ? 'registers its attribution source' : 'sends no attribution'} when marketing cookies are ${marketing ? 'allowed' : 'refused'}`, async ({
    page,
    context,
  }) => {
    await outsideWorld(context);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      COOKIE_STORAGE_KEY,
      JSON.stringify({ analytics: false, marketing, personalization: false }),
    ] as const);
    await openAs(page, pinPath(KNOWN.pins.promoted), {});
    await visitSite(page).click();
    await expect.poll(async () => (await recorded(page)).beacons.length).toBe(1);
    const read = () =>
      rawCollection<{ sourceEventType: string; destination: string[] }>(page, 'attributionSources');
    if (marketing) {
      await expect.poll(async () => (await read()).length).toBe(1);
      const [source] = await read();
      expect(source?.sourceEventType).toBe('click');
      expect(source?.destination.every((d) => d.startsWith('https://'))).toBe(true);
    } else {
      await page.waitForTimeout(300);
      expect(await read()).toEqual([]);
    }
  });
}
