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

export interface PinstateFixtures {
  /** Uncaught errors thrown in the page during the test. */
  pageErrors: Error[];
}

interface PinstateAutoFixtures {
  freshApi: void;
}

export const test = base.extend<PinstateFixtures & PinstateAutoFixtures>({
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
