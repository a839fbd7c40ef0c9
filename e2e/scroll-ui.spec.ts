// Scroll-driven UI (spec 2 section 4 "Other", section 9): the back-to-top button and the header's
// compact state appear 1500 ms after scrolling stops, read with a 50 ms debounce, on the page's
// own clock; the button takes the reader back to the top. The header never changes height, so
// nothing below it moves.
import type { Page } from '@playwright/test';
import { pauseClock } from './support/clock';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { seriousViolations } from './support/a11y';

test.use({ viewport: { width: 1000, height: 900 } });

const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

async function openHomeOnFakeClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  // The scroll-driven UI comes with the code loaded right after the first paint.
  await waitForAppIdle(page);
  // From here the page's time moves only when the test moves it.
  await pauseClock(page, 100);
}

/** Scrolls the page and returns once the page has handled the scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, to);
      }),
    y,
  );
}

test('the back-to-top button and the compact header appear 1500 ms after scrolling stops', async ({
  page,
}) => {
  await openHomeOnFakeClock(page);
  const header = page.locator('header').first();
  const height = await header.evaluate((h) => h.getBoundingClientRect().height);
  await scrollTo(page, 2400);
  await page.clock.runFor(50);
  await page.clock.runFor(1499);
  await expect(backToTop(page)).toHaveCount(0);
  await expect(header).not.toHaveClass(/compact/);
  await page.clock.runFor(1);
  await expect(backToTop(page)).toBeVisible();
  await expect(header).toHaveClass(/compact/);
  expect(await header.evaluate((h) => h.getBoundingClientRect().height)).toBe(height);
  // axe keeps its own time: the page's clock runs again for the scan.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
});

test('scrolling again puts the button away until the page rests; it takes the reader to the top', async ({
  page,
}) => {
  await openHomeOnFakeClock(page);
  await scrollTo(page, 2400);
  await page.clock.runFor(50);
  await page.clock.runFor(1500);
  await expect(backToTop(page)).toBeVisible();
  await scrollTo(page, 1000);
  await expect(backToTop(page)).toHaveCount(0);
  await page.clock.runFor(50);
  await page.clock.runFor(1500);
  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The smooth scroll's last scroll event may come a frame after the page reads 0, when the
  // test's clock has already moved on: the page rests 1550 ms after that event, whenever it came.
  const header = page.locator('header').first();
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return header.getAttribute('class');
    })
    .not.toMatch(/compact/);
  await expect(backToTop(page)).toHaveCount(0);
});
