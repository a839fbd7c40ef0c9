// A new account's onboarding in the real app against the fake API (decision 105): a floating card
// on the home feed at 1280 x 800, a bottom sheet at 390 x 844, walked with the keyboard and the
// mouse, kept by the server so a reload resumes it, skipped for good with Skip for now, a failed
// save told with Try again, axe clean; and no onboarding code for anyone else.
import type { Page } from '@playwright/test';
import { ONBOARDING_TEXT } from '../domain/onboarding';
import type { OnboardingState } from '../domain/onboarding';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { setFault } from './support/control';
import { expect, test } from './support/fixtures';
import { contentShifts, watchContentShifts } from './support/layout-shift';
import { waitForAppIdle } from './support/idle';
import { coveredOrOffScreen } from './support/on-screen';
import { signIn } from './support/viewer';

const U = KNOWN.users;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const card = (page: Page) => page.getByRole('region', { name: 'Welcome to Pinstate' });

async function kept(page: Page): Promise<OnboardingState['progress']> {
  const r = await page.request.get('/v3/onboarding/', {
    headers: { 'x-pinstate-user': U.newUser },
  });
  return ((await r.json()) as { resource_response: { data: OnboardingState } }).resource_response
    .data.progress;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('1280 x 800', () => {
  test.use({ viewport: DESKTOP });

  test('a new user is onboarded on the home feed: Gender, InterestPicker, UseCase, the LoadingStep; a reload resumes it', async ({
    page,
  }) => {
    await signIn(page, U.newUser);
    const onboarding = card(page);
    await expect(
      onboarding.getByRole('heading', { name: ONBOARDING_TEXT.steps.Gender }),
    ).toBeVisible();
    await expect(onboarding).toContainText('Step 1 of 3');
    expect(await seriousViolations(page, 'section[data-onboarding]')).toEqual([]);
    await shot(page, 'desktop-gender');

    // Next waits for an answer; the keyboard chooses one.
    const next = onboarding.getByRole('button', { name: ONBOARDING_TEXT.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await onboarding.getByRole('radio', { name: 'Rather not say' }).focus();
    await page.keyboard.press('Space');
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');

    const interests = onboarding.getByRole('group', { name: ONBOARDING_TEXT.steps.InterestPicker });
    await expect(interests).toBeVisible();
    await expect(
      onboarding.getByRole('heading', { name: ONBOARDING_TEXT.steps.InterestPicker }),
    ).toBeFocused();
    const tiles = interests.getByRole('button');
    await tiles.nth(0).focus();
    await page.keyboard.press('Enter');
    await tiles.nth(2).click();
    await expect(tiles.nth(0)).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page, 'section[data-onboarding]')).toEqual([]);
    await shot(page, 'desktop-interests');
    await onboarding.getByRole('button', { name: ONBOARDING_TEXT.next }).click();
    await expect(
      onboarding.getByRole('heading', { name: ONBOARDING_TEXT.steps.UseCase }),
    ).toBeVisible();
    await waitForAppIdle(page);
    expect(await kept(page)).toMatchObject({
      step: 'UseCase',
      gender: 'unspecified',
      finished: null,
      locale: 'en-US',
      country: 'US',
    });

    // A reload resumes at the kept step.
    await page.reload();
    await expect(
      card(page).getByRole('heading', { name: ONBOARDING_TEXT.steps.UseCase }),
    ).toBeVisible();
    await expect(card(page)).toContainText('Step 3 of 3');
    await card(page).getByRole('radio', { name: 'Plan a project' }).check();
    await card(page).getByRole('button', { name: ONBOARDING_TEXT.next }).click();
    await expect(card(page).getByRole('status')).toContainText(ONBOARDING_TEXT.steps.LoadingStep);
    // Skip is offered on the LoadingStep too.
    await expect(card(page).getByRole('button', { name: 'Skip for now' })).toBeVisible();
    await shot(page, 'desktop-loading');
    // The LoadingStep's 2500 ms, then the card goes and the server has it completed.
    await expect(card(page)).toBeHidden({ timeout: 10_000 });
    await waitForAppIdle(page);
    expect(await kept(page)).toMatchObject({ finished: 'completed', useCase: 'plan_project' });
    await page.reload();
    await waitForAppIdle(page);
    await expect(card(page)).toHaveCount(0);
  });

  test('the onboarding floats above the feed: the layout never shifts (CLS 0)', async ({
    page,
  }) => {
    await watchContentShifts(page);
    await signIn(page, U.newUser);
    await expect(card(page)).toBeVisible();
    await waitForAppIdle(page);
    expect(await contentShifts(page)).toBe(0);
  });

  test('Skip for now ends the onboarding, and it does not come back', async ({ page }) => {
    await signIn(page, U.newUser);
    await card(page).getByRole('button', { name: 'Skip for now' }).click();
    await expect(card(page)).toBeHidden();
    await waitForAppIdle(page);
    expect(await kept(page)).toMatchObject({ step: 'Gender', finished: 'skipped' });
    await page.reload();
    await waitForAppIdle(page);
    await expect(card(page)).toHaveCount(0);
  });

  test('a failed save shows its message and keeps the step; Try again saves it', async ({
    page,
  }) => {
    await signIn(page, U.newUser);
    await setFault(page, {
      route: 'PUT /v3/onboarding/',
      status: 500,
      message: 'The server is busy.',
      count: 1,
    });
    await card(page).getByRole('radio', { name: 'Female', exact: true }).check();
    await card(page).getByRole('button', { name: ONBOARDING_TEXT.next }).click();
    await expect(card(page).getByRole('alert')).toHaveText('The server is busy.');
    await expect(
      card(page).getByRole('heading', { name: ONBOARDING_TEXT.steps.Gender }),
    ).toBeVisible();
    expect(await seriousViolations(page, 'section[data-onboarding]')).toEqual([]);
    await shot(page, 'desktop-error');
    await card(page).getByRole('button', { name: 'Try again' }).click();
    await expect(
      card(page).getByRole('heading', { name: ONBOARDING_TEXT.steps.InterestPicker }),
    ).toBeVisible();
  });

  test('an account that is not new gets no onboarding and never loads its code', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page);
    await waitForAppIdle(page);
    await expect(card(page)).toHaveCount(0);
    expect(scripts.filter((s) => s.includes('onboarding'))).toEqual([]);
  });
});

