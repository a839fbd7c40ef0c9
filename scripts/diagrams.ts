// `npm run diagrams`: writes docs/machines/<id>.md for every catalogued machine and the index
// docs/machines/README.md (machines/diagrams.ts draws them), and removes diagrams of machines
// that are no longer catalogued.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAM_DIR, expectedDiagramFiles } from '../machines/diagrams';

mkdirSync(DIAGRAM_DIR, { recursive: true });
const files = expectedDiagramFiles();
for (const name of readdirSync(DIAGRAM_DIR)) {
  if (name.endsWith('.md') && !files.has(name)) rmSync(join(DIAGRAM_DIR, name));
}
for (const [name, text] of files) writeFileSync(join(DIAGRAM_DIR, name), text);
process.stdout.write(`Wrote ${files.size - 1} diagram(s) to ${DIAGRAM_DIR}/\n`);
