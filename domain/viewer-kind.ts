// A viewer's kind (spec 1 section 6, spec 3 sections 6 and 9), apart from the dev toolbar's URL
// form (viewer.ts, which re-exports it): the session and the cards read it at the first paint,
// and a module the first paint reads lands in its chunk whole (decision 108, decision 112).
import type { Viewer, ViewerKind } from './types';

/** Every viewer kind, in the order the dev toolbar lists them (spec 3 section 6). */
export const VIEWER_KINDS: readonly ViewerKind[] = [
  'logged-out',
  'signed-in',
  'partner',
  'employee',
  'bot',
  'social-bot',
];

/** The default viewer country (spec 3 section 9: default country US). */
export const DEFAULT_COUNTRY = 'US';

/** The default viewer locale (spec 3 section 9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

/** Whether a viewer kind is signed in: signed-in, partner, employee (spec 3 section 6). */
export function isSignedInKind(kind: ViewerKind): boolean {
  return kind === 'signed-in' || kind === 'partner' || kind === 'employee';
}

/** Whether a viewer is signed in: a signed-in kind with a user id (spec 1 section 6). */
export function isSignedIn(viewer: Pick<Viewer, 'kind' | 'id'>): boolean {
  return isSignedInKind(viewer.kind) && viewer.id !== null;
}

/** Bots and social bots (spec 1 section 6). */
export function isBot(viewer: Pick<Viewer, 'kind'>): boolean {
  return viewer.kind === 'bot' || viewer.kind === 'social-bot';
}

/** What the session knows of the signed-in user that decides the viewer kind. */
export interface ViewerKindUser {
  isPartner: boolean;
  isEmployee: boolean;
}

/**
 * The viewer kind of a session: the dev toolbar's choice when it fits the session (a bot is
 * logged out, a partner or employee is signed in), otherwise derived from the user: partner,
 * employee or signed-in; no user is logged out (spec 1 section 6, spec 3 section 6).
 */
export function sessionViewerKind({
  user,
  kindOverride,
}: {
  user: ViewerKindUser | null;
  kindOverride: ViewerKind | null;
}): ViewerKind {
  if (!user) {
    return kindOverride && !isSignedInKind(kindOverride) ? kindOverride : 'logged-out';
  }
  if (kindOverride && isSignedInKind(kindOverride)) return kindOverride;
  if (user.isPartner) return 'partner';
  if (user.isEmployee) return 'employee';
  return 'signed-in';
}
