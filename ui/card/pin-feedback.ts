// Reporting a pin from a card's overflow menu: the pin's feedback actor (`pin.<id>.feedback`,
// machines/pin-feedback.machine.ts) sends the report; the entity store remembers a confirmed one,
// so the 'Reported' overlay survives the card scrolling away and back.
import type { EntitySnapshot } from '../../machines/entity-store.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { pinActorFor } from '../../runtime/system';
import { useLateActorSelector } from '../app/late-actor';

/** Reports a pin (the per-pin logic is loaded by the time a menu can be opened; waits if not). */
export function reportPin(pinId: string): void {
  void pinActorFor(pinId, 'feedback').then((feedback) => {
    feedback.send({ type: 'feedback.report' });
  });
}

/** Whether the viewer has reported this pin (spec 1 section 4 "Pin feedback status"). */
export function usePinReported(pinId: string): boolean {
  // The store arrives with the per-pin logic (a late root actor); nothing is reported before.
  return useLateActorSelector(
    SYSTEM_IDS.entities,
    (s: EntitySnapshot) => s.context.pins[pinId]?.reported === true,
    false,
  );
}

/** Whether the viewer hid this pin (spec 1 section 4: 'Pin hidden' in place of the card). */
export function usePinHidden(pinId: string): boolean {
  return useLateActorSelector(
    SYSTEM_IDS.entities,
    (s: EntitySnapshot) => s.context.pins[pinId]?.hidden === true,
    false,
  );
}
