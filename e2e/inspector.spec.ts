// Stately Inspector from the live app (docs/decisions/069): `?inspect` shows an "Open Stately
// Inspector" button, and its press opens the inspector's window, which a pop-up blocker lets
// through; a blocked window is said plainly and the next press tries again; `?inspect=0` shows no
// button. The hosted inspector's page is stood in for by one that says hello as the real one does
// and counts the actors it is told of.
import type { BrowserContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { waitForAppIdle } from './support/idle';

async function standInInspector(context: BrowserContext): Promise<void> {
  await context.route('https://stately.ai/inspect**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>no actors</title><script>
        let actors = 0;
        addEventListener('message', (e) => {
          if (e.data && e.data.type === '@xstate.actor') document.title = 'actors ' + ++actors;
        });
        opener.postMessage({ type: '@statelyai.connected' }, '*');
      </script>`,
    }),
  );
}

const OPEN = { name: 'Open Stately Inspector' };
const LAUNCHER = { name: 'Stately Inspector' };

test('?inspect=0 shows no button; with ?inspect a press opens the inspector window, which the live actors reach', async ({
  page,
}) => {
  await standInInspector(page.context());
  await page.goto('/?inspect=0');
  // Idle: no chunk in flight, so a button that was coming would be there.
  await waitForAppIdle(page);
  await expect(page.getByRole('button', OPEN)).toHaveCount(0);

  await page.goto('/?inspect');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', OPEN).click();
  const inspector = await popup;
  await expect(page.getByRole('complementary', LAUNCHER).getByRole('status')).toHaveText(
    /Stately Inspector attached/,
  );
  await expect(inspector).toHaveTitle(/^actors [1-9]/);
});

test('a blocked inspector window is said plainly, and the next press opens it', async ({
  page,
}) => {
  await standInInspector(page.context());
  // The browser's pop-up blocker, once: window.open answers null, as it does for a blocked window.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    let blocks = 1;
    window.open = (...args) => (blocks-- > 0 ? null : open(...args));
  });
  await page.goto('/?inspect=1');
  await page.getByRole('button', OPEN).click();
  await expect(page.getByRole('complementary', LAUNCHER).getByRole('alert')).toHaveText(
    /blocked the Stately Inspector window/,
  );

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', OPEN).click();
  await popup;
  await expect(page.getByRole('complementary', LAUNCHER).getByRole('status')).toHaveText(
    /Stately Inspector attached/,
  );
  await expect(page.getByRole('complementary', LAUNCHER).getByRole('alert')).toHaveCount(0);
});
