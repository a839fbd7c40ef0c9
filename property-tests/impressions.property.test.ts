// Impression tracking (spec 3 section 7 "Tracking"): over random visibility reports for a few cards,
// the machine follows a small model of the spec: a tracked card's entry (above 0) and each of the
// thresholds 50, 80 and 100 are recorded once per entry, its exit once when it leaves, and a card
// outside the sample records nothing. A promoted pin's view (spec 1 sections 7 and 9,
// docs/decisions/095) is attributed the first time its card is in view (above 0) while its view
// attribution may be sent, once per pin, sampled or not; never out of view.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, enqueueActions, fromPromise, type AnyStateMachine } from 'xstate';
import { isTrackedPin } from '../domain/impressions';
import { impressionsMachine, type ImpressionsEmitted } from '../machines/impressions.machine';
import { assertProperty, propertyFails } from './property-support';

/** Two tracked pins and one outside the sample (rate 5). */
const PINS = ['100001', '100006', '100000'] as const;

const report = fc.record({
  pinId: fc.constantFrom(...PINS),
  // A promoted pin's view attribution query when it may be sent; none (or null) otherwise.
  adView: fc.option(fc.constantFrom('view-a', 'view-b'), { nil: undefined }),
  // Ratios the observer reports: out, each threshold exactly, fully in, and anything between
  // (a threshold must not be reached even a hair early).
  ratio: fc.oneof(
    fc.constantFrom(0, 0, 0.5, 0.8, 1),
    fc.double({ min: 0, max: 1, noNaN: true }),
    // Within a point under 50, 80 or 100 percent.
    fc.constantFrom(0.5, 0.8, 1).chain((t) => fc.double({ min: t - 0.01, max: t, noNaN: true })),
  ),
});
const batches = fc.array(fc.array(report, { minLength: 1, maxLength: 3 }), { maxLength: 40 });

/** The model: which thresholds each pin has had in its current entry, and what it records. */
function modelRecords(all: readonly { pinId: string; ratio: number }[][]): string[] {
  const entry = new Map<string, Set<number>>();
  const out: string[] = [];
  for (const batch of all)
    for (const { pinId, ratio } of batch) {
      if (!isTrackedPin(pinId)) continue;
      const seen = entry.get(pinId);
      if (ratio === 0) {
        if (seen) out.push(`${pinId} exit ${Math.max(...seen)}`);
        entry.delete(pinId);
        continue;
      }
      const now = seen ?? new Set<number>();
      entry.set(pinId, now);
      // Spec 3 section 7: above 0, 50, 80 and 100 percent.
      for (const [threshold, reached] of [
        [0, true],
        [50, ratio >= 0.5],
        [80, ratio >= 0.8],
        // Fully in view: a hair under 1 counts (a card's edges fall between pixels).
        [100, ratio >= 0.995],
      ] as const) {
        if (reached && !now.has(threshold)) {
          now.add(threshold);
          out.push(`${pinId}@${threshold}`);
        }
      }
    }
  return out;
}

/** The model of view attribution: the queries sent, in order. */
function modelAdViews(
  all: readonly { pinId: string; ratio: number; adView?: string | undefined }[][],
): string[] {
  const counted = new Set<string>();
  const sent: string[] = [];
  for (const batch of all)
    for (const { pinId, ratio, adView } of batch) {
      // In view (above 0 percent), with a query, and not counted before.
      if (ratio > 0 && adView !== undefined && !counted.has(pinId)) {
        counted.add(pinId);
        sent.push(`${pinId} ${adView}`);
      }
    }
  return sent;
}

