// The fake API in its own process, as `npm run api` runs it, over a given data file: for the
// tests that kill it and the figures of `npm run bench`.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface ApiProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the API announced it. */
  url: string;
}

/**
 * Starts `fake-api/main.ts` on an ephemeral port over `file` (extra `env` on top of this
 * process's), and resolves once it says where it listens.
 */
export function startApiProcess(
  file: string,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
    env: { ...process.env, DATA_FILE: file, API_PORT: '0', API_MEMORY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`the fake API did not start in ${timeoutMs / 1000} s: ${err}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake API exited (${code}) before listening: ${err}`));
    });
  });
}
