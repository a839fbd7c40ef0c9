import { expect, test } from './support/fixtures';
import { signIn } from './support/viewer';
import { waitForAppIdle } from './support/idle';
test('dbg', async ({ page }) => {
  page.on('response', async (r) => {
    const u = r.url();
    if (u.includes('/v3/users/u6') || u.includes('onboarding')) {
      console.log('RESP', r.status(), u, u.includes('.js') ? '' : (await r.text().catch(() => '')).slice(0, 300));
    }
  });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.text().slice(0, 300)); });
  await signIn(page, 'u6');
  await waitForAppIdle(page);
  await page.waitForTimeout(3000);
  console.log('DBG', await page.locator('[data-dbg]').evaluateAll((els) => els.map((e) => e.getAttribute('data-dbg'))));
  console.log('SECTIONS', await page.locator('section').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.getAttribute('aria-labelledby') ?? e.className)));
  expect(1).toBe(1);
});
