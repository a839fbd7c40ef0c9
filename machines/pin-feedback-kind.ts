// The per-pin kind `feedback` (`pin.<id>.feedback`, spec 1 section 4 "Pin feedback status"): a
// report or a hide the entity store remembers stays; the card's seed says whether hide is
// offered, where it goes and whom an unfollow offer names.
import { serverError } from './catalogue-entry';
import { pinFeedbackMachine } from './pin-feedback.machine';
import type { PinFeedbackInput } from './pin-feedback-types';
import { definePinKind, localPin, type PinSpawn } from './pin-kind';

export interface PinFeedbackSeed extends PinSpawn {
  feedback?: Omit<PinFeedbackInput, 'pinId' | 'reported' | 'hidden'>;
}

const unfollow = { kind: 'board' as const, id: 'b1', name: 'Kitchen ideas' };

export const pinFeedbackPinKind = definePinKind({
  kind: 'feedback',
  logic: pinFeedbackMachine,
  inputFrom: (seed: PinFeedbackSeed, entities) => ({
    ...seed.feedback,
    pinId: seed.pinId,
    reported: localPin(entities, seed.pinId)?.reported ?? false,
    hidden: localPin(entities, seed.pinId)?.hidden ?? false,
  }),
  catalogue: {
    id: 'pin-feedback',
    title: 'Reporting, hiding and unfollowing from a pin',
    specSection:
      "spec 1 section 4 (pin feedback status), section 8 ('Report confirmed'); spec 3 section 4 'Follow and hide actions'",
    machine: pinFeedbackMachine,
    sampleInput: { pinId: '100001', canHide: true, unfollow },
    coverageInputs: [
      { pinId: '100001', canHide: true, unfollow },
      { pinId: '100001', reported: true, unfollow },
      { pinId: '100001', hidden: true, canHide: true, unfollow },
      { pinId: '100001' },
    ],
    events: [
      { event: { type: 'feedback.report' }, label: 'Choose Report in the overflow menu' },
      { event: { type: 'feedback.hide' }, label: 'Choose Hide Pin in the overflow menu' },
      { event: { type: 'feedback.undo' }, label: 'Press Undo on the hidden pin' },
      { event: { type: 'feedback.unfollow' }, label: 'Press Unfollow on the overlay' },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.sendFeedback', output: undefined },
      { type: 'xstate.error.actor.sendFeedback', error: serverError },
      { type: 'xstate.done.actor.hidePin', output: undefined },
      { type: 'xstate.error.actor.hidePin', error: serverError },
      { type: 'xstate.done.actor.unhidePin', output: undefined },
      { type: 'xstate.error.actor.unhidePin', error: serverError },
      { type: 'xstate.done.actor.unfollow', output: undefined },
      { type: 'xstate.error.actor.unfollow', error: serverError },
    ],
  },
});
