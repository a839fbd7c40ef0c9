// `npm run bench`: the fake API figures (scripts/bench-api.ts) and, when scripts/bench-web.ts is
// there, the web figures of the production build. Human-readable by default; `--json` prints
// one JSON object. Figures are measured, never asserted.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_KEYS, benchApi } from './bench-api';

const LABELS: Record<string, string> = {
  'api.pinRead.rps': 'pin read, requests per second (10 connections)',
  'api.pinRead.p99Ms': 'pin read, p99 latency (ms)',
  'api.feedPage.rps': 'home feed page of 25, requests per second (10 connections)',
  'api.feedPage.p99Ms': 'home feed page of 25, p99 latency (ms)',
  'api.save.rps': 'save (repin), requests per second (10 connections)',
  'api.save.p99Ms': 'save (repin), p99 latency (ms)',
  'api.writeMs': 'one save at a time, ms per write (10,000 pins, on disk)',
  'api.readP99DuringWritesMs': 'pin read p99 during a save burst (ms)',
  'web.homeJsGzipKB': 'home initial JavaScript, gzipped (KB)',
  'web.homeCssGzipKB': 'home initial CSS, gzipped (KB)',
  'web.lcpMs': 'largest contentful paint of the home feed (ms)',
  'web.cls': 'cumulative layout shift',
  'web.scrollLongTasks': 'long tasks over 50 ms while scrolling',
  'web.maxMountedCards': 'most pin cards mounted at once',
  'web.closeupMs.prefetched': 'card click to closeup title painted, prefetched (ms)',
  'web.closeupMs.cold': 'card click to closeup title painted, cold (ms)',
};

interface WebBench {
  benchWeb: () => Promise<Record<string, number>>;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const log = (line: string) => {
    if (!json) process.stderr.write(`${line}\n`);
  };
  const started = performance.now();
  const figures: Record<string, number> = { ...(await benchApi({ log })) };

  const webFile = resolve('scripts/bench-web.ts');
  if (existsSync(webFile)) {
    log('web: production build in headless Chromium');
    try {
      const web = (await import(pathToFileURL(webFile).href)) as WebBench;
      Object.assign(figures, await web.benchWeb());
    } catch (error) {
      process.stderr.write(`bench: the web figures failed: ${(error as Error).message}\n`);
    }
  }

  if (json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  process.stdout.write(`\nPinstate bench (${seconds} s; measured, not asserted)\n\n`);
  const keys = [
    ...API_KEYS,
    ...Object.keys(figures).filter((k) => !(API_KEYS as readonly string[]).includes(k)),
  ];
  for (const key of keys) {
    if (figures[key] === undefined) continue;
    process.stdout.write(
      `  ${(LABELS[key] ?? key).padEnd(62)} ${String(figures[key]).padStart(10)}   ${key}\n`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
