// `npm run bench`: the fake API figures (scripts/bench-api.ts), each beside json-server 0.17's
// own file mode measured in the same run (the baseline, `api.baseline.*`), and, when
// scripts/bench-web.ts is there, the web figures of the production build. Human-readable by
// default; `--json` prints one JSON object. Figures are measured, never asserted.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_LABELS, apiComparisonLines, benchApi } from './bench-api';
import { WEB_LABELS } from './bench-web-labels';
import { PHONE_LABELS } from './bench-web-phone';
import { SESSION_LABELS } from './bench-web-session';
import { TENK_LABELS } from './bench-web-tenk';

const LABELS: Record<string, string> = {
  ...API_LABELS,
  ...WEB_LABELS,
  ...PHONE_LABELS,
  ...TENK_LABELS,
  ...SESSION_LABELS,
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
  process.stdout.write(`${apiComparisonLines(figures).join('\n')}\n\n`);
  const keys = Object.keys(figures).filter((k) => !k.startsWith('api.'));
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
