// Cookie consent (spec 2 section 2 "Cookie banner", section 4 "Cookie banner", section 7 "Save
// cookie settings"): the three categories, the banner's buttons, and how a choice maps to the
// user settings call.
import type { UserSettings } from './types';

/** A viewer's cookie choice: one switch per category. */
export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

export type CookieCategory = keyof CookieChoice;

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  'analytics',
  'marketing',
  'personalization',
];

/** The banner's buttons, the settings modal's switches and its save button (spec 2 section 2). */
export const COOKIE_TEXT = {
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  letMeChoose: 'Let me choose',
  /** Our own words where the spec shows none: the banner's and the modal's names, and Save. */
  banner: 'Cookie consent banner',
  bannerMessage:
    'Pinstate uses analytics, marketing and personalization cookies. Choose which ones we may use.',
  settings: 'Cookie settings',
  save: 'Save settings',
  close: 'Close',
  categories: {
    analytics: 'Analytics cookies',
    marketing: 'Marketing cookies',
    personalization: 'Personalization cookies',
  },
} as const;

export const ACCEPT_ALL: CookieChoice = { analytics: true, marketing: true, personalization: true };
export const REJECT_ALL: CookieChoice = {
  analytics: false,
  marketing: false,
  personalization: false,
};

/** The user settings call's fields for a choice (spec 2 section 7). */
export function cookieSettingsFields({
  choice,
  surfaceTag,
}: {
  choice: CookieChoice;
  surfaceTag: string;
}): Omit<UserSettings, 'id'> {
  return {
    allow_analytic_cookies: choice.analytics,
    allow_marketing_cookies: choice.marketing,
    allow_personalization_cookies: choice.personalization,
    surface_tag: surfaceTag,
  };
}

/**
 * The choice an account's settings hold, or null when none was made: settings are saved with the
 * surface the choice was made on, so settings without one are the defaults of an account that
 * was never asked.
 */
export function accountCookieChoice(settings: UserSettings): CookieChoice | null {
  if (!settings.surface_tag) return null;
  return {
    analytics: settings.allow_analytic_cookies,
    marketing: settings.allow_marketing_cookies,
    personalization: settings.allow_personalization_cookies,
  };
}

/** A stored choice read back from browser storage, or null when it is missing or corrupt. */
export function parseCookieChoice(text: string | null | undefined): CookieChoice | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!COOKIE_CATEGORIES.every((c) => typeof record[c] === 'boolean')) return null;
    return {
      analytics: record.analytics as boolean,
      marketing: record.marketing as boolean,
      personalization: record.personalization as boolean,
    };
  } catch {
    return null;
  }
}

/** Where a visitor's choice is kept in browser storage (decision 019). */
export const COOKIE_STORAGE_KEY = 'pinstate.cookies';
