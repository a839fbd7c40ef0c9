// Small rooms (split a machine past about 200 lines): no machine file over
// 250 lines and no module over 400. A machine file is a `machines/*.machine.ts` or the setup of
// one (`machines/*-setup.ts`); a module is any other source file the product, its fake API, its
// fixtures, its scenarios and its scripts are made of. Left out: tests and end-to-end specs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = [
  'domain',
  'api',
  'machines',
  'runtime',
  'ui',
  'fake-api',
  'fixtures',
  'scenarios',
  'scripts',
] as const;
const MACHINE_MAX = 250;
const MODULE_MAX = 400;

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.tsx?$|\.test-support\.ts$|test-support\.ts$/.test(path));
}

const isMachineFile = (path: string) => /^machines\/[\w-]+(\.machine|-setup)\.ts$/.test(path);

test('no machine file is over 250 lines and no module over 400', () => {
  const over = FOLDERS.flatMap(sources).flatMap((path) => {
    const lines = readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;
    const max = isMachineFile(path) ? MACHINE_MAX : MODULE_MAX;
    return lines > max ? [`${path}: ${lines} lines (at most ${max})`] : [];
  });
  expect(over).toEqual([]);
});
