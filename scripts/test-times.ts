// Where `npm test`'s time went: each stage's duration (scripts/test.sh writes them) and the 10
// slowest test files of vitest and Playwright, read from their JSON reports.
//
//   npx tsx scripts/test-times.ts .test-times
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface FileTime {
  runner: 'vitest' | 'Playwright';
  file: string;
  ms: number;
}

interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file?: string; tests?: { results?: { duration?: number }[] }[] }[];
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Each vitest file's own duration. */
export function vitestFiles(report: VitestReport | null, root = process.cwd()): FileTime[] {
  return (report?.testResults ?? []).map((r) => ({
    runner: 'vitest',
    file: relative(root, r.name),
    ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
  }));
}

/** Each Playwright file's time: the sum of its tests' attempts, over every worker. */
export function playwrightFiles(report: { suites?: PlaywrightSuite[] } | null): FileTime[] {
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((t) => t.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const key = `e2e/${spec.file ?? here}`;
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, '');
  return [...totals].map(([file, ms]) => ({ runner: 'Playwright', file, ms }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function main(dir: string): void {
  const stagesPath = join(dir, 'stages.tsv');
  if (existsSync(stagesPath)) {
    console.log('\n== time per stage');
    for (const line of readFileSync(stagesPath, 'utf8').trim().split('\n')) {
      const [name, secs] = line.split('\t');
      if (name) console.log(`${(secs ?? '?').padStart(6)} s  ${name}`);
    }
  }
  const files = [
    ...vitestFiles(readJson<VitestReport>(join(dir, 'vitest.json'))),
    ...playwrightFiles(readJson<{ suites?: PlaywrightSuite[] }>(join(dir, 'playwright.json'))),
  ].sort((a, b) => b.ms - a.ms);
  if (files.length === 0) return;
  console.log('\n== the 10 slowest test files (Playwright: summed over its workers)');
  for (const f of files.slice(0, 10))
    console.log(`${seconds(f.ms).padStart(9)}  ${f.runner.padEnd(10)}  ${f.file}`);
}

if (process.argv[1]?.endsWith('test-times.ts')) main(process.argv[2] ?? '.test-times');
