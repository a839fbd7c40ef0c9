// The Playwright `test` every e2e spec uses: each test starts with the fake API's data reset to
// the generated fixtures, faults cleared and the API online (through `/_control` on the app
// origin), and the page's API calls tracked for `waitForAppIdle`. Errors thrown in the page are
// collected in `pageErrors`, for specs that assert there are none.
//
//   import { test, expect } from './support/fixtures';
//   test('...', async ({ page }) => { await signIn(page); ... });
import { test as base, expect } from '@playwright/test';
import { resetApi } from './control';
import { trackApiCalls } from './idle';
import { appOrigin } from './servers';

export interface PinstateFixtures {
  /** Uncaught errors thrown in the page during the test. */
  pageErrors: Error[];
}

interface PinstateAutoFixtures {
  freshApi: void;
}

export const test = base.extend<PinstateFixtures & PinstateAutoFixtures>({
  // Each worker talks to its own server (e2e/support/servers.ts).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(appOrigin(testInfo.parallelIndex));
  },
  freshApi: [
    async ({ request }, use) => {
      await resetApi(request);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    trackApiCalls(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
