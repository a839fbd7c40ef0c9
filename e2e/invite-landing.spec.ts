// Invite landing in the browser against the real fake API (spec 3 section 4 "Invite landing",
// section 7 InviteCodeMetadataResource get, section 8 "Invite lookup failure", section 2 inviter
// popover and shared pin header): a logged-out desktop visitor gets the popover (not on channel 9,
// not on mobile), a signed-in viewer the landing toast, the shared pin header names the sender,
// and a failed lookup (410, 404, offline) shows nothing at all. Axe clean on the popover and toast.
import type { Page } from '@playwright/test';
import type { InviteMetadata } from '../api/api';
import { inviteLandingToastHeadline, inviterPopoverHeading } from '../domain/invite';
import { sharedPinHeader } from '../domain/invite';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { setOffline } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs, signIn } from './support/viewer';

const I = KNOWN.inviteCodes;
const closeup = (code: string) => `/pin/${KNOWN.pins.image}/?invite_code=${code}`;

async function inviteOf(page: Page, code: string): Promise<InviteMetadata> {
  const response = await page.request.get(`/v3/invite_codes/${code}/?invite_code=${code}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { resource_response: { data: InviteMetadata } })
    .resource_response.data;
}

const popover = (page: Page) => page.getByRole('dialog', { name: /invited you to Pinstate/ });
const header = (page: Page) => page.getByTestId('shared-pin-header');

test('a logged-out desktop visitor gets the inviter popover and the shared pin header; axe clean; Escape closes it', async ({
  page,
}) => {
  const invite = await inviteOf(page, I.valid);
  await openAs(page, closeup(I.valid), { viewer: 'logged-out', device: 'desktop' });
  await expect(popover(page)).toBeVisible();
  await expect(
    popover(page).getByRole('heading', { name: inviterPopoverHeading(invite.first_name) }),
  ).toBeVisible();
  await expect(popover(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    /\/signup\?next=/,
  );
  await expect(header(page)).toHaveText(sharedPinHeader(invite.first_name) ?? '');
  expect(await seriousViolations(page)).toEqual([]);
  await popover(page).getByRole('button', { name: 'Close the invitation' }).focus();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(header(page)).toBeVisible();
});

test('no inviter popover for invite channel 9, nor for a logged-out mobile visitor', async ({
  page,
}) => {
  await openAs(page, closeup(I.channel9), { viewer: 'logged-out', device: 'desktop' });
  await expect(header(page)).toBeVisible();
  await expect(popover(page)).toHaveCount(0);
  await openAs(page, closeup(I.valid), { viewer: 'logged-out', device: 'mobile' });
  await expect(header(page)).toBeVisible();
  await expect(popover(page)).toHaveCount(0);
});

test('a signed-in viewer invited by someone else who allows messaging sees the landing toast; axe clean', async ({
  page,
}) => {
  const invite = await inviteOf(page, I.valid);
  await signIn(page, undefined, { path: closeup(I.valid) });
  const toast = page.getByRole('status').filter({
    hasText: inviteLandingToastHeadline(invite.first_name),
  });
  await expect(toast).toBeVisible();
  await expect(popover(page)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('no landing toast for an invite the viewer sent themselves or whose sender does not allow messaging', async ({
  page,
}) => {
  for (const code of [I.self, I.noMessaging]) {
    await signIn(page, undefined, { path: closeup(code) });
    await expect(header(page)).toBeVisible();
    await page.waitForTimeout(400);
    await expect(page.getByText(/invite/i)).toHaveCount(0);
  }
});

test('the shared pin header is omitted when the sender has no first name', async ({ page }) => {
  await openAs(page, closeup(I.noName), { viewer: 'logged-out', device: 'desktop' });
  await expect(popover(page)).toBeVisible();
  await expect(header(page)).toHaveCount(0);
});

for (const [row, code, offline] of [
  ['410', I.failing, false],
  ['404', 'NOSUCHCODE', false],
  ['offline', I.valid, true],
] as const) {
  test(`invite lookup failure (${row}): the invite is treated as absent and the UI cleared silently`, async ({
    page,
  }) => {
    await openAs(page, '/', { viewer: 'logged-out', device: 'desktop' });
    if (offline) await setOffline(page, true);
    // Offline, the lookup is asked for while offline and answered before the network comes back.
    const lookup = offline
      ? page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v3/invite_codes/'))
      : null;
    await page.goto(closeup(code));
    if (offline) {
      await lookup;
      await waitForAppIdle(page).catch(() => undefined);
      await setOffline(page, false);
    } else {
      await waitForAppIdle(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expect(popover(page)).toHaveCount(0);
    await expect(header(page)).toHaveCount(0);
    await expect(page.getByText(/invite|no longer valid|not found/i)).toHaveCount(0);
  });
}
