// Pin card hover and long-press (spec 1 section 2 "Card behaviour", section 9 timings): over
// random pointer and touch gestures and time, the card agrees with a small model of the spec:
// hover makes the card active at once and slides the action bar in after 800 ms of hover when the
// viewer may edit; a press held over 500 ms opens the context menu when the viewer is allowed one;
// moving beyond squared distance 100 cancels the press; the 120 ms fade runs after hover ends; a
// card with a closeup to open asks for the closeup's code each time hover makes it active.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Pin } from '../domain/types';
import type { CardHoverEvent } from '../machines/card-hover.machine';
import {
  cardHoverMachine,
  selectIsActive,
  selectMenuOpen,
  selectShowsActionBar,
} from '../machines/card-hover.machine';
import { assertProperty, propertyFails } from './property-support';

/** Spec 1 section 9: long-press 500 ms; tap-cancel squared distance 100; action bar 800 ms; fade 120 ms. */
const LONG_PRESS = 500;
const ACTION_BAR = 800;
const FADE = 120;
const TAP_CANCEL_SQUARED = 100;

type Step = { kind: 'send'; event: CardHoverEvent } | { kind: 'wait'; ms: number };

const point = fc.integer({ min: 90, max: 115 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom<CardHoverEvent>(
      { type: 'hover.start' },
      { type: 'hover.end' },
      { type: 'press.end' },
      { type: 'press.cancel' },
      { type: 'menu.close' },
      { type: 'menu.open' },
    )
    .map((event): Step => ({ kind: 'send', event })),
  fc
    .record({ x: point, y: point })
    .map((p): Step => ({ kind: 'send', event: { type: 'press.start', ...p } })),
  fc
    .record({ x: point, y: point })
    .map((p): Step => ({ kind: 'send', event: { type: 'press.move', ...p } })),
  fc.integer({ min: 1, max: 900 }).map((ms): Step => ({ kind: 'wait', ms })),
);

/** The card as the spec describes it. */
type Model =
  | { is: 'idle' }
  | { is: 'fadingOut'; until: number }
  | { is: 'hovered'; since: number }
  | { is: 'pressing'; since: number; x: number; y: number }
  | { is: 'held' }
  | { is: 'menu' };

function send(model: Model, event: CardHoverEvent, now: number, menuAllowed: boolean): Model {
  switch (event.type) {
    case 'hover.start':
      return model.is === 'idle' || model.is === 'fadingOut'
        ? { is: 'hovered', since: now }
        : model;
    case 'hover.end':
      return model.is === 'hovered' ? { is: 'fadingOut', until: now + FADE } : model;
    case 'press.start':
      return model.is === 'idle' ? { is: 'pressing', since: now, x: event.x, y: event.y } : model;
    case 'press.move': {
      if (model.is !== 'pressing') return model;
      const squared = (event.x - model.x) ** 2 + (event.y - model.y) ** 2;
      return squared > TAP_CANCEL_SQUARED ? { is: 'idle' } : model;
    }
    case 'press.end':
    case 'press.cancel':
      return model.is === 'pressing' || model.is === 'held' ? { is: 'idle' } : model;
    case 'menu.close':
      return model.is === 'menu' ? { is: 'idle' } : model;
    // The ContextMenu key or Shift+F10 opens the menu from anywhere, where a menu is allowed.
    case 'menu.open':
      return menuAllowed ? { is: 'menu' } : model;
  }
}

function wait(model: Model, now: number, menuAllowed: boolean): Model {
  if (model.is === 'fadingOut' && now >= model.until) return { is: 'idle' };
  if (model.is === 'pressing' && now - model.since >= LONG_PRESS) {
    return menuAllowed ? { is: 'menu' } : { is: 'held' };
  }
  return model;
}

const inputArb = fc.record({
  canEdit: fc.boolean(),
  contextMenuAllowed: fc.boolean(),
  prefetchPinId: fc.constantFrom(null, 'p1'),
});

const cardFollowsTheSpec = (logic: typeof cardHoverMachine) =>
  fc.property(inputArb, fc.array(step, { maxLength: 30 }), (input, steps) => {
    const clock = new SimulatedClock();
    let codeAsks = 0;
    // The closeup's data never comes here: every hover that makes the card active asks again.
    const counted = logic.provide({
      actions: { fetchCloseupCode: () => void (codeAsks += 1) },
      actors: {
        prefetchPin: fromPromise<Pin | null, { pinId: string }>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(counted, { clock, input }).start();
    let model: Model = { is: 'idle' };
    let modelAsks = 0;
    let now = 0;
    for (const s of steps) {
      if (s.kind === 'send') {
        actor.send(s.event);
        const next = send(model, s.event, now, input.contextMenuAllowed);
        if (input.prefetchPinId !== null && model.is !== 'hovered' && next.is === 'hovered')
          modelAsks += 1;
        model = next;
      } else {
        clock.increment(s.ms);
        now += s.ms;
        model = wait(model, now, input.contextMenuAllowed);
      }
      const snapshot = actor.getSnapshot();
      expect(selectIsActive(snapshot)).toBe(model.is === 'hovered');
      expect(selectShowsActionBar(snapshot)).toBe(
        model.is === 'hovered' && input.canEdit && now - model.since >= ACTION_BAR,
      );
      expect(selectMenuOpen(snapshot)).toBe(model.is === 'menu');
      expect(codeAsks).toBe(modelAsks);
    }
    actor.stop();
  });

test('hover shows the action bar after 800 ms when the viewer may edit and asks for the closeup code; a press over 500 ms opens the menu when allowed; moving beyond squared distance 100 cancels', async () => {
  await assertProperty('card hover', cardFollowsTheSpec(cardHoverMachine), 200);
});

test('the suite catches a long press that opens the menu too soon', async () => {
  const hasty = cardHoverMachine.provide({ delays: { longPress: LONG_PRESS - 200 } });
  // Only a press held between 300 and 500 ms tells it apart: 200 runs missed it one time in a few
  // hundred, so it gets 1500.
  expect(await propertyFails(cardFollowsTheSpec(hasty), 1500)).toBe(true);
});

test('the suite catches a press that ignores the tap-cancel distance', async () => {
  const sticky = cardHoverMachine.provide({ guards: { movedBeyondTap: () => false } });
  expect(await propertyFails(cardFollowsTheSpec(sticky), 500)).toBe(true);
});

test('the suite catches a card that waits for the prefetch delay to ask for the closeup code', async () => {
  const late = cardHoverMachine.provide({ guards: { needsPrefetch: () => false } });
  expect(await propertyFails(cardFollowsTheSpec(late), 200)).toBe(true);
});
