// What views read of the session (machines/session.machine.ts): the user, the viewer record the
// domain rules take, the login prompt and whether it is busy.
import type { Viewer, ViewerKind } from '../domain/types';
import { sessionViewerKind } from '../domain/viewer-kind';
import type { LoginPrompt, SessionContext, SessionUser } from './session-types';

/** The session's snapshot as these read it. */
type SessionView = {
  context: SessionContext;
  matches(state: 'signedIn'): boolean;
  hasTag(tag: 'busy'): boolean;
};

/** The signed-in user, or null. */
export const selectUser = (snapshot: SessionView): SessionUser | null => snapshot.context.user;

/** The signed-in user's id, or null when logged out (what the API client sends). */
export const selectViewerId = (snapshot: SessionView): string | null =>
  snapshot.context.user?.id ?? null;

/**
 * Who the app's calls are made as: the signed-in user, or the one on the way in (a returning
 * viewer's stored session, a sign-in loading), whom the server knows by their credential before
 * the app has their account; null when logged out. A page keyed by it is asked for once, as them,
 * not first as a visitor and again once the account arrives (docs/decisions/100).
 */
export const selectCallerId = (snapshot: SessionView): string | null =>
  snapshot.context.user?.id ?? snapshot.context.pendingUserId ?? null;

/**
 * Whether a user is on the way in (a stored session being restored, or a sign-in loading): the
 * header keeps the avatar's place for them, so the bar does not change under the page.
 */
export const selectUserArriving = (snapshot: SessionView): boolean =>
  snapshot.context.user === null && snapshot.context.pendingUserId !== null;

export const selectIsSignedIn = (snapshot: SessionView): boolean => snapshot.matches('signedIn');

/**
 * The viewer kind: the dev toolbar's choice when it fits the session (a bot is logged out, a
 * partner or employee is signed in), otherwise derived from the user.
 */
export const selectViewerKind = (snapshot: SessionView): ViewerKind =>
  sessionViewerKind(snapshot.context);

/** The viewer record the domain rules take. */
export const selectViewer = (snapshot: SessionView): Viewer => {
  const kind = selectViewerKind(snapshot);
  const { user, device, country, locale } = snapshot.context;
  return {
    kind,
    id: user?.id ?? null,
    country,
    locale,
    device,
    isPartner: kind === 'partner',
    isEmployee: kind === 'employee',
    ...(user ? { createdAt: user.createdAt } : {}),
  };
};

export const selectLoginPrompt = (snapshot: SessionView): LoginPrompt | null =>
  snapshot.context.loginPrompt;

export const selectSignInError = (snapshot: SessionView): string | null =>
  snapshot.context.signInError;

/** Whether the session is still restoring or signing in. */
export const selectSessionBusy = (snapshot: SessionView): boolean => snapshot.hasTag('busy');
