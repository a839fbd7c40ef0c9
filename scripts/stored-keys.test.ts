// One way to read a kept key (docs/decisions/101): outside the stored keys' modules no source file
// reads browser storage (`getItem` on local or session storage, or any storage handed in) or calls
// a stored key's parser itself; everything reads through `readKey` (runtime/stored-keys.ts), the
// first paint through `readFirstPaintKey` (runtime/read-key.ts), and a text already in hand (another
// tab's write) through `readStored` (domain/stored-keys.ts). The parsers are the functions the
// tables' entries call, so a key added to a table is held to this at once.
//
// What counts as source: the .ts and .tsx files of domain/, api/, machines/, runtime/, ui/ and
// scenarios/ that are not tests. ui/index.html's inline scripts run before any module and are held
// to the theme's parser by runtime/theme.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test, vi } from 'vitest';
import { readKey } from '../runtime/stored-keys';

const ROOT = join(import.meta.dirname, '..');

/** The stored keys' modules: the tables, their reading, and the storage effect. */
const STORAGE_MODULES = [
  'domain/first-paint-keys.ts',
  'domain/stored-keys.ts',
  'runtime/read-key.ts',
  'runtime/stored-keys.ts',
];

/** The tables whose entries name the parsers, each in its module (STORED_KEYS joins the two). */
const TABLES = {
  'domain/first-paint-keys.ts': 'FIRST_PAINT_KEYS',
  'domain/stored-keys.ts': 'LATER_KEYS',
};

const SOURCE_FOLDERS = ['domain', 'api', 'machines', 'runtime', 'ui', 'scenarios'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support\.ts$/.test(name) ? [path] : [];
  });
}

function parse(path: string, source: string): ts.SourceFile {
  return ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
}

/** Every call under `root` of `file`: the called name (`getItem` of `storage?.getItem(k)`), its line. */
function calls(file: ts.SourceFile, root: ts.Node = file): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push({ name, line: line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The functions a table's entries call: the stored keys' parsers. */
function parsersOf(path: string, table: string): string[] {
  const file = parse(path, readFileSync(join(ROOT, path), 'utf8'));
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === table &&
      node.initializer
    ) {
      const init = ts.isSatisfiesExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const property of ts.isObjectLiteralExpression(init) ? init.properties : [])
        if (ts.isPropertyAssignment(property))
          names.push(...calls(file, property.initializer).map((c) => c.name));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The reads of a source file that go around the stored keys' modules, as `path:line name`. */
export function readsAround(path: string, source: string, parsers: readonly string[]): string[] {
  const file = parse(path, source);
  return calls(file)
    .filter(({ name }) => name === 'getItem' || parsers.includes(name))
    .map(({ name, line }) => `${path}:${line} ${name}`);
}

const PARSERS = Object.entries(TABLES).flatMap(([path, table]) => parsersOf(path, table));

/** Where a parser is declared: its own module may use it as it likes. */
function declares(source: string, name: string): boolean {
  return new RegExp(`export function ${name}\\b`).test(source);
}

test("the tables' parsers are found: one for every key", () => {
  expect(PARSERS).toEqual(
    expect.arrayContaining([
      'parseStoredSession',
      'parseTheme',
      'parseHeldSaves',
      'parseCookieChoice',
      'parseStoredBusinessProfile',
      'parseAppUpsellDismissedAt',
      'parseProfileViewPreferences',
      'parseLocalState',
      'parseExperiments',
    ]),
  );
});

test('no source outside the stored keys modules reads storage or calls a key parser directly', () => {
  const around = SOURCE_FOLDERS.flatMap(sourceFiles)
    .map((path) => relative(ROOT, join(ROOT, path)))
    .filter((path) => !STORAGE_MODULES.includes(path))
    .flatMap((path) => {
      const source = readFileSync(join(ROOT, path), 'utf8');
      const parsers = PARSERS.filter((name) => !declares(source, name));
      return readsAround(path, source, parsers);
    });
  expect(around).toEqual([]);
});

test('a storage read or a parser call in a view is caught', () => {
  const view = [
    "const theme = window.localStorage.getItem('pinstate.theme');",
    'const choice = parseCookieChoice(storage?.getItem(key));',
    "const held = sessionStorage.getItem('x');",
  ].join('\n');
  expect(readsAround('ui/view.tsx', view, PARSERS)).toEqual([
    'ui/view.tsx:1 getItem',
    'ui/view.tsx:2 parseCookieChoice',
    'ui/view.tsx:2 getItem',
    'ui/view.tsx:3 getItem',
  ]);
});

test('a key that is not in the table cannot be read', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    // @ts-expect-error: 'pinstate.unlisted' is not a StoredKey, so this does not compile.
    expect(() => readKey({ getItem: () => '1' }, 'pinstate.unlisted')).toThrow();
  } finally {
    warn.mockRestore();
  }
});
