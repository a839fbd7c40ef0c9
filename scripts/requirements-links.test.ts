// docs/requirements.md names, for each rule of the product, the test or scenario that shows it and
// the decision record behind a departure. This check keeps those pointers true: every relative link
// names a file that exists, and every quoted test name after a link to a file occurs in that file
// (`[pin-card.test](../domain/pin-card.test.ts) "the top 3 reactions by count are selected"`,
// several names after one link separated by commas). A name is looked for as written, so a test
// renamed or moved fails here until the line follows it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const REQUIREMENTS = join(ROOT, 'docs', 'requirements.md');

/** A link and the test names quoted right after it: `[text](target) "name", "name"`. */
const LINK = /\[[^\]]*\]\(([^)\s]+)\)((?:\s*,?\s*"[^"\n]+")*)/g;
const QUOTED = /"([^"\n]+)"/g;

/** What is wrong with the links of a markdown text read from `file`, one sentence each. */
function linkProblems(
  markdown: string,
  file: string,
  read: (path: string) => string | null,
): string[] {
  const problems: string[] = [];
  const base = dirname(file);
  for (const [, target = '', names = ''] of markdown.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = join(base, decodeURI(target.split('#')[0] ?? ''));
    const text = read(path);
    const shown = relative(ROOT, path);
    if (text === null) {
      problems.push(`${target} names no file (${shown})`);
      continue;
    }
    for (const [, name = ''] of names.matchAll(QUOTED)) {
      if (!text.includes(name)) problems.push(`"${name}" does not occur in ${shown}`);
    }
  }
  return problems;
}

/** A file's text, '' for a folder, null for nothing there. */
function readOnDisk(path: string): string | null {
  if (!existsSync(path)) return null;
  return statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8');
}

test('every link of docs/requirements.md names a file, and every quoted test name is in it', () => {
  const markdown = readFileSync(REQUIREMENTS, 'utf8');
  expect(linkProblems(markdown, REQUIREMENTS, readOnDisk)).toEqual([]);
});

test('docs/requirements.md points at tests, scenarios and decision records', () => {
  const markdown = readFileSync(REQUIREMENTS, 'utf8');
  const targets = [...markdown.matchAll(LINK)].map((m) => m[1] ?? '');
  expect(targets.filter((t) => /\.(test|spec)\.tsx?$/.test(t)).length).toBeGreaterThan(100);
  expect(targets.filter((t) => t.endsWith('.scenario.ts')).length).toBeGreaterThan(20);
  expect(targets.filter((t) => t.startsWith('decisions/')).length).toBeGreaterThan(20);
});

test('the check refuses a missing file and a test name its file does not hold', () => {
  const files: Record<string, string> = { [join(ROOT, 'domain', 'a.test.ts')]: "test('holds')" };
  const read = (path: string) => files[path] ?? null;
  const file = join(ROOT, 'docs', 'requirements.md');
  expect(
    linkProblems(
      [
        '- kept [a](../domain/a.test.ts) "holds"',
        '- renamed [a](../domain/a.test.ts) "holds", "was renamed"',
        '- gone [b](../domain/b.test.ts) "holds"',
        '- outside [site](https://example.com) and [here](#a-heading) "are not files"',
      ].join('\n'),
      file,
      read,
    ),
  ).toEqual([
    '"was renamed" does not occur in domain/a.test.ts',
    '../domain/b.test.ts names no file (domain/b.test.ts)',
  ]);
});
