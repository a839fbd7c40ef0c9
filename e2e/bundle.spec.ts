// The production build (fake-api/README.md, ui/README.md): no Faker code reaches the
// browser, and the home route's initial JavaScript leaves the closeup, boards, the scenario player
// and the dev toolbar to chunks of their own, loaded only when those are opened.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createApi } from '../api/client';
import { KNOWN } from '../fixtures/known';
import {
  distDir,
  findFaker,
  FAKER_MARKERS,
  gzipKB,
  initialAssets,
  listFiles,
  withStaticImports,
} from './support/bundle';
import { test, expect } from './support/fixtures';
import { trackApiCalls, waitForAppIdle } from './support/idle';

/** Built JS files the page loaded (paths relative to the build dir, as `assets/x.js`). */
async function jsLoadedBy(page: Page, url: string): Promise<Set<string>> {
  const loaded = new Set<string>();
  trackApiCalls(page);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.m?js$/.test(pathname) && response.ok()) loaded.add(pathname.replace(/^\//, ''));
  });
  await page.goto(url);
  await waitForAppIdle(page);
  return loaded;
}

test('the production build contains no Faker code', () => {
  const dir = distDir();
  const files = listFiles(dir);
  expect(
    files.some((f) => f.endsWith('.js')),
    `no JavaScript in ${dir}`,
  ).toBe(true);
  const hits = findFaker(dir);
  expect(hits, `Faker markers (${FAKER_MARKERS.join(', ')}) found in the build`).toEqual([]);
});

test('the Faker check finds Faker in a minified bundle that includes it', async () => {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(tmpdir(), 'pinstate-faker-'));
  try {
    writeFileSync(
      path.join(dir, 'entry.ts'),
      "import { faker } from '@faker-js/faker';\nconsole.log(faker.person.fullName());\n",
    );
    await build({
      entryPoints: [path.join(dir, 'entry.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      outfile: path.join(dir, 'assets', 'entry.js'),
      nodePaths: [path.resolve('node_modules')],
      logLevel: 'silent',
    });
    expect(findFaker(dir).map((hit) => hit.file)).toEqual(['assets/entry.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the home route's initial JavaScript is one entry with its static imports, all present in the build", () => {
  const dir = distDir();
  const initial = initialAssets(dir);
  const files = new Set(listFiles(dir));
  expect(initial.entries).toHaveLength(1);
  for (const file of [...initial.js, ...initial.css])
    expect(files.has(file), `${file} is missing`).toBe(true);
  test.info().annotations.push({
    type: 'home initial gzipped',
    description: `JS ${gzipKB(dir, initial.js)} KB in ${initial.js.length} files, CSS ${gzipKB(dir, initial.css)} KB`,
  });
});

/** The one built JS file whose name starts with `name-` (a chunk Rollup or vite.config.ts names). */
function chunkNamed(files: string[], name: string): string {
  const found = files.filter((f) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(f));
  expect(found, `one ${name} chunk`).toHaveLength(1);
  return found[0] ?? '';
}

/** What loading `file` fetches beyond the home route's initial JavaScript. */
function fetchedBeyondInitial(dir: string, file: string): string[] {
  const initial = new Set(initialAssets(dir).js);
  return [...withStaticImports(dir, [file])].filter((f) => !initial.has(f)).sort();
}

test('the late logic is gathered: the entry imports none of it, and it comes in two chunks at most', () => {
  const dir = distDir();
  const late = chunkNamed(listFiles(dir), 'pin-logic');
  expect(initialAssets(dir).js).not.toContain(late);
  // Left to Rollup, some forty chunks (docs/decisions/119): the late logic and the hero's display.
  expect(fetchedBeyondInitial(dir, late).length).toBeLessThanOrEqual(2);
});

test("the hero's renderer is one chunk beside the late logic, and its fetch ahead waits for none of the late logic", () => {
  const dir = distDir();
  const files = listFiles(dir);
  const late = new Set(fetchedBeyondInitial(dir, chunkNamed(files, 'pin-logic')));
  const renderer = chunkNamed(files, 'hero-banner');
  expect(fetchedBeyondInitial(dir, renderer).filter((f) => !late.has(f))).toEqual([renderer]);
  const ahead = chunkNamed(files, 'hero-ahead');
  expect(fetchedBeyondInitial(dir, ahead)).not.toContain(chunkNamed(files, 'pin-logic'));
});

test("the build's hashed files are served cached for good, the page itself revalidated", async ({
  request,
}) => {
  const { entries } = initialAssets(distDir());
  const entry = await request.get(`/${entries[0]}`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

test('the home route loads its initial JavaScript and shows pin cards', async ({
  browser,
  baseURL,
}) => {
  // A new context: the worker's tab may hold home's scripts in its cache already.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const initial = new Set(initialAssets(distDir()).js);
  const loaded = await jsLoadedBy(page, '/');
  await expect(page.getByTestId('pin-card').first()).toBeVisible();
  await context.close();
  for (const file of initial) expect(loaded.has(file), `${file} was not loaded by home`).toBe(true);
});

const areas: {
  name: string;
  path: (baseURL: string) => Promise<string>;
  /** Home may fetch this area's code ahead (a hovered or focused card fetches the closeup's). */
  prefetchedByHome?: boolean;
}[] = [
  {
    name: 'closeup',
    path: () => Promise.resolve(`/pin/${KNOWN.pins.image}/`),
    prefetchedByHome: true,
  },
  {
    name: 'board page',
    path: async (baseURL) => {
      const api = createApi({ baseUrl: baseURL, getViewerId: () => null });
      const board = await api.getBoard(KNOWN.boards.default);
      return board.url;
    },
  },
  { name: 'scenario player', path: () => Promise.resolve('/scenarios') },
  { name: 'dev toolbar', path: () => Promise.resolve('/?devtools') },
];

for (const area of areas) {
  test(`the ${area.name} is a chunk of its own, not in the home route's initial JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const initial = new Set(initialAssets(distDir()).js);
    const homeContext = await browser.newContext({ baseURL });
    const home = await jsLoadedBy(await homeContext.newPage(), '/');
    await homeContext.close();

    const areaContext = await browser.newContext({ baseURL });
    const areaPage = await areaContext.newPage();
    const opened = await jsLoadedBy(areaPage, await area.path(baseURL ?? ''));
    await areaContext.close();

    // An area home may fetch ahead is measured against home's initial JavaScript only: whether
    // home had fetched it by the time it went idle depends on where the pointer and focus were.
    const before = area.prefetchedByHome ? initial : home;
    const own = [...opened].filter((file) => !before.has(file));
    expect(
      own.length,
      `opening the ${area.name} loaded no JavaScript beyond the home route's`,
    ).toBeGreaterThan(0);
    for (const file of own)
      expect(initial.has(file), `${file} is in the home route's initial JS`).toBe(false);
  });
}
