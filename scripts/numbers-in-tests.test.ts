// Tests name the numbers they pin (docs/decisions/099): a test that reads the timing or limit it
// checks from `domain/` passes whatever that constant says, so a wrong constant passes them all.
// A test file (`*.test.ts`, `*.test.tsx`, `*.property.test.ts`) therefore imports:
// - from `domain/constants`, no timing or limit, and not the module as a whole (`import * as`).
//   A timing or limit is a constant whose name has a measure word (MEASURE_WORDS: a unit such as
//   MS, S, DAYS, PX, or a bound such as MAX, MIN, COUNT, KEPT, THRESHOLD, RATE, SIZE) and does
//   not end in a word naming an identifier, a code or a text (IDENTIFIER_WORDS: TYPE, PLACEMENT,
//   NAME, SPECS...). Every name `domain/constants.ts` exports is one or the other: a new constant
//   whose name says neither fails here until its name says which it is.
// - from any other module under `domain/`, no timing: a name whose last word is a unit (MS, S,
//   DAYS), as `HERO_FADE_MS` in `domain/experience-display`.
// Ids, codes and texts may still be imported to build a test's input.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const TEST_FILE = /\.test\.tsx?$/;

/** Words that make a constant a timing or a limit, wherever they sit in its name. */
const MEASURE_WORDS = new Set([
  // units
  'MS',
  'S',
  'DAYS',
  'PX',
  // bounds and measures
  'MAX',
  'MIN',
  'EXCLUSIVE',
  'LIMIT',
  'CAP',
  'COUNT',
  'KEPT',
  'KEEP',
  'THRESHOLD',
  'BUFFER',
  'RATE',
  'PRIORITY',
  'SIZE',
  'WIDTH',
  'WIDTHS',
  'HEIGHT',
  'RADIUS',
  'DISTANCE',
  'OPACITY',
  'ABOVE',
  'BELOW',
  'DIGITS',
  'LINES',
  'SHOWN',
  'DEFAULT',
  'REMAINDER',
  'STEP',
  'TOP',
  'FOOTER',
]);

/** Last words of a name that make it an identifier, a code or a text, whatever else it says. */
const IDENTIFIER_WORDS = new Set([
  'TYPE',
  'TYPES',
  'PLACEMENT',
  'PLACEMENTS',
  'PARAMETER',
  'FLAGS',
  'COUNTER',
  'TAG',
  'NAME',
  'TOOLTIP',
  'BACKGROUND',
  'COUNTRIES',
  'SPECS',
  'PARTNERSHIP',
  'SILENT',
]);

const words = (name: string): string[] => name.split('_');

/** Units: a name of any `domain/` module ending in one is a timing. */
const UNIT_WORDS = new Set(['MS', 'S', 'DAYS']);

/** Whether a name of `domain/constants` makes it a timing or a limit. */
export function isTimingOrLimit(name: string): boolean {
  const parts = words(name);
  return parts.some((w) => MEASURE_WORDS.has(w)) && !IDENTIFIER_WORDS.has(parts[parts.length - 1]!);
}

/** Whether a constant's name makes it an identifier, a code or a text. */
const isIdentifier = (name: string): boolean =>
  !isTimingOrLimit(name) && IDENTIFIER_WORDS.has(words(name).at(-1)!);

interface Source {
  path: string;
  text: string;
}

function testFiles(): Source[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !SKIPPED.has(e.name))
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir.name), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && TEST_FILE.test(e.name))
        .map((e) => relative(ROOT, join(e.parentPath, e.name))),
    )
    .filter((path) => !path.split('/').some((part) => SKIPPED.has(part)))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** The module under `domain/` an import specifier of `path` names, or null. */
function domainModule(path: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(ROOT, resolve(ROOT, dirname(path), specifier)).replace(/\.tsx?$/, '');
  return target.startsWith('domain/') ? target : null;
}

/** The timings and limits `source` imports from `domain/`, in words; empty when none. */
export function numbersImported({ path, text }: Source): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const module = domainModule(path, statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (!module || !clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      if (module === 'domain/constants')
        found.push(`${path}: imports ${module} as a whole; name the numbers it checks`);
      continue;
    }
    for (const element of bindings?.elements ?? []) {
      const name = (element.propertyName ?? element.name).text;
      const refused =
        module === 'domain/constants' ? isTimingOrLimit(name) : UNIT_WORDS.has(words(name).at(-1)!);
      if (!element.isTypeOnly && refused)
        found.push(`${path}: imports ${name} from ${module}; write its number`);
    }
  }
  return found;
}

/** The names `domain/constants.ts` exports. */
function constantNames(): string[] {
  const text = readFileSync(join(ROOT, 'domain', 'constants.ts'), 'utf8');
  return [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
}

test('no test file imports a timing or a limit from domain/: each names its number', () => {
  expect(testFiles().flatMap(numbersImported)).toEqual([]);
});

test("every constant's name says whether it is a timing or limit, or an id, a code or a text", () => {
  const names = constantNames();
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter((name) => !isTimingOrLimit(name) && !isIdentifier(name))).toEqual([]);
});

test('the check refuses a timing, a limit, one renamed on import, and the whole module', () => {
  expect(
    numbersImported({
      path: 'machines/toast.machine.test.ts',
      text: "import { TOAST_EXIT_MS, SAVED_OVERLAY_NAME_MAX } from '../domain/constants';\n",
    }),
  ).toEqual([
    'machines/toast.machine.test.ts: imports TOAST_EXIT_MS from domain/constants; write its number',
    'machines/toast.machine.test.ts: imports SAVED_OVERLAY_NAME_MAX from domain/constants; write its number',
  ]);
  expect(
    numbersImported({
      path: 'property-tests/hero.property.test.ts',
      text: "import { HERO_FADE_MS as fade } from '../domain/experience-display';\n",
    }),
  ).toEqual([
    'property-tests/hero.property.test.ts: imports HERO_FADE_MS from domain/experience-display; write its number',
  ]);
  expect(
    numbersImported({
      path: 'domain/theme.test.ts',
      text: "import * as constants from './constants';\n",
    }),
  ).toEqual([
    'domain/theme.test.ts: imports domain/constants as a whole; name the numbers it checks',
  ]);
  expect(
    numbersImported({
      path: 'ui/card/card.test.tsx',
      text: "import { FEEDS_KEPT } from '../../domain/constants.ts';\n",
    }),
  ).toEqual(['ui/card/card.test.tsx: imports FEEDS_KEPT from domain/constants; write its number']);
});

test("ids, codes and texts may be imported, so may a machine's timing and another domain module's limit; a comment says what it likes", () => {
  expect(
    numbersImported({
      path: 'machines/survey.machine.test.ts',
      text: [
        "import { SURVEY_PLACEMENT, LOG_EVENT_TYPE, SIZE_SPECS } from '../domain/constants';",
        "import { FAULT_POLL_MS } from './fault-poll.machine';",
        "import { PAGE_NAME_MAX } from '../domain/page-title';",
        "// import { SURVEY_RECHECK_MS } from '../domain/constants';",
      ].join('\n'),
    }),
  ).toEqual([]);
});
