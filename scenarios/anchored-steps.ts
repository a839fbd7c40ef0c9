// Steps the tooltip-like guidance scenarios share (spec 2 section 4 "Tooltip and pulsar",
// "Educational popover"): a placement mounted and its experience chosen, its page actor
// `placement.<id>` shown (headless, as its view asks the root), and the analytics record of how
// it ended.
import { EXPERIENCE_ACTION_EVENT_TYPE } from '../domain/experiences';
import type { TooltipBehaviour } from '../domain/guidance-anchored';
import { placementActorId } from '../machines/page-kinds';
import type { ExpectStep, SendStep, Step } from './format';

/** Headless, the view's mount of the placement; then the experiences arrive and one is chosen. */
export function placementChosen({
  placementId,
  pathname,
  experienceId,
}: {
  placementId: number;
  pathname: string;
  experienceId: number;
}): Step[] {
  return [
    {
      kind: 'send',
      say: 'The page mounts the placement (headless, the placement registers itself).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId, pathname, bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: `Experience ${experienceId} is chosen for placement ${placementId}.`,
      check: {
        actor: 'experiences',
        path: `chosen.${placementId}.experience_id`,
        equals: experienceId,
      },
    },
  ];
}

/** Headless, the view asks the root for the placement's tooltip actor with the record's behaviour. */
export function tooltipShown({
  placementId,
  experienceId,
  behaviour,
}: {
  placementId: number;
  experienceId: number;
  behaviour: TooltipBehaviour;
}): SendStep {
  return {
    kind: 'send',
    say: 'The placement shows it (headless, the view asks the root for its actor).',
    only: ['headless'],
    to: 'app',
    event: {
      type: 'page.spawn',
      systemId: placementActorId(placementId),
      kind: 'tooltipPulsar',
      input: { placementId, experienceId, ...behaviour },
    },
  };
}

/** The analytics sink holds the experience's completed or dismissed event (spec 2 section 7). */
export function ended({
  how,
  placedId,
  say,
}: {
  how: 'completed' | 'dismissed';
  placedId: string;
  say: string;
}): ExpectStep {
  return {
    kind: 'expect',
    say,
    check: {
      actor: 'analytics',
      path: 'recent',
      contains: {
        source: 'experiences',
        event: { eventType: EXPERIENCE_ACTION_EVENT_TYPE[how], objectId: placedId },
      },
    },
  };
}

/**
 * A scroll, then the scroll delay to the millisecond (headless times it exactly: in the page the
 * app's clock also runs between steps), the dismissal, and its record (spec 2 section 4).
 */
export function scrollDismisses({
  placementId,
  experienceId,
  ms,
  what,
}: {
  placementId: number;
  experienceId: number;
  ms: number;
  what: string;
}): Step[] {
  const actor = placementActorId(placementId);
  return [
    { kind: 'send', say: 'Jane scrolls the page.', to: actor, event: { type: 'page.scroll' } },
    { kind: 'wait', say: `${ms - 1} ms pass.`, ms: ms - 1 },
    {
      kind: 'expect',
      say: `The ${what} is still there: its scroll delay is ${ms} ms.`,
      only: ['headless'],
      check: { actor, state: 'tooltip' },
    },
    { kind: 'wait', say: `1 ms more: ${ms} ms since the scroll.`, ms: 1 },
    {
      kind: 'expect',
      say: `The ${what} is dismissed.`,
      only: ['headless'],
      check: { actor, state: 'dismissed' },
    },
    ended({
      how: 'dismissed',
      placedId: `${placementId}:${experienceId}`,
      say: 'The dismissal is recorded (event type 6568).',
    }),
  ];
}
