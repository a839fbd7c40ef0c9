// The servers the end-to-end run starts: one production preview (the app with the fake API behind
// it, on an in-memory copy of the fixtures) per Playwright worker, so workers never share data.
// Worker i uses the ports E2E_PORT + 100·i and E2E_API_PORT + 100·i.
//
//   E2E_WORKERS=1 E2E_PORT=4401 E2E_API_PORT=3401 npx playwright test e2e/x.spec.ts

import { availableParallelism } from 'node:os';

/**
 * One worker more than the machine has cores (3 on 2 cores): about a fifth of a worker's time
 * waits on real time (a toast's 5000 ms, the player at 1×, a page throttled 4×), and the extra
 * worker's tests fill it (docs/decisions/077).
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
);
const APP_PORT = Number(process.env.E2E_PORT ?? 4399);
const API_PORT = Number(process.env.E2E_API_PORT ?? 3399);
const STRIDE = 100;

export interface E2eServer {
  appPort: number;
  apiPort: number;
}

/** The server a worker talks to, by its `parallelIndex`. */
export function serverFor(parallelIndex: number): E2eServer {
  const i = parallelIndex % E2E_WORKERS;
  return { appPort: APP_PORT + STRIDE * i, apiPort: API_PORT + STRIDE * i };
}

export function appOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${serverFor(parallelIndex).appPort}`;
}

export function apiOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${serverFor(parallelIndex).apiPort}`;
}

export const allServers: E2eServer[] = Array.from({ length: E2E_WORKERS }, (_, i) => serverFor(i));
