// Opening the app as a given viewer. The app reads `?viewer=&device=&country=` (dev toolbar
// choices in the URL) and keeps them across reloads; `viewer=signed-in` signs in as the default
// fixture user (KNOWN.users.default, `u1`).
import type { Page } from '@playwright/test';
import type { Device, ViewerKind } from '../../domain/types';
import { waitForAppIdle } from './idle';

export interface ViewerChoice {
  viewer?: ViewerKind;
  device?: Device;
  /** Two-letter country code, for example 'US' or 'GB'. */
  country?: string;
  /** Another fixture user than the one the viewer kind stands for (`user=` parameter). */
  userId?: string;
}

/** The URL of `path` with the viewer choices as query parameters (kept parameters of `path` too). */
export function viewerUrl(path: string, choice: ViewerChoice): string {
  const url = new URL(path, 'http://app.invalid');
  if (choice.viewer) url.searchParams.set('viewer', choice.viewer);
  if (choice.device) url.searchParams.set('device', choice.device);
  if (choice.country) url.searchParams.set('country', choice.country);
  if (choice.userId) url.searchParams.set('user', choice.userId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Opens `path` as the given viewer and waits until the app is idle. */
export async function openAs(page: Page, path: string, choice: ViewerChoice): Promise<void> {
  await page.goto(viewerUrl(path, choice));
  await waitForAppIdle(page);
}

/**
 * Signs in through the URL (`?viewer=signed-in`) on `path` (home by default) and waits until the
 * app is idle. Without `userId` the viewer is the default fixture user `u1`.
 */
export async function signIn(
  page: Page,
  userId?: string,
  options: { path?: string; device?: Device; country?: string } = {},
): Promise<void> {
  await openAs(page, options.path ?? '/', {
    viewer: 'signed-in',
    device: options.device,
    country: options.country,
    userId: userId && userId !== 'u1' ? userId : undefined,
  });
}
