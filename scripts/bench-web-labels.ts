// The web figures' keys and what each means, for scripts/bench-web.ts and `npm run bench`.
import { LONG_TASK_MS } from './bench-web-page';

/** Pins the scroll goes through (the fixtures hold BENCH_PIN_COUNT, bench-processes.ts). */
export const SCROLL_PINS = 2000;

export const WEB_KEYS = [
  'web.homeJsGzipKB',
  'web.homeCssGzipKB',
  'web.lcpMs',
  'web.cls',
  'web.scrollLongTasks',
  'web.scrollTrackedCards',
  'web.maxMountedCards',
  'web.closeupMs.prefetched',
  'web.closeupMs.cold',
  'web.closeupMs.cpu4x',
  'web.signedIn.lcpMs',
  'web.signedIn.cls',
] as const;

export const WEB_LABELS: Record<(typeof WEB_KEYS)[number], string> = {
  'web.homeJsGzipKB': 'home initial JavaScript, gzipped (KB)',
  'web.homeCssGzipKB': 'home initial CSS, gzipped (KB)',
  'web.lcpMs': 'largest contentful paint of the home feed (ms)',
  'web.cls': 'cumulative layout shift (load and scroll)',
  'web.scrollLongTasks': `long tasks over ${LONG_TASK_MS} ms while scrolling ${SCROLL_PINS} pins, impression tracking on`,
  'web.scrollTrackedCards': 'pin cards watched by impression tracking (load and scroll)',
  'web.maxMountedCards': 'most pin cards mounted at once',
  'web.closeupMs.prefetched': 'card click to closeup title painted, prefetched (ms)',
  'web.closeupMs.cold': 'card click to closeup title painted, cold (ms)',
  'web.closeupMs.cpu4x': 'card click to closeup title painted, prefetched, CPU 4x (ms)',
  'web.signedIn.lcpMs': 'largest contentful paint, home signed in with banners (ms)',
  'web.signedIn.cls': 'cumulative layout shift, home signed in with banners',
};
