import { KNOWN } from '../fixtures/known';
import { test } from './support/fixtures';
import { signIn } from './support/viewer';

test('explore', async ({ page }) => {
  await signIn(page, KNOWN.users.inlinePicker);
  const first = page.getByTestId('pin-card').first();
  await first.getByRole('link').first().focus();
  for (let i = 0; i < 8; i += 1) {
    const d = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return `${a?.tagName} ${a?.getAttribute('aria-label') ?? ''} ${a?.textContent?.slice(0, 30) ?? ''} card=${a?.closest('[data-testid=pin-card]')?.getAttribute('data-pin-id')}`;
    });
    console.log(i, d);
    await page.keyboard.press('Tab');
  }
});
