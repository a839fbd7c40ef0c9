// Cumulative layout shift of a page, counted from its first load: `watchLayoutShift(page)` before
// the page opens, `layoutShift(page)` once it has settled. `watchContentShifts` counts only the
// shifts whose moved nodes are inside `#content` (CLS as web vitals count it for the page's own
// content: the top bar's sign-in change is not the feed's).
import type { Page } from '@playwright/test';

/** Starts counting layout shifts (those inside the element `within`, if given) from the next load. */
export async function watchLayoutShift(
  page: Page,
  options: { within?: string } = {},
): Promise<void> {
  await page.addInitScript((within: string | null) => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node: Node | null }[];
      })[];
      const root = within === null ? null : document.getElementById(within);
      for (const entry of entries)
        if (
          within === null ||
          (entry.sources ?? []).some((source) => source.node && root?.contains(source.node))
        )
          (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, options.within ?? null);
}

/** The shifts counted so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}

/** Starts counting the content's layout shifts from the next page load on. */
export const watchContentShifts = (page: Page): Promise<void> =>
  watchLayoutShift(page, { within: 'content' });

/** The content's layout shifts so far. */
export const contentShifts = layoutShift;
