// `npm run shots`: pictures of the product for people who would rather look than read. Builds the
// app, serves it with the fake API on an in-memory copy of the fixtures (nothing is written), and
// takes the first screen of each main route as each viewer sees it, at a phone size and a desktop
// size (e2e/support/screens.ts), plus the full page on the phone where a page ends; then writes a
// contact sheet, shots/index.html (scripts/shots-sheet.ts), with what was noticed on each first
// screen (scripts/shots-notes.ts). Prints the sheet's path and the time.
//
//   npm run shots                       every route
//   npm run shots -- home closeup       only these routes (ids of e2e/support/screens.ts)
//   SHOTS_DIST=dist npm run shots       an existing build, no build of its own
//   SHOTS_DIR=/tmp/shots ...            another output folder (default: shots/, gitignored)
//   SHOTS_PARALLEL=1 ...                pages at once (default 2: one per core on two cores)
//   SHOTS_SETTLE_MS=1500 ...            time given after the page is idle (default 500), for what
//                                       enters after a delay
//
// A script, not a test: it asserts nothing (docs/decisions/083).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { describePage, forgetApiCalls, trackApiCalls, waitForAppIdle } from '../e2e/support/idle';
import { firstScreenPictures } from '../e2e/support/on-screen';
import { viewerContext } from '../e2e/support/viewer';
import { chromiumPath, findTestChromium } from './chromium';
import {
  BIN,
  CHROMIUM_ARGS,
  ROOT,
  freePort,
  run,
  spawnGroup,
  stopProcessGroup,
  waitForHttp,
} from './bench-processes';
import {
  SHOT_ROUTES,
  SHOT_SIZES,
  SHOT_VIEWERS,
  planShots,
  type Shot,
  type ShotRoute,
} from '../e2e/support/screens';
import { contactSheet, shotCaption, type ShotOutcome } from './shots-sheet';
import { notesFrom } from './shots-notes';
import { PAGE_FACTS, type PageFacts } from '../e2e/support/page-facts';

/** The benches' Chromium, with no scrollbar drawn into a screenshot. */
const SHOT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--hide-scrollbars'];

/** How long a page may take to be idle, and its first screen's pictures to load. */
const IDLE_TIMEOUT_MS = 20_000;
const PICTURES_TIMEOUT_MS = 5_000;

function log(message: string): void {
  process.stderr.write(`[shots] ${message}\n`);
}

/** The routes named on the command line (all when none); an unknown id stops the command. */
function chosenRoutes(args: readonly string[]): readonly ShotRoute[] {
  const ids = args.filter((arg) => !arg.startsWith('-'));
  if (ids.length === 0) return SHOT_ROUTES;
  const unknown = ids.filter((id) => !SHOT_ROUTES.some((route) => route.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown route ${unknown.join(', ')}: choose from ${SHOT_ROUTES.map((r) => r.id).join(', ')}`,
    );
  }
  return SHOT_ROUTES.filter((route) => ids.includes(route.id));
}

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })
      .trim()
      .concat(
        execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
          cwd: ROOT,
          encoding: 'utf8',
        }).trim()
          ? ' (with changes)'
          : '',
      );
  } catch {
    return undefined;
  }
}

/** Takes the shot; answers what was noticed on its first screen (scripts/shots-notes.ts). */
async function takeShot(
  page: Page,
  shot: Shot,
  outDir: string,
  settleMs: number,
): Promise<string[]> {
  forgetApiCalls(page);
  await page.goto(shot.url, { waitUntil: 'load', timeout: 60_000 });
  await waitForAppIdle(page, { timeout: IDLE_TIMEOUT_MS });
  if (!(await firstScreenPictures(page, PICTURES_TIMEOUT_MS)))
    log(`${page.url()}: some pictures of the first screen had not loaded after 5 s`);
  await page.waitForTimeout(settleMs);
  await waitForAppIdle(page, { timeout: IDLE_TIMEOUT_MS });
  await page.screenshot({ path: path.join(outDir, shot.file), animations: 'disabled' });
  const notes = notesFrom(await page.evaluate<PageFacts>(PAGE_FACTS));
  if (shot.fullPageFile) {
    await page.screenshot({
      path: path.join(outDir, shot.fullPageFile),
      animations: 'disabled',
      fullPage: true,
    });
  }
  return notes;
}

/** The shots of one viewer at one size, in sequence, in a browser context of their own. */
async function takeGroup(
  browser: Browser,
  origin: string,
  shots: readonly Shot[],
  outDir: string,
  settleMs: number,
): Promise<ShotOutcome[]> {
  const [first] = shots;
  if (!first) return [];
  const { viewer, size } = first;
  const context = await viewerContext(browser, viewer, size.device, {
    baseURL: origin,
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    isMobile: size.touch,
    hasTouch: size.touch,
  });
  const outcomes: ShotOutcome[] = [];
  try {
    const page = await context.newPage();
    trackApiCalls(page);
    for (const shot of shots) {
      const started = Date.now();
      try {
        const notes = await takeShot(page, shot, outDir, settleMs);
        outcomes.push({ shot, notes });
        log(`${shotCaption(shot)}: ${Date.now() - started} ms`);
        for (const note of notes) log(`  ${note}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const where = await describePage(page).catch(() => '');
        log(`${shotCaption(shot)}: no picture: ${reason} ${where}`);
        outcomes.push({ shot, error: reason ?? 'unknown error' });
      }
    }
  } finally {
    await context.close();
  }
  return outcomes;
}

