// The baseline of the API bench (scripts/bench-api.ts): json-server 0.17's own file mode, in its
// own process, over a db.json, as its CLI serves it with `--quiet`. Loopback only.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/**
 * json-server 0.17 serving `file` in its own file mode, in its own process, as its CLI does with
 * `--quiet` (its default middleware without the request logger, then its router over the file).
 */
export function startBaselineProcess(
  file: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; url: string }> {
  const code = [
    "const jsonServer = require('json-server');",
    'const app = jsonServer.create();',
    'app.use(jsonServer.defaults({ logger: false }));',
    'app.use(jsonServer.router(process.env.DB_FILE));',
    "const server = app.listen(0, '127.0.0.1', () => {",
    "  console.log('listening on http://127.0.0.1:' + server.address().port);",
    '});',
  ].join('\n');
  const child = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, DB_FILE: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`json-server did not start in ${timeoutMs / 1000} s: ${err}`));
    }, timeoutMs);
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
      reject(new Error(`json-server exited (${code}) before listening: ${err}`));
    });
  });
}
