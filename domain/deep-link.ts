// Mobile deep link and app upsell rules: the open-app modal or the store, old Android, the
// upsell country table (spec 3 sections 4 and 9).
import { DAY_MS } from './constants';
import { SENSITIVE_QUERY_PARAMS } from './sensitive-params';

export type AppPlatform = 'ios' | 'android' | 'ipad' | 'other';

/** Platforms with the native app (spec 3 section 4). */
const SUPPORTED_APP_PLATFORMS: readonly AppPlatform[] = ['ios', 'android', 'ipad'];

/** The re-show interval of the app upsell is 14 times a base unit (spec 3 section 4). */
const APP_UPSELL_RESHOW_MULTIPLIER = 14;

/** The platform of a user agent: ipad, ios, android or other (spec 3 section 4). */
function appPlatform(userAgent: string): AppPlatform {
  if (/iPad/u.test(userAgent)) return 'ipad';
  if (/iPhone|iPod/u.test(userAgent)) return 'ios';
  if (/Android/u.test(userAgent)) return 'android';
  return 'other';
}

/** The Android major version of a user agent, or null (spec 3 section 4). */
function androidVersion(userAgent: string): number | null {
  const match = /Android\s+(\d+)/u.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
}

/** Android versions below 7 are flagged (spec 3 section 4). */
export function isOldAndroid(userAgent: string): boolean {
  const version = androidVersion(userAgent);
  return version !== null && version < 7;
}

/**
 * On tap: a logged-in viewer on a supported platform (ios, android, ipad) and not in an exempt
 * state gets the open-app modal; otherwise the app store or one-link page opens (spec 3
 * section 4).
 */
export function deepLinkAction({
  loggedIn,
  platform,
  exempt = false,
}: {
  loggedIn: boolean;
  platform: AppPlatform;
  exempt?: boolean;
}): 'openAppModal' | 'appStore' {
  return loggedIn && SUPPORTED_APP_PLATFORMS.includes(platform) && !exempt
    ? 'openAppModal'
    : 'appStore';
}

/**
 * The base unit of the app upsell's re-show interval. The spec does not show it (spec 3 section
 * 9); one day is chosen (docs/decisions/054).
 */
const APP_UPSELL_BASE_UNIT_MS = DAY_MS;

/** The app upsell shows again 14 base units after it was dismissed (spec 3 section 4). */
export const APP_UPSELL_RESHOW_MS = APP_UPSELL_RESHOW_MULTIPLIER * APP_UPSELL_BASE_UNIT_MS;

/** Where the app upsell's dismissal is kept (the time it was dismissed, in ms). */
export const APP_UPSELL_STORAGE_KEY = 'pinstate.appUpsellDismissedAt';

/** How long the app upsell stays away, given when it was dismissed (null: never) and now. */
export function appUpsellSnoozeLeft(dismissedAt: number | null, now: number): number {
  if (dismissedAt === null || !Number.isFinite(dismissedAt) || dismissedAt > now) return 0;
  return Math.max(0, dismissedAt + APP_UPSELL_RESHOW_MS - now);
}

/**
 * Reads a stored dismissal time, a number as the app writes it (JSON's own form); anything else,
 * a text `Number()` would still read (`0x10`, a no-break space before the digits), reads as never
 * dismissed.
 */
export function parseAppUpsellDismissedAt(raw: string | null | undefined): number | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The platform of the viewer: a desktop viewer has no app platform; on mobile it is read from
 * the user agent (spec 3 section 4).
 */
export function viewerAppPlatform(device: 'desktop' | 'mobile', userAgent: string): AppPlatform {
  return device === 'mobile' ? appPlatform(userAgent) : 'other';
}

/**
 * Account routes (spec 3 section 2 "Account routes") are the exempt state: a viewer in the middle
 * of logging in, resetting a password or changing settings is sent to the store rather than asked
 * to leave for the app (docs/decisions/054).
 */
const DEEP_LINK_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/signup',
  '/password/reset',
  '/pw/',
  '/secure/panic',
  '/email/',
  '/email_verification_error',
  '/settings',
  '/age-appeal',
  '/oauth',
  '/app-factory-oauth',
  '/unauth-profile',
];

