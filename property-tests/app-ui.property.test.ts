// App UI state (spec 3 section 4) over random plays, pauses, focus changes and resizes, checked
// against a small model written from the spec's sentences, not from the machine:
// - at most one organic video plays, and one that starts while another plays is ignored;
// - a promoted video never displaces nor is displaced by the organic one;
// - pausing marks the entry paused with its time and clears the current organic video;
// - while the app is away (blurred, hidden, page left) nothing plays.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { appUiMachine, type AppUiEvent } from '../machines/app-ui.machine';

const pins = ['p1', 'p2', 'p3', 'ad1', 'ad2'] as const;
const isAd = (pinId: string) => pinId.startsWith('ad');

const eventArb: fc.Arbitrary<AppUiEvent> = fc.oneof(
  fc
    .record({ pinId: fc.constantFrom(...pins), currentTime: fc.integer({ min: 0, max: 60 }) })
    .map(({ pinId, currentTime }) => ({
      type: 'video.play' as const,
      pinId,
      promoted: isAd(pinId),
      currentTime,
    })),
  fc
    .record({ pinId: fc.constantFrom(...pins), currentTime: fc.integer({ min: 0, max: 60 }) })
    .map(({ pinId, currentTime }) => ({ type: 'video.pause' as const, pinId, currentTime })),
  fc.constant({ type: 'app.blur' as const }),
  fc.constant({ type: 'app.focus' as const }),
  fc.constantFrom('sm' as const, 'lg' as const).map((size) => ({
    type: 'viewport.changed' as const,
    size,
  })),
);

/** The spec's sentences, one event at a time. */
interface Model {
  away: boolean;
  playing: { organic?: string; promoted?: string };
  paused: Map<string, number>;
  size: string;
}

function step(model: Model, event: AppUiEvent): void {
  switch (event.type) {
    case 'app.blur':
      model.away = true;
      for (const pinId of Object.values(model.playing)) if (pinId) model.paused.set(pinId, -1);
      model.playing = {};
      return;
    case 'app.focus':
      model.away = false;
      return;
    case 'viewport.changed':
      model.size = event.size;
      return;
    case 'video.pause':
      model.paused.set(event.pinId, event.currentTime);
      if (model.playing.organic === event.pinId) delete model.playing.organic;
      if (model.playing.promoted === event.pinId) delete model.playing.promoted;
      return;
    case 'video.play': {
      if (model.away) return;
      const lane = event.promoted ? 'promoted' : 'organic';
      const current = model.playing[lane];
      // "An organic video is ignored if another organic one already plays."
      if (lane === 'organic' && current !== undefined && current !== event.pinId) return;
      model.playing[lane] = event.pinId;
      model.paused.delete(event.pinId);
    }
  }
}

function agrees(machine: typeof appUiMachine) {
  return fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
    const actor = createActor(machine, { input: {} });
    actor.start();
    const model: Model = { away: false, playing: {}, paused: new Map(), size: 'lg' };
    for (const event of events) {
      actor.send(event);
      step(model, event);
      const c = actor.getSnapshot().context;
      expect(c.focused).toBe(!model.away);
      expect(c.organic).toBe(model.playing.organic ?? null);
      expect(c.promoted).toBe(model.playing.promoted ?? null);
      expect(c.viewport).toBe(model.size);
      if (model.away) expect([c.organic, c.promoted]).toEqual([null, null]);
      for (const [pinId, time] of model.paused) {
        expect(c.videos[pinId]?.paused).toBe(true);
        if (time >= 0) expect(c.videos[pinId]?.currentTime).toBe(time);
      }
    }
    actor.stop();
  });
}

test('app UI state agrees with the spec model over random plays, pauses, focus and sizes', () => {
  fc.assert(agrees(appUiMachine), { numRuns: 300 });
});

test('the suite catches a machine that lets a second organic video take over', () => {
  const mutant = appUiMachine.provide({ guards: { anotherOrganicPlays: () => false } });
  const result = fc.check(agrees(mutant), { numRuns: 300, seed: 7 });
  expect(result.failed).toBe(true);
});
