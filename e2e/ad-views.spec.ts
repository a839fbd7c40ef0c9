// A promoted pin's view attribution in the browser against the real fake API (spec 1 section 7
// "Attribution source GET" with source_event_type view; section 9: views 86400 s, priority 1;
// docs/decisions/095): the search ad's card coming into view registers one view source when
// marketing cookies are allowed, and none when they are refused.
import type { Page } from '@playwright/test';
import { COOKIE_STORAGE_KEY } from '../domain/cookies';
import { KNOWN } from '../fixtures/known';
import { rawCollection } from './support/control';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { openAs } from './support/viewer';

interface Source {
  sourceEventType: string;
  expiry: number;
  priority: number;
  destination: string[];
}

async function allowMarketing(page: Page, marketing: boolean): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    COOKIE_STORAGE_KEY,
    JSON.stringify({ analytics: false, marketing, personalization: false }),
  ] as const);
}

for (const marketing of [true, false]) {
  test(`a promoted pin's card in view ${marketing ? 'registers one view source (86400 s, priority 1)' : 'registers nothing'} when marketing cookies are ${marketing ? 'allowed' : 'refused'}`, async ({
    page,
  }) => {
    await allowMarketing(page, marketing);
    await openAs(page, '/search/pins/?q=glowdrop', {});
    const card = page.locator(`[data-testid="pin-card"][data-pin-id="${KNOWN.pins.searchAd}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    const views = async () =>
      (await rawCollection<Source>(page, 'attributionSources')).filter(
        (s) => s.sourceEventType === 'view',
      );
    if (marketing) {
      await expect.poll(async () => (await views()).length, { timeout: 10_000 }).toBe(1);
      const [source] = await views();
      expect(source).toMatchObject({ expiry: 86400, priority: 1 });
      expect(source?.destination.every((d) => d.startsWith('https://'))).toBe(true);
      // Scrolled away and back: the same pin's view is not counted again.
      await page.mouse.wheel(0, 4000);
      await card.scrollIntoViewIfNeeded();
      await waitForAppIdle(page);
      expect(await views()).toHaveLength(1);
    } else {
      await waitForAppIdle(page);
      await page.waitForTimeout(1500);
      expect(await views()).toEqual([]);
    }
  });
}
