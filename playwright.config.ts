import { defineConfig } from '@playwright/test';
import { allServers, E2E_WORKERS } from './e2e/support/servers';
import { findTestChromium } from './scripts/chromium';

// One seed per run for the player specs' samples (e2e/support/player.ts): set here, before the
// workers start, so they all draw the same sample; printed so a run can be replayed.
process.env.PLAYER_SEED ??= String(Math.floor(Date.now() / 1000) % 100_000);
if (!process.env.TEST_WORKER_INDEX)
  console.log(`Player samples: PLAYER_SEED=${process.env.PLAYER_SEED}`);

// The browser: CHROMIUM_PATH, else Debian's headless shell, else Debian's /usr/bin/chromium, else
// Playwright's own (scripts/chromium.ts, docs/decisions/076). With none, the launch fails, after
// this sentence on how to get one.
const browser = findTestChromium();
if (browser.path === undefined && !process.env.TEST_WORKER_INDEX)
  console.error(`The end-to-end tests need Chromium. ${browser.problem}`);
const executablePath = browser.path ?? process.env.CHROMIUM_PATH;

// End-to-end: the production build (npm run build) served by `npm run preview`, with the fake API
// behind it on an in-memory copy of the fixtures, driven in Chromium (Debian's where it is). Each
// worker has a server of its own (e2e/support/servers.ts, docs/decisions/030), so tests run in
// parallel.
/** The title of e2e/scenarios.spec.ts's describe that plays every scenario in one browser. */
const ONE_BROWSER = /every scenario in the player, one after another in one browser/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  // No retries: a test that passes only on a second try hides a defect.
  retries: 0,
  timeout: 60_000,
  // How long an assertion may wait for the page to come true: a ceiling, never a pause (a passing
  // assertion returns as soon as it holds). Playwright's 5 s is less than a cold page load takes
  // on two cores shared by two workers (docs/decisions/071).
  expect: { timeout: 15_000 },
  // The list as it runs, and a JSON report that scripts/test.sh reads for the slowest files.
  reporter: [['list'], ['json', { outputFile: '.test-times/playwright.json' }]],
  use: {
    trace: 'off',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The scenarios played one after another in one browser are one long run on one worker: it is
  // its own project, listed first, so it starts at once while the other worker takes the rest.
  projects: [
    { name: 'scenarios one after another', testMatch: 'scenarios.spec.ts', grep: ONE_BROWSER },
    { name: 'e2e', grepInvert: ONE_BROWSER },
  ],
  webServer: allServers.map(({ appPort, apiPort }) => ({
    command: 'npm run preview',
    url: `http://127.0.0.1:${appPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(appPort), API_PORT: String(apiPort), API_MEMORY: '1' },
  })),
});
