// The app on a phone's screen, tapped as a person would: the header fits 320 and 390 px wide
// with every control reachable (the search folds into an icon that opens a full-width field), no
// page is wider than the screen, and a visitor's cookie sheet is whole on screen, each of its
// three buttons answering a tap.
import { COOKIE_TEXT } from '../domain/cookies';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { coveredOrOffScreen, pageWidth } from './support/on-screen';
import { openAs } from './support/viewer';

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

// A phone's browser: touch, and a layout viewport that grows to a page wider than the screen.
test.use({ cookieChoice: null, hasTouch: true, isMobile: true });

for (const size of PHONES) {
  test.describe(`${size.width} x ${size.height}`, () => {
    test.use({ viewport: size });

    for (const button of [COOKIE_TEXT.acceptAll, COOKIE_TEXT.rejectAll, COOKIE_TEXT.letMeChoose]) {
      test(`a visitor's cookie sheet is on screen and '${button}' answers a tap`, async ({
        page,
      }) => {
        await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
        const sheet = page.getByRole('region', { name: COOKIE_TEXT.banner });
        await expect(sheet).toBeVisible();
        expect(await pageWidth(page)).toBe(size.width);
        expect(
          await coveredOrOffScreen(page, `section[aria-label="${COOKIE_TEXT.banner}"] button`),
        ).toEqual([]);
        await sheet.getByRole('button', { name: button }).tap();
        await expect(sheet).toBeHidden();
        if (button === COOKIE_TEXT.letMeChoose) {
          await expect(page.getByRole('dialog', { name: COOKIE_TEXT.settings })).toBeVisible();
        }
      });
    }

    for (const viewer of ['logged-out', 'signed-in'] as const) {
      test(`the header fits and every control is reachable, ${viewer}`, async ({ page }) => {
        await openAs(page, '/', { viewer, device: 'mobile' });
        expect(await pageWidth(page)).toBe(size.width);
        expect(await coveredOrOffScreen(page, 'header a, header button')).toEqual([]);
        // The folded search opens a field across the bar on a tap, and searches.
        const search = page.getByRole('searchbox', { name: 'Search' });
        await page.locator('header form[role="search"]').tap();
        await expect(search).toBeFocused();
        const field = await page.locator('header form[role="search"]').boundingBox();
        expect(field?.width).toBeGreaterThan(size.width - 40);
        await search.fill('noodles');
        await search.press('Enter');
        await expect(page).toHaveURL(/\/search\/pins\/\?q=noodles/u);
        await waitForAppIdle(page);
        expect(await pageWidth(page)).toBe(size.width);
      });
    }
  });
}

test.describe('the smallest phone, and a window shorter than the cookie sheet', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('the cookie sheet at 320 px covers under a quarter of the screen, its buttons side by side; on a screen shorter than it, it fits under the header and scrolls inside, each button reached by the keyboard', async ({
    page,
  }) => {
    await openAs(page, '/', { viewer: 'logged-out', device: 'mobile' });
    const sheet = page.getByRole('region', { name: COOKIE_TEXT.banner });
    await expect(sheet).toBeVisible();
    const upright = await sheet.boundingBox();
    expect(upright && upright.height / 568).toBeLessThan(0.25);
    const tops = await sheet
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'one row of buttons').toBe(1);
    // A window shorter than the sheet: it keeps under the 64 px header and scrolls inside itself.
    await page.setViewportSize({ width: 320, height: 150 });
    const short = await sheet.boundingBox();
    expect(short && Math.round(short.y)).toBeGreaterThanOrEqual(64);
    expect(short && Math.round(short.y + short.height)).toBe(150);
    expect(await sheet.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    for (const name of [COOKIE_TEXT.acceptAll, COOKIE_TEXT.rejectAll, COOKIE_TEXT.letMeChoose]) {
      const button = sheet.getByRole('button', { name });
      await button.focus();
      await expect(button).toBeFocused();
      await expect(button).toBeInViewport();
    }
  });
});
