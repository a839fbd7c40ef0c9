// Steps of the invite landing scenarios (spec 3 section 4 "Invite landing"): the landing actor
// spawned headless as the page does, its state checked, and the paths carrying invite_code.
import { KNOWN } from '../fixtures/known';
import { pinPath } from '../domain/pin-path';
import type { InviteViewer } from '../machines/invite-landing.machine';
import { inviteLandingActorId } from '../machines/page-kinds';
import type { ExpectStep, SendStep } from './format';

/** The shared pin's closeup with the invite code in its url. */
export const invitePath = (code: string): string =>
  `${pinPath(KNOWN.pins.image)}?invite_code=${code}`;

/** The landing actor's system id: `invite.<code>.landing`. */
export const inviteActor = inviteLandingActorId;

/** Headless, the page asks the root for the landing actor (in the browser the page does). */
export function land(code: string, viewer: InviteViewer, say: string): SendStep {
  return {
    kind: 'send',
    say,
    only: ['headless'],
    to: 'app',
    event: {
      type: 'page.spawn',
      systemId: inviteActor(code),
      kind: 'inviteLanding',
      input: { code, viewer },
    },
  };
}

/** The landing actor is in this state. */
export function inviteState(
  code: string,
  state: string | Record<string, unknown>,
  say: string,
): ExpectStep {
  return { kind: 'expect', say, check: { actor: inviteActor(code), state } };
}

/** A visitor on desktop, and the default user (who allows messaging). */
export const VISITOR: InviteViewer = { id: null, allowsMessaging: false, device: 'desktop' };
export const MEMBER: InviteViewer = {
  id: KNOWN.users.default,
  allowsMessaging: true,
  device: 'desktop',
};

/** A text is (or, with `visible` false, is not) on the page: checked where there is a page. */
export function onPage(text: string, say: string, visible = true): ExpectStep {
  return {
    kind: 'expect',
    say,
    check: visible ? { text } : { text, visible },
    only: ['browser', 'playwright'],
  };
}