test.describe('390 x 844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('on a phone the onboarding is a bottom sheet, whole on screen, ending with AppInstall', async ({
    page,
  }) => {
    await signIn(page, U.newUser, { device: 'mobile' });
    const sheet = card(page);
    await expect(sheet.getByRole('heading', { name: ONBOARDING_TEXT.steps.Gender })).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    expect(await coveredOrOffScreen(page, 'section[data-onboarding] button')).toEqual([]);
    expect(await seriousViolations(page, 'section[data-onboarding]')).toEqual([]);
    await shot(page, 'phone-gender');
    await sheet.getByRole('radio', { name: 'Male', exact: true }).tap();
    await sheet.getByRole('button', { name: ONBOARDING_TEXT.next }).tap();
    const tiles = sheet.getByRole('group', { name: ONBOARDING_TEXT.steps.InterestPicker });
    await tiles.getByRole('button').nth(1).tap();
    expect(await coveredOrOffScreen(page, 'section[data-onboarding] button')).toEqual([]);
    await shot(page, 'phone-interests');
    await sheet.getByRole('button', { name: ONBOARDING_TEXT.next }).tap();
    await sheet.getByRole('radio', { name: 'Shop for things I love' }).tap();
    await sheet.getByRole('button', { name: ONBOARDING_TEXT.next }).tap();
    await expect(sheet.getByRole('heading', { name: 'Get the app' })).toBeVisible({
      timeout: 10_000,
    });
    await shot(page, 'phone-app-install');
    await sheet.getByRole('button', { name: ONBOARDING_TEXT.done }).tap();
    await expect(sheet).toBeHidden();
    await waitForAppIdle(page);
    expect(await kept(page)).toMatchObject({ step: 'AppInstall', finished: 'completed' });
  });
});
