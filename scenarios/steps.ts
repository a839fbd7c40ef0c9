// Small builders for steps many scenarios share, so each scenario reads as its story.
import type { ActStep, ExpectStep, Step } from './format';

/** The per-pin one-tap save actor's system id. */
export const saveActor = (pinId: string): string => `pin.${pinId}.oneTapSave`;
/** The per-pin favorite actor's system id. */
export const favoriteActor = (pinId: string): string => `pin.${pinId}.favorite`;
/** The per-pin saved indicator actor's system id. */
export const indicatorActor = (pinId: string): string => `pin.${pinId}.savedIndicator`;

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
