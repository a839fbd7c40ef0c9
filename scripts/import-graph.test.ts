import { expect, test } from 'vitest';
import { findCircles, importGraph, importedPaths } from './import-graph';

const files: Record<string, string> = {
  '/p/a.ts': "import { b } from './b';\nexport const a = b;\n",
  '/p/b.ts': "import type { C } from './c';\nexport const b = 1 as unknown as C;\n",
  '/p/c.ts': "export type C = number;\nexport const load = () => import('./a');\n",
  '/p/d.ts': "import { a } from './a';\nimport { x } from 'xstate';\nexport const d = [a, x];\n",
};
const read = (file: string): string => files[file] ?? '';

test('every kind of import is an edge: static, type-only and dynamic', () => {
  expect(importedPaths(files['/p/c.ts']!)).toEqual(['./a']);
  expect(importedPaths(files['/p/b.ts']!)).toEqual(['./c']);
  expect(importedPaths(files['/p/d.ts']!)).toEqual(['./a']);
});

test('a circle closed by a type-only and a lazy import is found', () => {
  const circles = findCircles(importGraph(Object.keys(files), read));
  expect(circles).toHaveLength(1);
  expect([...circles[0]!].sort()).toEqual(['/p/a.ts', '/p/b.ts', '/p/c.ts']);
});

test('a graph without circles reports none', () => {
  const acyclic: Record<string, string> = { ...files, '/p/c.ts': 'export type C = number;\n' };
  const circles = findCircles(importGraph(Object.keys(acyclic), (f) => acyclic[f] ?? ''));
  expect(circles).toEqual([]);
});
