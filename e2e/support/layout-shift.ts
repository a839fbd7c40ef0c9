// Cumulative layout shift of a page, counted from its first load: `watchLayoutShift(page)` before
// the page opens, `layoutShift(page)` once it has settled.
import type { Page } from '@playwright/test';

export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}
