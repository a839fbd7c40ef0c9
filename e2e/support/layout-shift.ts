// The shifts of the page's content (CLS, as web vitals count it): an observer added before the
// page loads sums every layout shift whose moved nodes are inside `#content` (the top bar's own
// sign-in change is not the feed's).
import type { Page } from '@playwright/test';

/** Starts counting the content's layout shifts from the next page load on. */
export async function watchContentShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[];
      const content = document.getElementById('content');
      for (const entry of entries)
        if (entry.sources.some((source) => source.node && content?.contains(source.node)))
          (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The content's layout shifts so far. */
export function contentShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}
