// `npm run coverage:machines`: path coverage of every catalogued machine (machines/coverage.ts)
// as a table, or with `-- --json` as one JSON object. Exits 1 when a machine has a gap.
import { catalogue } from '../machines/catalogue';
import { formatTable, isComplete, measureCoverage } from '../machines/coverage';

const results = catalogue.map(measureCoverage);
if (process.argv.includes('--json')) {
  const json = Object.fromEntries(results.map((r) => [r.id, r]));
  process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
} else {
  process.stdout.write(`${formatTable(results)}\n`);
  if (results.length === 0)
    process.stdout.write('No machine is catalogued yet (machines/catalogue.ts).\n');
}
if (!results.every(isComplete)) process.exitCode = 1;
