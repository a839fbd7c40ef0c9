// Reading a production build (`dist/` or DIST_DIR): which files the home route loads up front
// (the entry script, its static imports, modulepreloads and stylesheets of index.html), their
// gzipped size, and a search for Faker's code in every built file. Used by e2e/bundle.spec.ts and
// scripts/bench-web.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build directory the preview serves: DIST_DIR, or dist/ at the repository root. */
export function distDir(): string {
  return path.resolve(process.env.DIST_DIR ?? 'dist');
}

/**
 * Strings that survive minification of @faker-js/faker (its error messages, deprecation prefix,
 * documentation links and user-agent data). Measured on a minified bundle of Faker 10.
 */
export const FAKER_MARKERS = [
  'github.com/faker-js/faker',
  '[@faker-js/faker]',
  'fakerjs.dev',
  'The locale data for',
  'FakerBot/',
] as const;

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** Files of the build that contain a Faker marker, with the markers found. */
export function findFaker(dir: string): { file: string; markers: string[] }[] {
  const hits: { file: string; markers: string[] }[] = [];
  for (const file of listFiles(dir)) {
    if (!/\.(m?js|css|html|json|map|txt)$/.test(file)) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    const markers = FAKER_MARKERS.filter((marker) => text.includes(marker));
    if (markers.length > 0) hits.push({ file, markers });
  }
  return hits;
}

/** `/assets/x.js` or `./x.js` (relative to `fromFile`) as a path relative to the build dir. */
function resolveAsset(ref: string, fromFile: string): string | null {
  if (/^(https?:)?\/\//.test(ref) || ref.startsWith('data:')) return null;
  const clean = ref.split(/[?#]/)[0] ?? ref;
  if (clean.startsWith('/')) return clean.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean));
}

/** Static imports of a built ES module (`import ... from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g,
    /(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.m?js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export interface InitialAssets {
  /** The entry script(s) of index.html. */
  entries: string[];
  /** Every JS file the home route loads before any dynamic import: entries + static imports. */
  js: string[];
  /** Stylesheets linked from index.html and imported by the initial JS (Vite links them all). */
  css: string[];
}

/** The JS and CSS the home route loads up front, read from the build's index.html. */
export function initialAssets(dir: string): InitialAssets {
  const htmlPath = path.join(dir, 'index.html');
  if (!existsSync(htmlPath))
    throw new Error(`No production build at ${dir} (index.html missing): run vite build first`);
  const html = readFileSync(htmlPath, 'utf8');
  const entries: string[] = [];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) {
      const file = resolveAsset(attr('src') ?? '', 'index.html');
      if (file) {
        entries.push(file);
        js.add(file);
      }
    } else if (tag.startsWith('<link')) {
      const rel = attr('rel') ?? '';
      const file = resolveAsset(attr('href') ?? '', 'index.html');
      if (!file) continue;
      if (rel === 'modulepreload') js.add(file);
      if (rel === 'stylesheet') css.add(file);
    }
  }
  return { entries, js: [...withStaticImports(dir, [...js])].sort(), css: [...css].sort() };
}

/** `files` (built JS, relative to `dir`) and every file they import statically, all the way down. */
export function withStaticImports(dir: string, files: string[]): Set<string> {
  const js = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    for (const ref of staticImports(readFileSync(full, 'utf8'))) {
      const dep = resolveAsset(ref, file);
      if (dep && !js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  return js;
}

/** Sum of the gzipped sizes of `files` (relative to `dir`), in KB (1 KB = 1024 bytes). */
export function gzipKB(dir: string, files: string[]): number {
  let bytes = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    if (existsSync(full)) bytes += gzipSync(readFileSync(full)).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}
