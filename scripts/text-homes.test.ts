// One home per fact (README.md "Folder map": domain/ holds every spec text, limit and id). Every
// spec text domain/ exports is written out once, in domain/; machines, views, the API client, the
// fake API and the fixtures import it. This test fails when a copy of one appears in runtime source.
//
// What counts as a spec text: a value exported from a domain module (not a test, not test-support)
// that is a string with a space in it ('Pin deleted!', 'Log in to follow'), or such a string inside
// an exported array or plain object (LOGIN_PROMPT_TEXT.save, SURVEY_TITLES[0]). One-word strings
// ('Saved!', 'Change', 'Profile', ids such as 'session') are left out: as literals they are too
// common to tell a copy from a coincidence.
//
// What counts as runtime source: the .ts and .tsx files of api/, machines/, ui/, fake-api/ and
// fixtures/, that is what the browser bundle and the fake API run. Left out: tests (*.test.ts,
// *.test.tsx), their support files (test-support.ts, *.test-support.ts, fake-api/testing.ts), and
// everything outside those folders (domain/ itself, scenarios/ whose expectations quote the texts
// a person sees, property-tests/, e2e/, scripts/, docs).
//
// What counts as a copy: a string literal, a template literal's fixed text or a JSX text that
// contains the spec text (JSX whitespace collapsed). Comments may quote the spec.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The folders whose non-test files run in the browser or the fake API. */
const RUNTIME_FOLDERS = ['api', 'machines', 'runtime', 'ui', 'fake-api', 'fixtures'] as const;

/**
 * Copies in the fake API's files, as `path: text`; they are moved by the fake-API change, which
 * imports the domain constants there. Only shrinks.
 */
const AWAITING_MOVE: ReadonlySet<string> = new Set<string>([]);

/**
 * The same words with another meaning, as `path: text`: server content in the fixtures that reads
 * like a spec label by coincidence. Importing the label there would tie unrelated facts together.
 */
const SAME_WORDS_OTHER_MEANING: ReadonlySet<string> = new Set<string>([
  // A callout banner's own secondary action, not the blocked-link modal's 'Learn more'.
  'fixtures/edge-cases/experience-builders.ts: Learn more',
  // Experiences' own titles about the viewer's Pins ('Your Pins reached 1k people'), not the
  // search tab's label.
  'fixtures/edge-cases/experiences-valid.ts: Your Pins',
  'fixtures/edge-cases/experiences-invalid.ts: Your Pins',
]);

/** A spec text and where domain/ declares it ('save.ts SAVE_ERROR_FALLBACK'). */
interface SpecText {
  text: string;
  home: string;
}

/** A runtime source file. */
interface SourceFile {
  path: string;
  source: string;
}

/** A copy of a spec text in runtime source. */
interface TextCopy {
  path: string;
  line: number;
  text: string;
  home: string;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && /\S\s+\S/u.test(value);

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The spec texts of domain modules, by module file name and their exports. */
function specTexts(modules: Record<string, Record<string, unknown>>): SpecText[] {
  const found: SpecText[] = [];
  const visit = (value: unknown, home: string, depth: number): void => {
    if (isText(value)) found.push({ text: value, home });
    else if (depth < 4 && isPlainContainer(value)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${home}.${key}`, depth + 1);
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${file} ${name}`, 0);
  }
  return found;
}

/** Every literal text of a source file with its line: strings, template parts and JSX text. */
function literalsOf({ path, source }: SourceFile): { text: string; line: number }[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isJsxText(node) ? node.text.replace(/\s+/gu, ' ') : node.text;
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The copies of spec texts written out in these files. */
function findTextCopies({
  texts,
  files,
}: {
  texts: readonly SpecText[];
  files: readonly SourceFile[];
}): TextCopy[] {
  const copies: TextCopy[] = [];
  for (const file of files) {
    for (const literal of literalsOf(file)) {
      for (const { text, home } of texts) {
        if (literal.text.includes(text)) {
          copies.push({ path: file.path, line: literal.line, text, home });
        }
      }
    }
  }
  return copies;
}

const isTestFile = (name: string): boolean =>
  /\.test\.tsx?$/u.test(name) || /(^|\.)test-support\.ts$/u.test(name);

/** Runtime source: non-test .ts and .tsx files of the runtime folders. */
function runtimeFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/u.test(entry.name) && !isTestFile(entry.name)) {
        const path = relative(ROOT, full);
        if (path !== join('fake-api', 'testing.ts')) {
          files.push({ path, source: readFileSync(full, 'utf8') });
        }
      }
    }
  };
  for (const folder of RUNTIME_FOLDERS) walk(join(ROOT, folder));
  return files;
}

