// Sharing a pin in the browser against the real fake API (spec 3 section 2 "Share/send button on a
// pin", section 4 "Sharing", section 8 'Loading sharing', section 9 upsell timings and size): the
// send flyout of a signed-in desktop viewer copies the link and sends the pin (recorded by the
// fake API), is keyboard usable and axe clean; anyone else gets the default handler; logged-out
// or mobile viewers get the app-icon upsell after 4000 ms, animating for 5000 ms at 44 px.
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { rawCollection, setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const PIN = KNOWN.pins.image;

const shareButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Share' });
const flyout = (page: Page) => page.getByRole('dialog', { name: 'Send this Pin' });

async function sends(page: Page) {
  return rawCollection<{ pinId: string; senderId: string; recipientId: string }>(page, 'sends');
}

test('the send flyout copies the link, sends the pin (recorded), and is axe clean', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, undefined, { path: `/pin/${PIN}/` });
  await shareButton(page).click();
  await expect(flyout(page)).toBeVisible();
  // Focus moves into the flyout.
  await expect(flyout(page).getByRole('button', { name: 'Copy link' })).toBeFocused();
  await expect(
    flyout(page)
      .getByRole('button', { name: /^Send to / })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(flyout(page).getByRole('status')).toHaveText('Link copied to your clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/pin/${PIN}/$`));

  const first = flyout(page)
    .getByRole('button', { name: /^Send to / })
    .first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Send to /, '');
  await first.click();
  await expect(flyout(page).getByRole('status')).toHaveText(`Sent to ${name}`);
  await expect.poll(async () => (await sends(page)).length).toBe(1);
  expect((await sends(page))[0]).toMatchObject({ pinId: PIN, senderId: KNOWN.users.default });

  // Escape closes it and focus returns to the share button.
  await page.keyboard.press('Escape');
  await expect(flyout(page)).toHaveCount(0);
  await expect(shareButton(page)).toBeFocused();
});

test('a send that fails says so and nothing is recorded', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${PIN}/` });
  await setFault(page, {
    route: 'POST /v3/pins/:id/send/',
    status: 503,
    message: 'Sending is paused.',
    count: 1,
  });
  await shareButton(page).click();
  await flyout(page)
    .getByRole('button', { name: /^Send to / })
    .first()
    .click();
  await expect(flyout(page).getByRole('alert')).toContainText("Couldn't send this Pin.");
  expect(await sends(page)).toEqual([]);
});

test('a copy that fails says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await signIn(page, undefined, { path: `/pin/${PIN}/` });
  await shareButton(page).click();
  await flyout(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(flyout(page).getByRole('alert')).toHaveText(
    "Couldn't copy the link. Select it and copy it yourself.",
  );
});

test('a press elsewhere in the app closes the send flyout, and so does the share button again', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${PIN}/` });
  await shareButton(page).click();
  await expect(flyout(page)).toBeVisible();
  // A press inside the flyout keeps it open.
  await flyout(page).getByRole('heading', { name: 'Send this Pin' }).click();
  await expect(flyout(page)).toBeVisible();
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(flyout(page)).toHaveCount(0);
  await shareButton(page).click();
  await expect(flyout(page)).toBeVisible();
  await shareButton(page).click();
  await expect(flyout(page)).toHaveCount(0);
});

test('the send flyout stays under its share button when the window is resized', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${PIN}/` });
  await shareButton(page).click();
  await expect(flyout(page)).toBeVisible();
  const under = async () => {
    const button = await shareButton(page).boundingBox();
    const box = await flyout(page).boundingBox();
    return {
      gap: Math.round((box?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))),
      right: box ? box.x + box.width : 0,
      buttonRight: button ? button.x + button.width : 0,
    };
  };
  const before = await under();
  expect(before.gap).toBe(8);
  await page.setViewportSize({ width: 900, height: 800 });
  // The flyout is placed again on the resize event's next frame: wait for both edges, since the
  // button may move sideways only, leaving the gap at 8 before the flyout has followed.
  await expect
    .poll(async () => {
      const after = await under();
      const offRight = Math.abs(after.right - Math.min(after.buttonRight, 900 - 8));
      return { gap: after.gap, rightEdgeFollows: offRight <= 1 };
    })
    .toEqual({ gap: 8, rightEdgeFollows: true });
});

test("a signed-in desktop card's share button opens the send flyout", async ({ page }) => {
  await signIn(page);
  const card = page.getByTestId('pin-card').first();
  await card.hover();
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(flyout(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout(page)).toHaveCount(0);
});

test('a logged-out viewer gets the default handler: the system share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedByTest: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => (shared.push(data), Promise.resolve()),
    });
  });
  await openAs(page, `/pin/${PIN}/`, { viewer: 'logged-out' });
  await shareButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shared' })).toBeVisible();
  await expect(flyout(page)).toHaveCount(0);
  const shared = await page.evaluate(
    () => (window as unknown as { sharedByTest: { url: string }[] }).sharedByTest,
  );
  expect(shared[0]?.url).toMatch(new RegExp(`/pin/${PIN}/$`));
});

test('without a share sheet, a mobile viewer gets a copy of the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await signIn(page, undefined, { path: `/pin/${PIN}/`, device: 'mobile' });
  await shareButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  await expect(flyout(page)).toHaveCount(0);
});

test('the app-icon upsell is fetched after 4000 ms and animates for 5000 ms at 44 px', async ({
  page,
}) => {
  await openAs(page, `/pin/${PIN}/`, { viewer: 'logged-out' });
  await waitForAppIdle(page);
  const icon = page.getByRole('img', { name: 'Get the app to share faster' });
  await expect(icon).toHaveCount(0);
  await expect(icon).toBeVisible({ timeout: 6000 });
  await expect(icon).toHaveAttribute('data-animating', 'true');
  await expect(icon).toHaveAttribute('width', '44');
  await expect(icon).toHaveAttribute('data-animating', 'false', { timeout: 7000 });
});

test("'Loading sharing' shows while the send flyout's code loads", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/share-controls-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page);
  const card = page.getByTestId('pin-card').first();
  await card.hover();
  await card.getByRole('button', { name: 'Share' }).click();
  const loading = card.getByRole('status', { name: 'Loading sharing' });
  await expect(loading).toBeAttached();
  release();
  await expect(flyout(page)).toBeVisible();
  await expect(loading).toHaveCount(0);
});
