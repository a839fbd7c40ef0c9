// Steps the cookie scenarios share: a press on the home feed's cookie banner or in its settings
// modal, done in the browser by clicking the control a person sees, and headless by sending the
// event that control sends.
import { COOKIE_TEXT, type CookieCategory } from '../domain/cookies';
import type { ActStep } from './format';

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
