// The views' window onto the session actor (systemId `session`): who is looking, on which device
// and from which country. The root actor system is created once, outside React (runtime/system.ts).
import { useSelector } from '@xstate/react';
import type { Viewer } from '../../domain/types';
import {
  selectUser,
  selectUserArriving,
  selectViewer,
  selectViewerId,
  type SessionUser,
} from '../../machines/session.machine';
import { getSessionActor } from '../../runtime/system';

/** The long-lived session actor of the root system. */
export const getSession = getSessionActor;

/** The signed-in user's id, or null (what the API client sends as `x-pinstate-user`). */
export function currentViewerId(): string | null {
  return selectViewerId(getSession().getSnapshot());
}

function sameViewer(a: Viewer, b: Viewer): boolean {
  return (
    a.kind === b.kind &&
    a.id === b.id &&
    a.country === b.country &&
    a.locale === b.locale &&
    a.device === b.device &&
    a.isPartner === b.isPartner &&
    a.isEmployee === b.isEmployee
  );
}

/** The current viewer (kind, id, country, device). */
export function useViewer(): Viewer {
  return useSelector(getSession(), selectViewer, sameViewer);
}

/** The locale numbers and dates are shown in, as chosen in the dev toolbar (spec 3 section 9). */
export function useLocale(): string {
  return useSelector(getSession(), (s) => s.context.locale);
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useSelector(getSession(), selectUser);
}

/** Whether a user is on the way in: the account area keeps the avatar's place. */
export function useUserArriving(): boolean {
  return useSelector(getSession(), selectUserArriving);
}

/** Whether the session is still restoring or signing in. */
export function useSessionBusy(): boolean {
  return useSelector(getSession(), (s) => s.hasTag('busy'));
}
