// Who is looking: viewer kinds, devices and countries, and the dev toolbar's URL form
// `?viewer=&device=&country=&locale=` (spec 1 section 6, spec 3 sections 6 and 9). The kinds and
// the session's kind rules are viewer-kind.ts's, re-exported here.
import type { Device, ViewerKind } from './types';

export { DEFAULT_LOCALE, isBot, isSignedIn, isSignedInKind, VIEWER_KINDS } from './viewer-kind';

/** Devices of the card variants: desktop and mobile (spec 1 section 1). */
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];

/** The user a signed-in viewer kind signs in as when no id is given, u1 (spec 1 section 6 viewer kinds). */
export const DEFAULT_VIEWER_USER_ID = 'u1';

/** What the URL form asks for; the session decides the rest. */
export interface ViewerPreference {
  kind: ViewerKind;
  device: Device;
  country: string;
  /** A BCP 47 locale such as 'zh-CN'; absent means the session keeps its own. */
  locale?: string;
}

const KIND_ALIASES: Record<string, ViewerKind> = {
  'logged-out': 'logged-out',
  loggedout: 'logged-out',
  'signed-out': 'logged-out',
  signedout: 'logged-out',
  anonymous: 'logged-out',
  'signed-in': 'signed-in',
  signedin: 'signed-in',
  'logged-in': 'signed-in',
  loggedin: 'signed-in',
  user: 'signed-in',
  partner: 'partner',
  business: 'partner',
  employee: 'employee',
  bot: 'bot',
  'social-bot': 'social-bot',
  socialbot: 'social-bot',
};

/** A viewer kind from free text ('partner', 'Signed_In', 'socialbot'), or null (spec 3 section 6). */
function parseViewerKind(text: string | null | undefined): ViewerKind | null {
  const key = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/gu, '-');
  return KIND_ALIASES[key] ?? null;
}

/** A device from free text, or null when unknown (spec 1 section 1). */
function parseDevice(text: string | null | undefined): Device | null {
  const key = (text ?? '').trim().toLowerCase();
  if (key === 'mobile' || key === 'phone') return 'mobile';
  if (key === 'desktop' || key === 'web') return 'desktop';
  return null;
}

/** A two-letter country code in upper case, or null (spec 1 section 3: viewer country). */
function parseCountry(text: string | null | undefined): string | null {
  const code = (text ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/u.test(code) ? code : null;
}

/** A locale tag such as 'zh-CN', 'ja' or 'pt_BR' as 'pt-BR', or null when it is not one (spec 3 section 9). */
function parseLocale(text: string | null | undefined): string | null {
  try {
    return text ? (Intl.getCanonicalLocales(text.trim().replace(/_/gu, '-'))[0] ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The dev toolbar's URL form: `?viewer=partner&device=mobile&country=GB` read into a viewer
 * preference; a missing or bad value keeps the fallback (spec 1 section 6). Returns only the
 * fields the query names, so a caller can tell "asked" from "not asked".
 */
export function parseViewerQuery(search: string): Partial<ViewerPreference> {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const found: Partial<ViewerPreference> = {};
  const kind = parseViewerKind(query.get('viewer'));
  const device = parseDevice(query.get('device'));
  const country = parseCountry(query.get('country'));
  if (kind) found.kind = kind;
  if (device) found.device = device;
  const locale = parseLocale(query.get('locale'));
  if (country) found.country = country;
  if (locale) found.locale = locale;
  return found;
}
