// Impression tracking in Chromium against the real fake API (spec 3 section 7 "Tracking"): cards
// scrolled into view record their entry and the thresholds 50, 80 and 100 percent once per entry,
// and their exit; one pin in five is tracked; the records reach the events sink once analytics is
// allowed.
import { isTrackedPin } from '../domain/impressions';
import { expect, test } from './support/fixtures';
import { recordedEvents, signInAllowingAnalytics } from './support/events';

// The browser has not chosen yet: the test allows analytics on the banner.
test.use({ cookieChoice: null });

test('cards scrolled through record their impressions once per entry, for the tracked pins only, in the events sink', async ({
  page,
}) => {
  await signInAllowingAnalytics(page);
  await expect(page.locator('[data-pin-id]').first()).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, 700);
    // Two frames for the observer to report what the scroll brought in.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(async () => (await recordedEvents(page)).some((e) => e.type === 'impression.exit'))
    .toBe(true);
  const impressions = (await recordedEvents(page))
    .filter((e) => e.type.startsWith('impression.'))
    .sort((a, b) => a.seq - b.seq);
  expect(impressions.length).toBeGreaterThan(0);
  // One pin in five: only tracked pins, each record on the home feed's view type.
  expect(impressions.every((e) => isTrackedPin(e.objectId ?? ''))).toBe(true);
  expect(new Set(impressions.map((e) => e.viewType))).toEqual(new Set(['home_feed']));
  // Each threshold once per entry; an exit ends the entry.
  const entry = new Map<string, number[]>();
  for (const e of impressions) {
    const pinId = e.objectId ?? '';
    if (e.type === 'impression.exit') {
      expect(entry.has(pinId)).toBe(true);
      entry.delete(pinId);
      continue;
    }
    const percent = Number(e.auxData?.percent);
    expect([0, 50, 80, 100]).toContain(percent);
    const seen = entry.get(pinId) ?? [];
    expect(seen).not.toContain(percent);
    entry.set(pinId, [...seen, percent]);
  }
});
