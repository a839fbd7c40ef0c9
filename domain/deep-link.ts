// Mobile deep link and app upsell rules: the open-app modal or the store, old Android, the
// upsell country table (spec 3 sections 4 and 9).
export type AppPlatform = 'ios' | 'android' | 'ipad' | 'other';

/** Platforms with the native app (spec 3 section 4). */
export const SUPPORTED_APP_PLATFORMS: readonly AppPlatform[] = ['ios', 'android', 'ipad'];

/** The re-show interval of the app upsell is 14 times a base unit (spec 3 section 4). */
export const APP_UPSELL_RESHOW_MULTIPLIER = 14;

/** The platform of a user agent: ipad, ios, android or other (spec 3 section 4). */
export function appPlatform(userAgent: string): AppPlatform {
  if (/iPad/u.test(userAgent)) return 'ipad';
  if (/iPhone|iPod/u.test(userAgent)) return 'ios';
  if (/Android/u.test(userAgent)) return 'android';
  return 'other';
}

/** The Android major version of a user agent, or null (spec 3 section 4). */
export function androidVersion(userAgent: string): number | null {
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

/** The upsell country table; countries not listed map to 6 (spec 3 section 9). */
export const UPSELL_COUNTRY_NUMBERS: Readonly<Record<string, number>> = {
  US: 6,
  CA: 6,
  AU: 6,
  NZ: 6,
  NO: 6,
  DK: 6,
  PL: 6,
  JP: 8,
  TW: 8,
  TH: 8,
  IQ: 20,
  KH: 20,
  MM: 20,
  UZ: 20,
  BA: 22,
  BG: 22,
  BY: 22,
  CY: 22,
  GR: 22,
  MD: 22,
  RS: 22,
  UA: 22,
};

/** The upsell number of a country: the table's value, else 6 (spec 3 section 9). */
export function upsellCountryNumber(country: string | null | undefined): number {
  return UPSELL_COUNTRY_NUMBERS[(country ?? '').trim().toUpperCase()] ?? 6;
}
