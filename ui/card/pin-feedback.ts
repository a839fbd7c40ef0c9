// Reporting a pin from a card's overflow menu: the pin's feedback actor (`pin.<id>.feedback`,
// machines/pin-feedback.machine.ts) sends the report; the entity store remembers a confirmed one,
// so the 'Reported' overlay survives the card scrolling away and back.
import { useSelector } from '@xstate/react';
import { getEntityStore, pinActorFor } from '../../runtime/system';

/** Reports a pin (the per-pin logic is loaded by the time a menu can be opened; waits if not). */
export function reportPin(pinId: string): void {
  void pinActorFor(pinId, 'feedback').then((feedback) => {
    feedback.send({ type: 'feedback.report' });
  });
}

/** Whether the viewer has reported this pin (spec 1 section 4 "Pin feedback status"). */
export function usePinReported(pinId: string): boolean {
  return useSelector(getEntityStore(), (s) => s.context.pins[pinId]?.reported === true);
}

/** Whether the viewer hid this pin (spec 1 section 4: 'Pin hidden' in place of the card). */
export function usePinHidden(pinId: string): boolean {
  return useSelector(getEntityStore(), (s) => s.context.pins[pinId]?.hidden === true);
}
