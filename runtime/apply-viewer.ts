// Applies a viewer preference (from the URL form or the dev toolbar) to the session actor:
// signed-in kinds sign in as the default fixture user when logged out; logged-out kinds sign out.
import type { ViewerPreference } from '../domain/viewer';
import { DEFAULT_VIEWER_USER_ID, isSignedInKind, parseViewerQuery } from '../domain/viewer';
import { getSessionActor } from './system';

export function applyViewerPreference(preference: Partial<ViewerPreference>): void {
  const session = getSessionActor();
  if (preference.device) session.send({ type: 'viewer.setDevice', device: preference.device });
  if (preference.country) session.send({ type: 'viewer.setCountry', country: preference.country });
  if (preference.locale) session.send({ type: 'viewer.setLocale', locale: preference.locale });
  const kind = preference.kind;
  if (!kind) return;
  const snapshot = session.getSnapshot();
  const signedIn = snapshot.context.user !== null || snapshot.context.pendingUserId !== null;
  if (isSignedInKind(kind)) {
    if (!signedIn) session.send({ type: 'session.signIn', userId: DEFAULT_VIEWER_USER_ID });
  } else if (signedIn) {
    session.send({ type: 'session.signOut' });
  }
  session.send({ type: 'viewer.setKind', kind });
}

/** Runs `then` once the session has read its stored state (so stored choices do not win). */
export function whenSessionRestored(then: () => void): void {
  const session = getSessionActor();
  if (!session.getSnapshot().matches('restoring')) {
    then();
    return;
  }
  const subscription = session.subscribe((snapshot) => {
    if (snapshot.matches('restoring')) return;
    subscription.unsubscribe();
    then();
  });
}

/** The URL form `?viewer=&device=&country=&locale=`, applied once at start. */
export function applyViewerFromUrl(search: string): void {
  const preference = parseViewerQuery(search);
  if (Object.keys(preference).length === 0) return;
  whenSessionRestored(() => applyViewerPreference(preference));
}
