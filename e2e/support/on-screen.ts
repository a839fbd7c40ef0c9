// Is it on screen, and is it what a person sees there? Read in the page: each element matching a
// selector whose box is not inside the window, or whose centre shows something else (a cover is
// named, so a failure says who drew over it).
import type { Page } from '@playwright/test';

/**
 * What is drawn at the middle of each match, if not the match itself (a cover names the culprit).
 * A cover inside `coverIn` is let be: a spec names there what is known and fixed elsewhere.
 */
export async function coveredOrOffScreen(
  page: Page,
  selector: string,
  coverIn?: string,
): Promise<string[]> {
  return page.evaluate(
    ([css, coverIn]) => {
      const problems: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(css)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? css;
        if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) {
          problems.push(`${name}: off screen at ${Math.round(box.left)},${Math.round(box.top)}`);
          continue;
        }
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (top !== element && !element.contains(top) && !(coverIn && top?.closest(coverIn))) {
          problems.push(`${name}: covered by ${top?.tagName ?? 'nothing'} ${top?.className ?? ''}`);
        }
      }
      return problems;
    },
    [selector, coverIn] as const,
  );
}

/** The document's width: the window's, unless something makes the page scroll sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Resolves true once every picture on the first screen has loaded (or failed), false after
 * `timeout` ms.
 */
export async function firstScreenPictures(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        [...document.images].every((img) => {
          // The screen is the visual viewport: a phone page too wide for it widens the layout one.
          const width = visualViewport?.width ?? innerWidth;
          const height = visualViewport?.height ?? innerHeight;
          const r = img.getBoundingClientRect();
          const onScreen =
            r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < height && r.left < width;
          return !onScreen || !img.getAttribute('src') || img.complete;
        }),
      undefined,
      { timeout, polling: 100 },
    )
    .then(() => true)
    .catch(() => false);
}
