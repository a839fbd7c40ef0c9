// Which Chromium the browser stages drive (Playwright's end-to-end tests, the web bench), found the
// same way everywhere: CHROMIUM_PATH when set; else Debian's /usr/bin/chromium when it is there;
// else Playwright's own Chromium when it is installed. None: a sentence saying how to get one.
// The end-to-end tests take Debian's headless shell before the full browser when it is there: the
// same Chromium without its windowing layers, at about half the CPU for a page
// (docs/decisions/076). The bench keeps the full browser, the one people run.
// Used by playwright.config.ts and scripts/bench-web.ts; scripts/test.sh runs this file:
//
//   npx tsx scripts/chromium.ts [--tests]   prints the path and exits 0, or says how to get one
//                                           and exits 1 (--tests: the end-to-end tests' choice)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's package chromium-headless-shell: the same Chromium, headless only. */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where the Chromium came from, or why there is none. */
export type ChromiumLookup =
  | { path: string; from: 'CHROMIUM_PATH' | 'Debian' | 'Playwright' }
  | { path: undefined; problem: string };

const HOW_TO_GET_ONE =
  'set CHROMIUM_PATH to a Chromium or Chrome binary, install Debian\'s chromium ("sudo apt-get install chromium", at /usr/bin/chromium), or Playwright\'s own ("npx playwright install chromium")';

/** Where Playwright would have its own Chromium (installed or not); blank when it cannot say. */
function playwrightChromium(): string {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
}

/**
 * Finds the Chromium to drive. A CHROMIUM_PATH that names nothing is a problem of its own, not a
 * reason to take another browser.
 */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: () => string = playwrightChromium,
): ChromiumLookup {
  const named = env.CHROMIUM_PATH;
  if (named) {
    return exists(named)
      ? { path: named, from: 'CHROMIUM_PATH' }
      : { path: undefined, problem: `CHROMIUM_PATH=${named} does not exist: ${HOW_TO_GET_ONE}` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, from: 'Debian' };
  const own = playwrightPath();
  if (own && exists(own)) return { path: own, from: 'Playwright' };
  return { path: undefined, problem: `No Chromium found: ${HOW_TO_GET_ONE}` };
}

/**
 * The Chromium the end-to-end tests drive: as `findChromium`, but Debian's headless shell first
 * when there is no CHROMIUM_PATH.
 */
export function findTestChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: () => string = playwrightChromium,
): ChromiumLookup {
  if (!env.CHROMIUM_PATH && exists(DEBIAN_HEADLESS_SHELL)) {
    return { path: DEBIAN_HEADLESS_SHELL, from: 'Debian' };
  }
  return findChromium(env, exists, playwrightPath);
}

/** The Chromium's path; throws the sentence saying how to get one when there is none. */
export function chromiumPath(lookup: ChromiumLookup = findChromium()): string {
  if (lookup.path === undefined) throw new Error(lookup.problem);
  return lookup.path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lookup = process.argv.includes('--tests') ? findTestChromium() : findChromium();
  if (lookup.path === undefined) {
    process.stderr.write(`${lookup.problem}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${lookup.path}\n`);
  }
}