/** Runs `groups` through `lanes` workers at once; the outcomes in the groups' order. */
async function inLanes<T, R>(groups: readonly T[], lanes: number, work: (g: T) => Promise<R>) {
  const results: R[] = new Array<R>(groups.length);
  let next = 0;
  const lane = async () => {
    while (next < groups.length) {
      const i = next;
      next += 1;
      results[i] = await work(groups[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const routes = chosenRoutes(process.argv.slice(2));
  const executablePath = chromiumPath(findTestChromium());
  const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join(ROOT, 'shots'));
  const lanes = Number(process.env.SHOTS_PARALLEL ?? 2);
  const settleMs = Number(process.env.SHOTS_SETTLE_MS ?? 500);
  const workDir = mkdtempSync(path.join(tmpdir(), 'pinstate-shots-'));
  let preview: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    let distDir = path.join(workDir, 'dist');
    if (process.env.SHOTS_DIST) {
      distDir = path.resolve(process.env.SHOTS_DIST);
      log(`using the build in ${distDir} (SHOTS_DIST)`);
    } else {
      log('building the app');
      await run(
        path.join(BIN, 'vite'),
        ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
        process.env,
        180_000,
      );
      log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const [port, apiPort] = [await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${port}`;
    preview = spawnGroup(path.join(BIN, 'tsx'), ['scripts/preview.ts'], {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      API_MEMORY: '1',
      DIST_DIR: distDir,
    });
    const [launched] = await Promise.all([
      chromium.launch({ executablePath, args: SHOT_CHROMIUM_ARGS }),
      waitForHttp(`${origin}/`, [preview], 60_000).then(() =>
        waitForHttp(`${origin}/v3/feeds/home/?page_size=1`, preview ? [preview] : [], 60_000),
      ),
    ]);
    browser = launched;
    log(`the app at ${origin} (fake API on ${apiPort}, data in memory)`);

    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const shots = planShots(routes);
    const groups = SHOT_VIEWERS.flatMap((viewer) =>
      SHOT_SIZES.map((size) =>
        shots.filter((shot) => shot.viewer.id === viewer.id && shot.size.id === size.id),
      ),
    ).filter((group) => group.length > 0);
    const open = browser;
    const outcomes = (
      await inLanes(groups, lanes, (group) => takeGroup(open, origin, group, outDir, settleMs))
    ).flat();

    const seconds = Math.round((Date.now() - started) / 1000);
    const sheet = path.join(outDir, 'index.html');
    writeFileSync(
      sheet,
      contactSheet({
        outcomes,
        routes,
        viewers: SHOT_VIEWERS,
        sizes: SHOT_SIZES,
        takenAt: new Date().toISOString(),
        commit: commit(),
        seconds,
      }),
    );
    const failed = outcomes.filter((o) => o.error !== undefined);
    const pictures = outcomes.length - failed.length;
    process.stdout.write(
      `${pictures} screenshots${failed.length ? ` (${failed.length} failed)` : ''} in ${seconds} s: ${sheet}\n`,
    );
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    if (preview) stopProcessGroup(preview);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`shots: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
