// The fake API's events sink as the e2e specs read it, and how a test allows analytics: a new
// user's account has no cookie choice, so the home feed's banner asks, and Accept all allows it.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { COOKIE_TEXT } from '../../domain/cookies';
import type { AnalyticsEventRecord } from '../../domain/types';
import { KNOWN } from '../../fixtures/known';
import { rawCollection } from './control';
import { signIn } from './viewer';

/** Every event the sink of this worker's fake API recorded. */
export async function recordedEvents(page: Page): Promise<AnalyticsEventRecord[]> {
  return rawCollection<AnalyticsEventRecord>(page, 'analyticsEvents');
}

/** Signs in as the new user and accepts all cookies on the home feed's banner. */
export async function signInAllowingAnalytics(page: Page): Promise<void> {
  await signIn(page, KNOWN.users.newUser);
  const banner = page.getByRole('region', { name: COOKIE_TEXT.banner });
  await banner.getByRole('button', { name: COOKIE_TEXT.acceptAll }).click();
  await expect(banner).toBeHidden();
}
