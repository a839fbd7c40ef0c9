// What the hide scenarios share (spec 1 section 4 "Pin feedback status"; spec 3 section 4 "Follow
// and hide actions"): a home-feed pin from a board the viewer follows, its feedback actor as the
// card makes it, and the press on 'Hide Pin' in its overflow menu.
import { KNOWN } from '../fixtures/known';
import { pinActorId } from '../machines/system-ids';
import type { ActStep, PinOnScreen, Step } from './format';

export const HIDDEN_PIN = KNOWN.pins.image;
export const feedbackActor = pinActorId(HIDDEN_PIN, 'feedback');
export const FOLLOWED_BOARD = { kind: 'board', id: KNOWN.boards.followed, name: 'Ceramics studio' };

/** The card's feedback actor, seeded as the card seeds it for a hide. */
export const hidablePin: PinOnScreen = {
  pinId: HIDDEN_PIN,
  kinds: ['feedback'],
  seed: {
    feedback: {
      canHide: true,
      where: { surface: 'feedback', feedbackType: 'followed' },
      unfollow: FOLLOWED_BOARD,
    },
  },
};

/** Opens the card's overflow menu and presses Hide Pin; headless, the event the press sends. */
export function hideFromMenu(say: string): Step[] {
  const open: ActStep = {
    kind: 'act',
    say: 'Jane opens the pin’s More options menu.',
    action: {
      do: 'click',
      target: { role: 'button', name: 'More options', withinPin: HIDDEN_PIN },
    },
    only: ['browser', 'playwright'],
  };
  return [
    open,
    {
      kind: 'act',
      say,
      action: {
        do: 'click',
        target: { role: 'menuitem', name: 'Hide Pin', withinPin: HIDDEN_PIN },
      },
      equivalent: { to: feedbackActor, event: { type: 'feedback.hide' } },
    },
    { kind: 'wait', say: 'The server hides it.', ms: 300 },
    {
      kind: 'expect',
      say: "'Pin hidden' shows in place of the card.",
      check: { actor: feedbackActor, state: { hidden: 'idle' } },
    },
    {
      kind: 'expect',
      say: "The card reads 'Pin hidden'.",
      check: { text: 'Pin hidden' },
      only: ['browser', 'playwright'],
    },
  ];
}
