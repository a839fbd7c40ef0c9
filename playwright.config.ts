import { defineConfig } from '@playwright/test';

// End-to-end: the production build (npm run build) served by `npm run preview`, with the fake API
// behind it on an in-memory copy of the fixtures, driven in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 4399);
const API_PORT = Number(process.env.E2E_API_PORT ?? 3399);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: 'npm run preview',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), API_PORT: String(API_PORT), API_MEMORY: '1' },
  },
});
