// What views read from the cookie actor (machines/cookies.machine.ts), apart from the machine, so
// the banner and the settings page load without it.
import type { CookieChoice } from '../domain/cookies';

/** The part of a cookie actor's snapshot the selectors read. */
export interface CookiesView {
  hasTag: (tag: string) => boolean;
  context: { choice: CookieChoice | null; draft: CookieChoice };
}

/**
 * Whether the banner shows: undecided, and on mobile not while the settings modal is open. A press
 * that saves closes it at once (spec 2 section 4: it "saves the choice and closes"); a save that
 * fails brings it back.
 */
export function selectBannerShown(s: CookiesView, device: 'desktop' | 'mobile'): boolean {
  if (s.context.choice !== null || s.hasTag('checking') || s.hasTag('busy')) return false;
  if (s.hasTag('modal')) return device === 'desktop';
  return true;
}
export const selectSettingsOpen = (s: CookiesView): boolean => s.hasTag('modal');
export const selectCookieDraft = (s: CookiesView): CookieChoice => s.context.draft;
export const selectCookieChoice = (s: CookiesView): CookieChoice | null => s.context.choice;
export const selectCookiesSaving = (s: CookiesView): boolean => s.hasTag('busy');
/** Whether the account's saved choice is still being fetched. */
export const selectCookiesChecking = (s: CookiesView): boolean => s.hasTag('checking');
