// The root analytics actor over random event streams, against the plainest model: the whole
// stream, of which the actor must hold exactly the last `keep`, in order, numbered from 1.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, createActor } from 'xstate';
import { analyticsMachine, type AnalyticsContext } from '../machines/analytics.machine';

const eventArb = fc.record({
  source: fc.constantFrom('session', 'pin.1.save', 'pin.2.outbound', 'board.b1.follow'),
  type: fc.constantFrom('log', 'pin.saved', 'navigate', 'outbound.followed'),
  eventType: fc.constantFrom(5, 101, 8948, 26),
});

const property = (logic: typeof analyticsMachine) =>
  fc.property(
    fc.integer({ min: 1, max: 12 }),
    fc.array(eventArb, { maxLength: 40 }),
    (keep, stream) => {
      const actor = createActor(logic, { input: { keep } }).start();
      const model: { seq: number; source: string; type: string }[] = [];
      for (const e of stream) {
        actor.send({
          type: 'analytics.record',
          source: e.source,
          event: { type: e.type, eventType: e.eventType },
        });
        model.push({ seq: model.length + 1, source: e.source, type: e.type });
        const recent = actor.getSnapshot().context.recent;
        expect(recent.map((r) => ({ seq: r.seq, source: r.source, type: r.event.type }))).toEqual(
          model.slice(-keep),
        );
        expect(recent.map((r) => r.eventType)).toEqual(
          model.slice(-keep).map((m) => (m.type === 'log' ? stream[m.seq - 1]!.eventType : null)),
        );
      }
      expect(actor.getSnapshot().context.received).toBe(stream.length);
    },
  );

test('analytics holds exactly the last events of the stream, in order, never more than it keeps', () => {
  fc.assert(property(analyticsMachine), { numRuns: 200 });
});

test('the suite catches an actor that drops the newest event instead of the oldest', () => {
  const mutant = analyticsMachine.provide({
    actions: {
      keepEvent: assign(({ context, event }) => {
        const next = {
          seq: context.received + 1,
          source: event.source,
          eventType: null,
          event: event.event,
        };
        const recent: AnalyticsContext['recent'] =
          context.recent.length >= context.keep ? context.recent : [...context.recent, next];
        return { received: context.received + 1, recent };
      }),
    },
  });
  expect(fc.check(property(mutant), { numRuns: 200, seed: 3 }).failed).toBe(true);
});
