// Steps the modal scenarios share: the modal's page actor spawned headless as its view would, and
// a press on one of its buttons that closes it, with its actor gone.
import { placementActorId } from '../machines/page-kinds';
import type { ActStep, ExpectStep, SendStep } from './format';

/** Headless, the placement's view asks the root for the modal's page actor `placement.<id>`. */
export function spawnModalHeadless(
  placementId: number,
  experienceId: number,
  delayMs: number,
): SendStep {
  return {
    kind: 'send',
    say: 'The placement shows its modal (headless, the view asks the root for its actor).',
    only: ['headless'],
    to: 'app',
    event: {
      type: 'page.spawn',
      systemId: placementActorId(placementId),
      kind: 'experienceModal',
      input: { placementId, experienceId, delayMs },
    },
  };
}

/** A person presses one of the modal's buttons; the modal closes and its actor goes. */
export function pressModalButton(
  placementId: number,
  say: string,
  name: string,
  outcome: 'modal.complete' | 'modal.dismiss',
): [ActStep, ExpectStep] {
  const modal = placementActorId(placementId);
  return [
    {
      kind: 'act',
      say,
      action: { do: 'click', target: { role: 'button', name } },
      equivalent: { to: modal, event: { type: outcome } },
    },
    {
      kind: 'expect',
      say: 'The modal is gone, and its actor with it.',
      check: { actor: modal, absent: true },
    },
  ];
}
