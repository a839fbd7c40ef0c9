// `npx tsx scripts/mutant-catches.ts [--seeds 20] [--from 1] [--log <file>] [files...]`: runs the
// mutant checks (`propertyFails`) of property-tests/ once per seed, FC_SEED=from…from+seeds-1,
// with FC_MUTANT_LOG=<file>, then prints for each call site the runs it took to catch its mutant
// (mean runs spent per catch, max, survivals) against the runs it has. A site is `thin` when a
// seed got through or it has fewer than 12 times its mean runs (docs/decisions/121).
// `--summary <file>` only prints the summary of a log.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Catch {
  site: string;
  test: string;
  seed: number;
  caughtAt: number | null;
  numRuns: number;
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const summaryOnly = option('summary');
const seeds = Number(option('seeds') ?? 20);
const from = Number(option('from') ?? 1);
const log = summaryOnly ?? option('log') ?? '/tmp/mutant-catches.jsonl';
const files = args.length > 0 ? args : ['property-tests'];

if (!summaryOnly) {
  if (existsSync(log)) rmSync(log);
  for (let seed = from; seed < from + seeds; seed++) {
    process.stderr.write(`seed ${seed}\n`);
    const vitest = ['vitest', 'run', ...files, '--maxWorkers=1', '-t', 'catches|is caught'];
    const env = { ...process.env, FC_SEED: String(seed), FC_MUTANT_LOG: log };
    try {
      execFileSync('npx', vitest, { env, stdio: 'ignore' });
    } catch {
      // A surviving mutant fails its test; the log has it.
    }
  }
}

const bySite = new Map<string, Catch[]>();
for (const line of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
  const entry = JSON.parse(line) as Catch;
  bySite.set(entry.site, [...(bySite.get(entry.site) ?? []), entry]);
}
const rows = [...bySite].map(([site, entries]) => {
  const caught = entries.flatMap((entry) => (entry.caughtAt === null ? [] : [entry.caughtAt]));
  // Runs spent per catch: a survivor's runs count, without a catch.
  const spent = entries.reduce((sum, entry) => sum + (entry.caughtAt ?? entry.numRuns), 0);
  const mean = spent / Math.max(caught.length, 1);
  const survived = entries.length - caught.length;
  const { numRuns } = entries[0]!;
  const thin = survived > 0 || numRuns < 12 * mean;
  return {
    site,
    checks: entries.length,
    mean,
    max: Math.max(0, ...caught),
    survived,
    numRuns,
    thin,
  };
});
rows.sort((a, b) => b.mean / b.numRuns - a.mean / a.numRuns);
console.log('| site | checks | mean | max | survived | numRuns | numRuns / mean |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.site}${row.thin ? ' (thin)' : ''} | ${row.checks} | ${row.mean.toFixed(1)} | ${row.max} | ${row.survived} | ${row.numRuns} | ${(row.numRuns / row.mean).toFixed(0)} |`,
  );
