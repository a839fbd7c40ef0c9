// The Playwright `test` every e2e spec uses: each test starts with the fake API's data reset to
// the generated fixtures, faults cleared and the API online (through `/_control` on the app
// origin), and the page's API calls tracked for `waitForAppIdle`. Errors thrown in the page are
// collected in `pageErrors`, for specs that assert there are none. Tests share the worker's one
// tab, put back as new between them (shared-page.ts); a spec may ask for a context of its own.
//
//   import { test, expect } from './support/fixtures';
//   test('...', async ({ page }) => { await signIn(page); ... });
import { test as base, expect } from '@playwright/test';
import { COOKIE_STORAGE_KEY, REJECT_ALL, type CookieChoice } from '../../domain/cookies';
import { resetApi } from './control';
import { apiCallsSettled, describePage, forgetApiCalls, trackApiCalls } from './idle';
import { apiOrigin, appOrigin } from './servers';
import { SharedTab } from './shared-page';

export interface PinstateFixtures {
  /** Uncaught errors thrown in the page during the test. */
  pageErrors: Error[];
  /**
   * The cookie choice this browser already holds (`pinstate.cookies`), so the home feed's cookie
   * banner does not float over what a test looks at. Reject all by default; null for a browser
   * that has not chosen (`test.use({ cookieChoice: null })`).
   */
  cookieChoice: CookieChoice | null;
  /**
   * The worker's shared tab, put back as new after the test (the default, shared-page.ts), or a
   * browser context of the test's own, closed after it (`test.use({ ownContext: true })`), as
   * the player's runs take (docs/decisions/068).
   */
  ownContext: boolean;
}

interface PinstateAutoFixtures {
  freshApi: void;
}

interface PinstateWorkerFixtures {
  sharedTab: SharedTab;
}

export const test = base.extend<PinstateFixtures & PinstateAutoFixtures, PinstateWorkerFixtures>({
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
  cookieChoice: [REJECT_ALL, { option: true }],
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const origins = [appOrigin(workerInfo.parallelIndex), apiOrigin(workerInfo.parallelIndex)];
      const tab = new SharedTab(browser, origins, trackApiCalls, apiCallsSettled);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  ownContext: [false, { option: true }],
  context: async (
    { sharedTab, browser, baseURL, viewport, permissions, ownContext },
    use,
    testInfo,
  ) => {
    if (ownContext) {
      const context = await browser.newContext({ baseURL, viewport, permissions });
      await use(context);
      await context.close();
      return;
    }
    const context = await sharedTab.begin({ baseURL, viewport, permissions });
    await use(context);
    await sharedTab.end(testInfo.status === testInfo.expectedStatus);
  },
  page: async ({ context, sharedTab, ownContext, cookieChoice }, use, testInfo) => {
    const page = ownContext ? await context.newPage() : sharedTab.page;
    trackApiCalls(page);
    forgetApiCalls(page);
    if (cookieChoice) {
      // Only where nothing is stored yet: a choice the test makes survives its reloads.
      await page.addInitScript(
        ({ key, value }: { key: string; value: string }) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        { key: COOKIE_STORAGE_KEY, value: JSON.stringify(cookieChoice) },
      );
    }
    await use(page);
    // A failure says what the page was doing: a page that never rendered names what it waited on.
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      console.log(`[${testInfo.title}] ${await describePage(page)}`);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };
