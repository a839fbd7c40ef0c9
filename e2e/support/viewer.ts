// Opening the app as a given viewer. The app reads `?viewer=&device=&country=` (the dev toolbar's
// choices in the URL) and keeps them across reloads; `viewer=signed-in` signs in as the default
// fixture user (KNOWN.users.default, `u1`). Another fixture user is signed in the way a returning
// visitor is: the session the app stored for them is in place before the first page load.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { Device, ViewerKind } from '../../domain/types';
import { DEFAULT_VIEWER_USER_ID } from '../../domain/viewer';
import type { StoredSession } from '../../machines/session.machine';
import { SESSION_STORAGE_KEY } from '../../domain/session-store';
import { waitForAppIdle } from './idle';
import type { ShotViewer } from './screens';

export interface ViewerChoice {
  viewer?: ViewerKind;
  device?: Device;
  /** Two-letter country code, for example 'US' or 'GB'. */
  country?: string;
}

/** The URL of `path` with the viewer choices as query parameters (kept parameters of `path` too). */
export function viewerUrl(path: string, choice: ViewerChoice): string {
  const url = new URL(path, 'http://app.invalid');
  if (choice.viewer) url.searchParams.set('viewer', choice.viewer);
  if (choice.device) url.searchParams.set('device', choice.device);
  if (choice.country) url.searchParams.set('country', choice.country);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Opens `path` as the given viewer and waits until the app is idle. */
export async function openAs(page: Page, path: string, choice: ViewerChoice): Promise<void> {
  await page.goto(viewerUrl(path, choice));
  await waitForAppIdle(page);
}

/**
 * Puts a stored session for `userId` in place before the page's first load (once per tab, so a
 * later sign-out in the test is not undone by a reload).
 */
async function storeSession(page: Page, stored: StoredSession): Promise<void> {
  await page.addInitScript(
    ({ key, value }: { key: string; value: string }) => {
      const marker = 'pinstate.e2e.sessionSeeded';
      if (window.sessionStorage.getItem(marker)) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(marker, '1');
    },
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(stored) },
  );
}

/**
 * Signs in and opens `path` (home by default), then waits until the app is idle. Without
 * `userId` (or with `u1`) through the URL, `?viewer=signed-in`; another fixture user (a partner,
 * an employee, ...) through the stored session, with their own viewer kind.
 */
export async function signIn(
  page: Page,
  userId?: string,
  options: { path?: string; device?: Device; country?: string } = {},
): Promise<void> {
  const path = options.path ?? '/';
  if (userId === undefined || userId === DEFAULT_VIEWER_USER_ID) {
    await openAs(page, path, {
      viewer: 'signed-in',
      device: options.device,
      country: options.country,
    });
    return;
  }
  await storeSession(page, {
    userId,
    kindOverride: null,
    device: options.device ?? 'desktop',
    country: options.country ?? 'US',
  });
  await openAs(page, path, { device: options.device, country: options.country });
}

/**
 * A browser context of its own for one of the plan's viewers (e2e/support/screens.ts): a fixture
 * user's session is stored before the first load only, so what the app keeps of it afterwards is
 * its own. The URL form's viewers are told by each page's address (`shotUrl`).
 */
export async function viewerContext(
  browser: Browser,
  viewer: ShotViewer,
  device: Device,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if ('userId' in viewer.via) {
    const stored: StoredSession = {
      userId: viewer.via.userId,
      kindOverride: null,
      device,
      country: 'US',
    };
    await context.addInitScript(
      ({ key, value }: { key: string; value: string }) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      { key: SESSION_STORAGE_KEY, value: JSON.stringify(stored) },
    );
  }
  return context;
}
