// The home feed signed in as the default fixture user, with the banners its placements choose
// (spec 2 section 2: home registers 11, 1000541 and 1000503), in the production build: largest
// contentful paint and cumulative layout shift once the experiences have answered and every
// banner has shown. A banner that pushes the painted feed shows here as a shift above 0.
import type { Browser, BrowserContext } from '@playwright/test';
import { DEFAULT_VIEWER_USER_ID } from '../domain/viewer';
import type { StoredSession } from '../machines/session-types';
import { SESSION_STORAGE_KEY } from '../domain/session-store';
import { OBSERVERS, readState } from './bench-web-page';
import { log } from './bench-processes';

/** Time after the experiences' answer for banners to enter (the hero's animation is 400 ms). */
const BANNERS_SETTLE_MS = 3000;

/**
 * A desktop window (1280 × 900) signed in as the default fixture user (a stored session, as a
 * returning viewer's), with the bench's observers installed before the app runs.
 */
export async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: OBSERVERS });
  const stored: StoredSession = {
    userId: DEFAULT_VIEWER_USER_ID,
    kindOverride: null,
    device: 'desktop',
    country: 'US',
  };
  await context.addInitScript(
    ({ key, value }: { key: string; value: string }) => window.localStorage.setItem(key, value),
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(stored) },
  );
  return context;
}

export async function measureSignedInHome(
  browser: Browser,
  origin: string,
): Promise<Record<'web.signedIn.lcpMs' | 'web.signedIn.cls', number>> {
  const context = await signedInContext(browser);
  try {
    const page = await context.newPage();
    const experiences = page
      .waitForResponse((r) => new URL(r.url()).pathname.startsWith('/v3/experiences'), {
        timeout: 30_000,
      })
      .catch(() => null);
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 60_000 });
    await page
      .locator('[data-testid="pin-card"]')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    const answered = await experiences;
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(BANNERS_SETTLE_MS);
    const banners = await page.locator('[data-experience]').count();
    const state = await readState(page);
    log(
      `signed in as ${DEFAULT_VIEWER_USER_ID}: experiences ${answered ? 'answered' : 'never asked'}, ` +
        `${banners} banner(s) shown`,
    );
    return {
      'web.signedIn.lcpMs': Math.round(state.lcp),
      'web.signedIn.cls': Math.round(state.cls * 10_000) / 10_000,
    };
  } finally {
    await context.close();
  }
}
