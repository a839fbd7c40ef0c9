// `npm run scenario -- <id>`: starts the fake API and the app (vite dev server) and opens the
// scenario player at /scenarios/<id>, or prints its URL where no browser can be opened. Ports:
// PORT (app, default 5173) and API_PORT (fake API, default 3001). Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { scenarios } from '../scenarios/all';

const id = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (id && !scenarios.some((s) => s.id === id)) {
  process.stderr.write(`Unknown scenario '${id}'. Known scenarios:\n`);
  for (const s of scenarios) process.stderr.write(`  ${s.id.padEnd(34)} ${s.title}\n`);
  process.exit(2);
}

const port = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3001);
// The player runs on a copy of the data in memory: never on the data `npm start` keeps.
const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), API_MEMORY: '1' };
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    if (code !== null && code !== 0) process.stderr.write(`[${name}] exited with ${code}\n`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

start('api', 'npx', ['tsx', 'fake-api/main.ts']);
start('app', 'npx', ['vite', '--port', String(port), '--strictPort']);

const base = `http://127.0.0.1:${port}`;
const url = `${base}/scenarios${id ? `/${id}` : ''}`;
if (await waitFor(base, 60_000)) {
  process.stdout.write(`\nScenario player: ${url}\n(Ctrl+C stops the app and the fake API)\n\n`);
  const canOpen =
    process.platform === 'darwin' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (canOpen && !process.argv.includes('--no-open')) {
    const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
    spawn(opener, [url], { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  }
} else {
  process.stderr.write(`The app did not answer at ${base} within 60 s.\n`);
  stopAll();
  process.exitCode = 1;
}
