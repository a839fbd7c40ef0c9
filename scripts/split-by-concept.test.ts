// Split by concept (docs/decisions/090): a machine that grows gets child machines, spawned or
// invoked, never file slices. What of the rule a program can see is checked here: a machine's
// setup and its states are written in one file (a `setup(...)` is finished by `.createMachine` in
// the file that makes it), and no module hands a slice of a machine's config to another (none
// types one with xstate's config types). How many concepts a machine holds is judged in review:
// there is no line cap.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['machines', 'runtime', 'ui', 'scenarios'] as const;

/** xstate's types for a piece of a machine's config: what a slice is written as. */
const SLICE_TYPES =
  /\b(StateNodeConfig|StatesConfig|MachineConfig|TransitionsConfig|TransitionConfig)\b/;
const MAKES_SETUP = /(^|[^.\w])setup\(/m;
const FINISHES_MACHINE = /\.createMachine\(/;

interface Source {
  path: string;
  text: string;
}

function sources(folder: string): Source[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.tsx?$|test-support\.ts$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** Comments say what they like; only code is read. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** How `source` slices a machine, in words; empty when it does not. */
export function slicesOf({ path, text }: Source): string[] {
  const body = code(text);
  const found: string[] = [];
  const makesSetup = MAKES_SETUP.test(body);
  const finishes = FINISHES_MACHINE.test(body);
  if (makesSetup && !finishes)
    found.push(`${path}: a machine's setup, finished by .createMachine in another file`);
  if (finishes && !makesSetup)
    found.push(`${path}: .createMachine on a setup made in another file`);
  const slice = SLICE_TYPES.exec(body);
  if (slice) found.push(`${path}: a piece of a machine's config (${slice[1]})`);
  return found;
}

test("a machine's setup and its states are written in one file, and no module hands on a slice of a machine's config", () => {
  expect(FOLDERS.flatMap(sources).flatMap(slicesOf)).toEqual([]);
});

test('the check refuses a setup finished elsewhere, a machine finished on a setup from elsewhere, and a typed slice', () => {
  expect(
    slicesOf({
      path: 'machines/big-setup.ts',
      text: "import { setup } from 'xstate';\nexport const bigSetup = setup({ guards: {} });",
    }),
  ).toEqual([
    "machines/big-setup.ts: a machine's setup, finished by .createMachine in another file",
  ]);
  expect(
    slicesOf({
      path: 'machines/big.machine.ts',
      text: "import { bigSetup } from './big-setup';\nexport const bigMachine = bigSetup.createMachine({});",
    }),
  ).toEqual(['machines/big.machine.ts: .createMachine on a setup made in another file']);
  expect(
    slicesOf({
      path: 'machines/big-states.ts',
      text: "import type { StatesConfig } from 'xstate';\nexport const saving: StatesConfig<never, never> = {};",
    }),
  ).toEqual(["machines/big-states.ts: a piece of a machine's config (StatesConfig)"]);
});

test('one machine in one file passes, however long; a comment naming setup( is not code', () => {
  const long = Array.from({ length: 900 }, (_, i) => `// line ${i}`).join('\n');
  expect(
    slicesOf({
      path: 'machines/long.machine.ts',
      text: `${long}\nimport { setup } from 'xstate';\nexport const longMachine = setup({}).createMachine({});`,
    }),
  ).toEqual([]);
  expect(
    slicesOf({ path: 'runtime/notes.ts', text: '// declared in `setup({ actors })`\nexport {};' }),
  ).toEqual([]);
});
