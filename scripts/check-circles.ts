// `npx tsx scripts/check-circles.ts`: fails when any import circle is left in the project,
// counting type-only and lazy imports that import/no-cycle lets through (scripts/import-graph.ts).
import { projectCircles } from './import-graph';

const circles = projectCircles(process.cwd());
if (circles.length === 0) {
  console.log('import circles: none');
} else {
  console.error(`import circles: ${circles.length}`);
  for (const circle of circles) console.error(`  ${[...circle, circle[0]].join(' -> ')}`);
  process.exit(1);
}