/** Whether a path (no query) is in the exempt state. */
export function isDeepLinkExempt(path: string): boolean {
  const clean = path.split(/[?#]/u)[0] ?? '';
  return DEEP_LINK_EXEMPT_PATHS.some((prefix) =>
    prefix.endsWith('/')
      ? clean.startsWith(prefix)
      : clean === prefix || clean.startsWith(`${prefix}/`),
  );
}

/** Where the viewer is sent: the app itself, the App Store, Google Play or the one-link page. */
export type AppDestination = 'app' | 'appStore' | 'playStore' | 'oneLink';

/** The store for a platform: App Store on ios and ipad, Google Play on android, else one-link. */
export function storeFor(platform: AppPlatform): Exclude<AppDestination, 'app'> {
  if (platform === 'ios' || platform === 'ipad') return 'appStore';
  if (platform === 'android') return 'playStore';
  return 'oneLink';
}

/**
 * The app's hand-off page (docs/decisions/054): in a real product the store, the one-link page or
 * the app itself; here an in-app page naming where the viewer goes, with the deep-link path and
 * the address sent.
 */
const APP_HANDOFF_PATH = '/get-app/';

export interface AppHandoff {
  to: AppDestination;
  deepLinkPath: string;
  /** The page address, sensitive parameters already stripped. */
  address: string;
  oldAndroid: boolean;
}

/** The hand-off page's address for a destination. */
export function appHandoffHref(handoff: AppHandoff): string {
  const query = new URLSearchParams({
    to: handoff.to,
    deep_link: handoff.deepLinkPath,
    url: handoff.address,
  });
  if (handoff.oldAndroid) query.set('old_android', '1');
  return `${APP_HANDOFF_PATH}?${query.toString()}`;
}

const DESTINATIONS: readonly AppDestination[] = ['app', 'appStore', 'playStore', 'oneLink'];

/** Reads the hand-off page's query; an unknown destination reads as the one-link page. */
export function parseAppHandoff(search: string): AppHandoff {
  const query = new URLSearchParams(search);
  const to = query.get('to') as AppDestination | null;
  return {
    to: to && DESTINATIONS.includes(to) ? to : 'oneLink',
    deepLinkPath: query.get('deep_link') ?? '/',
    address: query.get('url') ?? '',
    oldAndroid: query.get('old_android') === '1',
  };
}

/** The app-open modal's and the hand-off page's texts. */
export const APP_OPEN_TEXT = {
  openInApp: 'Open in app',
  dismissUpsell: 'Hide the app bar',
  modalTitle: 'Open this page in the Pinstate app?',
  modalBody: 'The app picks up right where you are.',
  openApp: 'Open the app',
  stayHere: 'Continue in the browser',
  oldAndroid: 'Your Android version is older than 7: the app may not run on it.',
  deepLinkLabel: 'Page in the app',
  addressLabel: 'Address sent',
  back: 'Back to the page',
} as const;

/** The hand-off page's heading for each destination. */
export const APP_HANDOFF_TITLE: Record<AppDestination, string> = {
  app: 'Opening the Pinstate app',
  appStore: 'Get Pinstate on the App Store',
  playStore: 'Get Pinstate on Google Play',
  oneLink: 'Get the Pinstate app',
};

/** The metric a failed Play store redirect counts (spec 3 section 8: metric only). */
export const PLAY_STORE_REDIRECT_FAILED_METRIC = 'deep_link.play_store_redirect_failed';

/** The sensitive parameter names present in an address (what stripping removes). */
export function sensitiveParamsIn(url: string): string[] {
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  const names = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const raw = pair.split('=')[0] ?? '';
      try {
        return decodeURIComponent(raw.replace(/\+/gu, ' ')).toLowerCase();
      } catch {
        return raw.toLowerCase();
      }
    });
  return names.filter((name) => (SENSITIVE_QUERY_PARAMS as readonly string[]).includes(name));
}
