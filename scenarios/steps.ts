// Small builders for steps many scenarios share, so each scenario reads as its story.
import { pinActorId } from '../machines/system-ids';
import type { ActStep, ExpectStep, ScenarioStart, SendStep, Step } from './format';

/** The per-pin one-tap save actor's system id. */
export const saveActor = (pinId: string): string => pinActorId(pinId, 'oneTapSave');
/** The per-pin favorite actor's system id. */
export const favoriteActor = (pinId: string): string => pinActorId(pinId, 'favorite');
/** The per-pin saved indicator actor's system id. */
export const indicatorActor = (pinId: string): string => pinActorId(pinId, 'savedIndicator');

/** A logged-out visitor on a phone, on home, with these pins' one-tap save actors. */
export function signedOutOnPhone(pinIds: readonly string[]): ScenarioStart {
  return {
    viewer: null,
    device: 'mobile',
    path: '/',
    pins: pinIds.map((pinId) => ({ pinId, kinds: ['oneTapSave'] })),
  };
}

/** The pin's one-tap save is toggled (what a tap on its Save button sends). */
export function sendSave(pinId: string, say: string): SendStep {
  return { kind: 'send', say, to: saveActor(pinId), event: { type: 'save.toggle' } };
}

/** The visitor signs in as this fixture user. */
export function signIn(userId: string, say: string): SendStep {
  return { kind: 'send', say, to: 'session', event: { type: 'session.signIn', userId } };
}

/** The pins held for after sign-in are exactly these, in order. */
export function heldAre(pinIds: readonly string[], say: string): ExpectStep {
  return { kind: 'expect', say, check: { actor: 'signedOutSaves', path: 'held', equals: pinIds } };
}

/** A person taps the card's Save button (the same event as a click or Enter). */
export function tapSave(pinId: string, say: string, name = 'Save'): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name, withinPin: pinId } },
    equivalent: { to: saveActor(pinId), event: { type: 'save.toggle' } },
  };
}

/** The toast on screen now says this (its headline), everywhere; and the page shows it. */
export function toastSays(headline: string, say: string): Step[] {
  const check: ExpectStep = {
    kind: 'expect',
    say,
    check: { actor: 'toasts', path: 'current.headline', equals: headline },
  };
  return [
    check,
    {
      kind: 'expect',
      say: `The page shows '${headline}'.`,
      check: { text: headline },
      only: ['browser', 'playwright'],
    },
  ];
}
