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
