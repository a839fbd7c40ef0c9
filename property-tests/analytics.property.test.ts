// The root analytics actor over random event streams (one event at a time, or a few emitted at
// once), against the plainest model: the whole stream, of which the actor must hold exactly the last `keep`, in order, numbered from 1; and
// its sending over random choices, time, sink failures and the page going away, against the
// choice as it stood.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  analyticsMachine,
  type AnalyticsContext,
  type AnalyticsRecord,
} from '../machines/analytics.machine';

const eventArb = fc.record({
  source: fc.constantFrom('session', 'pin.1.save', 'pin.2.outbound', 'board.b1.follow'),
  type: fc.constantFrom('log', 'pin.saved', 'navigate', 'outbound.followed'),
  eventType: fc.constantFrom(5, 101, 8948, 26),
});

const property = (logic: typeof analyticsMachine) =>
  fc.property(
    fc.integer({ min: 1, max: 12 }),
    fc.array(fc.array(eventArb, { minLength: 1, maxLength: 3 }), { maxLength: 25 }),
    (keep, groups) => {
      const actor = createActor(logic, { input: { keep } }).start();
      const model: { seq: number; source: string; type: string }[] = [];
      const stream: { eventType: number }[] = [];
      for (const group of groups) {
        const [e] = group;
        // A group is what one actor emitted at once: its source is the first one's.
        const events = group.map((g) => ({ type: g.type, eventType: g.eventType }));
        if (events.length === 1 && e) {
          actor.send({ type: 'analytics.record', source: e.source, event: events[0]! });
        } else {
          actor.send({ type: 'analytics.recordMany', source: e?.source ?? '', events });
        }
        for (const g of events) {
          stream.push(g);
          model.push({ seq: model.length + 1, source: e?.source ?? '', type: g.type });
        }
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

test('analytics holds exactly the last events of the stream, in order, never more than it keeps, whether they come one at a time or several at once', () => {
  fc.assert(property(analyticsMachine), { numRuns: 200 });
});

test('the suite catches an actor that drops the newest event instead of the oldest', () => {
  const mutant = analyticsMachine.provide({
    actions: {
      keepEvent: assign(({ context, event }) => {
        if (event.type === 'analytics.flush') return {};
        const events = event.type === 'analytics.record' ? [event.event] : event.events;
        const recent: AnalyticsContext['recent'] = [...context.recent];
        events.forEach((e, i) => {
          const next = {
            seq: context.received + i + 1,
            source: event.source,
            eventType: null,
            event: e,
          };
          if (recent.length < context.keep) recent.push(next);
        });
        return { received: context.received + events.length, recent };
      }),
    },
  });
  expect(fc.check(property(mutant), { numRuns: 200, seed: 3 }).failed).toBe(true);
});

// --- Sending, against a model of the cookie choice over time (spec 2 section 2) ---

type Choice = { analytics: boolean; marketing: boolean };
type Command =
  | { kind: 'record'; marketing: boolean; count: number }
  | { kind: 'choose'; choice: Choice }
  | { kind: 'tick'; ms: number }
  | { kind: 'sinkFails'; fails: boolean }
  | { kind: 'pageHides' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    marketing: fc.boolean(),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('choose' as const),
    choice: fc.record({ analytics: fc.boolean(), marketing: fc.boolean() }),
  }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ kind: fc.constant('sinkFails' as const), fails: fc.boolean() }),
  fc.record({ kind: fc.constant('pageHides' as const) }),
);

/** May the model send an event of this kind under this choice (null: none made yet)? */
const modelAllows = (choice: Choice | null, marketing: boolean): boolean =>
  choice !== null && (marketing ? choice.marketing : choice.analytics);

const sinkProperty = (logic: typeof analyticsMachine) =>
  fc.asyncProperty(fc.array(commandArb, { maxLength: 40 }), async (commands) => {
    const clock = new SimulatedClock();
    let choice: Choice | null = null;
    let fails = false;
    const sent: { seq: number; marketing: boolean; allowed: boolean }[] = [];
    const actor = createActor(
      logic.provide({
        actors: {
          sendEvents: fromPromise<void, { events: AnalyticsRecord[] }>(({ input }) => {
            if (fails) return Promise.reject(new Error('offline'));
            for (const r of input.events) {
              const marketing = (r.event as { marketing?: boolean }).marketing === true;
              sent.push({ seq: r.seq, marketing, allowed: modelAllows(choice, marketing) });
            }
            return Promise.resolve();
          }),
        },
      }),
      { input: { keep: 50, bufferMax: 20 }, clock },
    ).start();
    let everAllowed = false;
    for (const command of commands) {
      if (command.kind === 'record') {
        const event = { type: 'pin.saved', marketing: command.marketing };
        if (command.count === 1)
          actor.send({ type: 'analytics.record', source: 'pin.1.save', event });
        else
          actor.send({
            type: 'analytics.recordMany',
            source: 'pin.1.save',
            events: Array.from({ length: command.count }, () => event),
          });
      } else if (command.kind === 'choose') {
        choice = command.choice;
        everAllowed ||= command.choice.analytics || command.choice.marketing;
        actor.send({
          type: 'analytics.record',
          source: 'cookies',
          event: { type: 'cookies.changed', choice: { ...command.choice, personalization: false } },
        });
      } else if (command.kind === 'sinkFails') {
        fails = command.fails;
      } else if (command.kind === 'pageHides') {
        actor.send({ type: 'analytics.flush' });
      } else {
        clock.increment(command.ms);
      }
      await Promise.resolve();
      await Promise.resolve();
    }
    // No event is ever sent without the choice allowing it at the moment it goes.
    expect(sent.filter((s) => !s.allowed)).toEqual([]);
    // None is sent twice.
    expect(new Set(sent.map((s) => s.seq)).size).toBe(sent.length);
    // A viewer who never made a choice, or only ever refused, has had nothing sent.
    if (!everAllowed) expect(sent).toEqual([]);
  });

test('analytics never sends an event the cookie choice does not allow, and none twice', async () => {
  await fc.assert(sinkProperty(analyticsMachine), { numRuns: 200 });
});

test('the suite catches an actor that queues events whatever the choice', async () => {
  const mutant = analyticsMachine.provide({
    actions: {
      queueEvent: assign(({ context }) => {
        const record = context.recent.at(-1);
        return record ? { queue: [...context.queue, record] } : {};
      }),
    },
  });
  const result = await fc.check(sinkProperty(mutant), { numRuns: 300, seed: 7 });
  expect(result.failed).toBe(true);
});