/** The view attribution sent by `machine` over `all`, as `pin query` lines. */
function sentAdViews(
  machine: typeof impressionsMachine,
  all: readonly { pinId: string; ratio: number; adView?: string | undefined }[][],
): string[] {
  const sent: string[] = [];
  const logic = machine.provide({
    actors: {
      attributeAdView: fromPromise<void, { query: string }>(({ input, self }) => {
        sent.push(`${self.id.slice('adView.'.length)} ${input.query}`);
        return new Promise<void>(() => undefined);
      }),
    },
  });
  const actor = createActor(logic, { input: { sampleRate: 5 } }).start();
  for (const observations of all) actor.send({ type: 'impressions.seen', observations });
  actor.stop();
  return sent;
}

/**
 * `early` reads every ratio this much higher before the machine sees it: a tracker that reaches a
 * threshold that much too soon.
 */
function followsTheModel(machine: AnyStateMachine, early = 0) {
  return fc.property(batches, (all) => {
    const emitted: ImpressionsEmitted[] = [];
    const actor = createActor(machine, { input: { sampleRate: 5 } });
    actor.on('*', (e: ImpressionsEmitted) => emitted.push(e));
    actor.start();
    for (const observations of all)
      actor.send({
        type: 'impressions.seen',
        observations: observations.map((o) => ({
          ...o,
          ratio: o.ratio > 0 ? Math.min(1, o.ratio + early) : o.ratio,
        })),
      });
    const shown = emitted
      .flatMap((e) => (e.type === 'impressions.recorded' ? e.records : []))
      .map((e) =>
        e.type === 'impression.threshold'
          ? `${e.pinId}@${e.percent}`
          : `${e.pinId} exit ${e.maxPercent}`,
      );
    expect(shown).toEqual(modelRecords(all));
    // Each threshold once per entry: between two exits of a pin, no record repeats.
    const perEntry = new Map<string, string[]>();
    for (const line of shown) {
      const [pinId] = line.split(/[@ ]/u);
      if (line.includes('exit')) perEntry.delete(pinId ?? '');
      else {
        const list = perEntry.get(pinId ?? '') ?? [];
        expect(list).not.toContain(line);
        perEntry.set(pinId ?? '', [...list, line]);
      }
    }
    actor.stop();
  });
}

test('each threshold is recorded once per entry, and exits once, as the spec says', async () => {
  await assertProperty('impressions', followsTheModel(impressionsMachine), 200);
});

test("a promoted pin's view is attributed once, the first time it is in view with a query, as the model says", async () => {
  await assertProperty(
    'impressions',
    fc.property(batches, (all) => {
      expect(sentAdViews(impressionsMachine, all)).toEqual(modelAdViews(all));
    }),
    200,
  );
});

test('the suite catches view attribution sent again on every entry', async () => {
  const everyEntry = impressionsMachine.provide({
    actions: {
      attributeAdViews: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'impressions.seen') return;
        for (const { pinId, ratio, adView } of event.observations)
          if (ratio > 0 && adView)
            enqueue.spawnChild('attributeAdView', {
              id: `adView.${pinId}`,
              input: { query: adView },
            });
      }),
    },
  });
  const fails = await propertyFails(
    fc.property(batches, (all) => {
      expect(sentAdViews(everyEntry, all)).toEqual(modelAdViews(all));
    }),
    100,
  );
  expect(fails).toBe(true);
});

test('the suite catches tracking that records a threshold again within one entry', async () => {
  const forgetful = impressionsMachine.provide({
    actions: {
      record: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'impressions.seen') return;
        for (const { pinId, ratio } of event.observations as { pinId: string; ratio: number }[])
          if (ratio > 0 && isTrackedPin(pinId))
            enqueue.emit({
              type: 'impressions.recorded',
              records: [
                {
                  type: 'impression.threshold',
                  pinId,
                  percent: 0,
                  objectId: pinId,
                  viewType: null,
                  auxData: { percent: 0 },
                },
              ],
            });
      }),
    },
  });
  expect(await propertyFails(followsTheModel(forgetful), 100)).toBe(true);
});

test('the suite catches tracking that reaches a threshold half a point early', async () => {
  expect(await propertyFails(followsTheModel(impressionsMachine, 0.005), 200)).toBe(true);
});