/** The domain modules (tests and test-support left out) and what they export. */
async function domainModules(): Promise<Record<string, Record<string, unknown>>> {
  const dir = join(ROOT, 'domain');
  const names = readdirSync(dir).filter(
    (name) => name.endsWith('.ts') && !isTestFile(name) && name !== 'test-pin.ts',
  );
  const modules: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    modules[name] = (await import(join(dir, name))) as Record<string, unknown>;
  }
  return modules;
}

const describe = (copy: TextCopy): string => `${copy.path}: ${copy.text}`;

let found: Promise<{ texts: SpecText[]; copies: TextCopy[] }> | undefined;
/** The spec texts and their copies in runtime source, read once for the tests below. */
function scan(): Promise<{ texts: SpecText[]; copies: TextCopy[] }> {
  found ??= domainModules().then((modules) => {
    const texts = specTexts(modules);
    return { texts, copies: findTextCopies({ texts, files: runtimeFiles() }) };
  });
  return found;
}

test('every spec text domain/ exports is written out nowhere else in runtime source', async () => {
  const { copies } = await scan();
  const unexpected = copies
    .filter((copy) => !AWAITING_MOVE.has(describe(copy)))
    .filter((copy) => !SAME_WORDS_OTHER_MEANING.has(describe(copy)))
    .map((copy) => `${copy.path}:${copy.line} writes '${copy.text}' (import ${copy.home})`);
  expect(unexpected).toEqual([]);
});

test('the allowed copies are copies that still exist', async () => {
  const copies = new Set((await scan()).copies.map(describe));
  const listed = [...AWAITING_MOVE, ...SAME_WORDS_OTHER_MEANING];
  expect(listed.filter((entry) => !copies.has(entry))).toEqual([]);
});

test('domain/ exports the spec texts the views show', async () => {
  const texts = (await scan()).texts.map((t) => t.text);
  expect(texts).toContain('Sorry! Something went wrong on our end.');
  expect(texts).toContain("You're almost there! Log in to access all of the product");
  expect(texts).toContain('Log in to create a Pin or board');
  expect(texts).not.toContain('Saved!');
});

test('a spec text written out in a string, a template or JSX is caught; a comment is not', () => {
  const texts = specTexts({
    'save.ts': { PIN_DELETED: 'Pin deleted!', OK: 'Saved!' },
    'guidance.ts': { LOGIN_PROMPT_TEXT: { follow: 'Log in to follow' } },
  });
  expect(texts).toEqual([
    { text: 'Pin deleted!', home: 'save.ts PIN_DELETED' },
    { text: 'Log in to follow', home: 'guidance.ts LOGIN_PROMPT_TEXT.follow' },
  ]);
  const copies = findTextCopies({
    texts,
    files: [
      {
        path: 'ui/fake-view.tsx',
        source: [
          "// Shows 'Pin deleted!' once the pin is gone.",
          "const toast = { headline: 'Pin deleted!' };",
          'const label = `Log in to follow ${name}`;',
          'const view = <p>',
          '  Log in to   follow',
          '</p>;',
          "const fine = 'Saved!';",
        ].join('\n'),
      },
    ],
  });
  expect(copies.map((c) => [c.line, c.text])).toEqual([
    [2, 'Pin deleted!'],
    [3, 'Log in to follow'],
    [5, 'Log in to follow'],
  ]);
});
