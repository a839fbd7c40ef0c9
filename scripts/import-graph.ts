// The project's import graph and its circles. ESLint's import/no-cycle misses circles made of
// type-only or lazy (`import()`) imports; this walk counts every kind: static, type-only,
// re-exports and dynamic imports with a literal path. Only the project's own relative imports
// are followed (packages cannot close a circle through our files).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The layers whose files are walked (README.md "Folder map"), plus the root config files. */
export const SOURCE_DIRS = [
  'domain',
  'api',
  'machines',
  'runtime',
  'ui',
  'fake-api',
  'fixtures',
  'scenarios',
  'property-tests',
  'e2e',
  'scripts',
];

const SOURCE_FILE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts and .tsx file below `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative module paths a source text imports, of every kind. */
export function importedPaths(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    if (known.has(base + ext)) return base + ext;
  }
  return null;
}

/** The graph: each file to the project files it imports. */
export function importGraph(
  files: readonly string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedPaths(read(file))
      .map((spec) => resolveImport(file, spec, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles: each strongly connected set of two or more files (or a file importing itself),
 * found with Tarjan's algorithm, as one path around it.
 */
export function findCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (members.length > 1 || selfLoop) circles.push(members.reverse());
  };

  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return circles;
}

/** The circles of the project below `root`, with paths relative to it. */
export function projectCircles(root: string): string[][] {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)));
  return findCircles(importGraph(files)).map((circle) => circle.map((f) => relative(root, f)));
}
