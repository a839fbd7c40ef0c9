// axe-core scans of home, closeup, board and profile (ui/README.md): no serious or
// critical violation.
import { KNOWN } from '../fixtures/known';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { SCANNED_PAGES, seriousViolations } from './support/a11y';
import { signIn } from './support/viewer';

for (const { name, path } of SCANNED_PAGES) {
  test(`${name} has no serious or critical accessibility violation for a visitor`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForAppIdle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${name} has no serious or critical accessibility violation when signed in`, async ({
    page,
  }) => {
    await signIn(page, undefined, { path });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the closeup drawer has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(`/pin/${KNOWN.pins.shopTheLook}/`);
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  await expect(page.getByRole('dialog', { name: 'More about this Pin' })).toBeVisible();
  await waitForAppIdle(page);
  expect(await seriousViolations(page)).toEqual([]);
});
