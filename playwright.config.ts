import { defineConfig } from '@playwright/test';
import { allServers, E2E_WORKERS } from './e2e/support/servers';

// End-to-end: the production build (npm run build) served by `npm run preview`, with the fake API
// behind it on an in-memory copy of the fixtures, driven in Debian's Chromium. Each worker has a
// server of its own (e2e/support/servers.ts, docs/decisions/030), so tests run in parallel.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  // Two retries on CI: the player's stepping and timing specs run real time against a held clock
  // and still fail now and then under load (the closing note lists them).
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: allServers.map(({ appPort, apiPort }) => ({
    command: 'npm run preview',
    url: `http://127.0.0.1:${appPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(appPort), API_PORT: String(apiPort), API_MEMORY: '1' },
  })),
});
