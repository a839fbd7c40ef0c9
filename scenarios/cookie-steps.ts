// Steps the cookie scenarios share: a press on the home feed's cookie banner or in its settings
// modal, done in the browser by clicking the control a person sees, and headless by sending the
// event that control sends.
import { ACCEPT_ALL, COOKIE_TEXT, REJECT_ALL, type CookieCategory } from '../domain/cookies';
import type { ActStep, Step } from './format';

const BANNER_EVENTS = {
  acceptAll: 'cookies.acceptAll',
  rejectAll: 'cookies.rejectAll',
  letMeChoose: 'cookies.choose',
} as const;

/** A press on one of the banner's buttons: Accept all, Reject all or Let me choose. */
export function pressBanner(button: keyof typeof BANNER_EVENTS, say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name: COOKIE_TEXT[button] } },
    equivalent: { to: 'cookies', event: { type: BANNER_EVENTS[button] } },
  };
}

/** A press on one of the settings modal's switches. */
export function pressSwitch(category: CookieCategory, say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'switch', name: COOKIE_TEXT.categories[category] } },
    equivalent: { to: 'cookies', event: { type: 'cookies.toggle', category } },
  };
}

/** A press on the settings modal's Save. */
export function pressSave(say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name: COOKIE_TEXT.save } },
    equivalent: { to: 'cookies', event: { type: 'cookies.save' } },
  };
}

/**
 * Accept all or Reject all pressed and saved: the settings call answers, the choice is the one
 * pressed, and the banner is closed.
 */
export function pressAndSave(
  button: 'acceptAll' | 'rejectAll',
  { who, saved }: { who: string; saved: string },
): Step[] {
  const choice = button === 'acceptAll' ? ACCEPT_ALL : REJECT_ALL;
  return [
    pressBanner(button, `${who} presses ${COOKIE_TEXT[button]}.`),
    { kind: 'wait', say: 'The settings call answers.', ms: 100 },
    { kind: 'expect', say: saved, check: { actor: 'cookies', path: 'choice', equals: choice } },
    {
      kind: 'expect',
      say: 'The banner is closed.',
      check: { actor: 'cookies', state: 'decided' },
    },
  ];
}
