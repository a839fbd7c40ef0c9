// Impression tracking (spec 3 section 7 "Tracking"): entry and exit at visibility above 0, 50, 80
// and 100 percent, each threshold once per entry; one pin in five tracked (sample rate 5); view
// type 107 for notifications. The machine has no timers: each observation is handled as it comes.
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isTrackedPin, reachedThresholds } from '../domain/impressions';
import {
  impressionsMachine,
  type ImpressionObservation,
  type ImpressionsEmitted,
} from './impressions.machine';
import { flush } from './test-support';

/** Pins in the sample (one in five, by id) and one outside it. */
const TRACKED = '100001';
const OTHER_TRACKED = '100006';
const UNTRACKED = '100000';

function start(sampleRate = 5) {
  const emitted: ImpressionsEmitted[] = [];
  const actor = createActor(impressionsMachine, { input: { sampleRate } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const see = (...observations: ImpressionObservation[]) =>
    actor.send({ type: 'impressions.seen', observations });
  const batches = () => emitted.flatMap((e) => (e.type === 'impressions.recorded' ? [e] : []));
  const shown = () =>
    batches()
      .flatMap((e) => e.records)
      .map((e) =>
        e.type === 'impression.threshold'
          ? `${e.pinId}@${e.percent}`
          : `${e.pinId} exit ${e.maxPercent}`,
      );
  return { actor, emitted, batches, see, shown };
}

test('a tracked card entering the viewport records its entry at 0', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.2 });
  expect(t.shown()).toEqual([`${TRACKED}@0`]);
  expect(t.actor.getSnapshot().context.inView).toEqual({ [TRACKED]: [0] });
});

test('each threshold 50, 80 and 100 is recorded once per entry', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.6 });
  t.see({ pinId: TRACKED, ratio: 0.9 });
  t.see({ pinId: TRACKED, ratio: 0.6 });
  t.see({ pinId: TRACKED, ratio: 0.85 });
  t.see({ pinId: TRACKED, ratio: 1 });
  expect(t.shown()).toEqual([`${TRACKED}@0`, `${TRACKED}@50`, `${TRACKED}@80`, `${TRACKED}@100`]);
});

test('a card fully in view at once records 0, 50, 80 and 100 together', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 1 });
  expect(t.shown()).toEqual([`${TRACKED}@0`, `${TRACKED}@50`, `${TRACKED}@80`, `${TRACKED}@100`]);
});

test('leaving the viewport records the exit with the most it was seen; coming back is a new entry', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.55 });
  t.see({ pinId: TRACKED, ratio: 0 });
  t.see({ pinId: TRACKED, ratio: 0.3 });
  expect(t.shown()).toEqual([
    `${TRACKED}@0`,
    `${TRACKED}@50`,
    `${TRACKED} exit 50`,
    `${TRACKED}@0`,
  ]);
  expect(t.actor.getSnapshot().context.recorded).toBe(4);
});

test('an exit for a card that never entered records nothing', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0 });
  expect(t.shown()).toEqual([]);
});

test('the tracking sample rate is 5: a pin outside the sample records nothing', () => {
  const t = start();
  t.see({ pinId: UNTRACKED, ratio: 1 }, { pinId: UNTRACKED, ratio: 0 });
  expect(t.shown()).toEqual([]);
  expect(t.actor.getSnapshot().context.inView).toEqual({});
});

test('one pin in five is tracked, the same pins every time', () => {
  const ids = Array.from({ length: 5000 }, (_, i) => String(100000 + i));
  const tracked = ids.filter((id) => isTrackedPin(id));
  expect(tracked.length / ids.length).toBeCloseTo(1 / 5, 2);
  expect(ids.filter((id) => isTrackedPin(id))).toEqual(tracked);
  expect(isTrackedPin(UNTRACKED, 1)).toBe(true);
});

test('one batch from the observer may carry several cards', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.5 }, { pinId: OTHER_TRACKED, ratio: 0.1 });
  expect(t.shown()).toEqual([`${TRACKED}@0`, `${TRACKED}@50`, `${OTHER_TRACKED}@0`]);
});

test('impressions on notifications carry view type 107', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.1, viewType: '107' });
  t.see({ pinId: TRACKED, ratio: 0, viewType: '107' });
  const records = t.batches().flatMap((e) => e.records);
  expect(records.map((e) => e.viewType)).toEqual(['107', '107']);
  expect(records[0]).toMatchObject({ objectId: TRACKED });
});

test('what one batch of observations records is emitted at once, and a batch that records nothing emits nothing', () => {
  const t = start();
  t.see({ pinId: TRACKED, ratio: 0.6 }, { pinId: OTHER_TRACKED, ratio: 0.2 });
  t.see({ pinId: UNTRACKED, ratio: 1 });
  t.see({ pinId: TRACKED, ratio: 0.7 });
  expect(t.batches().map((e) => e.records.length)).toEqual([3]);
  expect(t.actor.getSnapshot().context.recorded).toBe(3);
});

test('the thresholds reached: above 0 is the entry; 50 and 80 at or above their ratio, never half a point early; 100 fully in view', () => {
  expect(reachedThresholds(0)).toEqual([]);
  expect(reachedThresholds(0.01)).toEqual([0]);
  expect(reachedThresholds(0.5)).toEqual([0, 50]);
  expect(reachedThresholds(0.499)).toEqual([0]);
  expect(reachedThresholds(0.795)).toEqual([0, 50]);
  expect(reachedThresholds(0.79)).toEqual([0, 50]);
  expect(reachedThresholds(0.8)).toEqual([0, 50, 80]);
  // A card fully in view may report a hair under 1.
  expect(reachedThresholds(0.996)).toEqual([0, 50, 80, 100]);
  expect(reachedThresholds(0.99)).toEqual([0, 50, 80]);
});

// A promoted pin's view attribution (spec 1 section 7 "Attribution source GET", source_event_type
// view; section 9: views 86400 s, priority 1, carried in the query; docs/decisions/095).

const VIEW_QUERY = 'source_event_id=pp-9&source_event_type=view&expiry=86400&priority=1';

function startWithAds(register: (query: string) => Promise<void> = () => Promise.resolve()) {
  const sent: string[] = [];
  const emitted: ImpressionsEmitted[] = [];
  const logic = impressionsMachine.provide({
    actors: {
      attributeAdView: fromPromise<void, { query: string }>(({ input }) => {
        sent.push(input.query);
        return register(input.query);
      }),
    },
  });
  const actor = createActor(logic, { input: { sampleRate: 5 } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const see = (...observations: ImpressionObservation[]) =>
    actor.send({ type: 'impressions.seen', observations });
  const attributed = () => emitted.filter((e) => e.type === 'ad.attributed');
  return { actor, sent, see, attributed };
}

test("a promoted pin's view counts the first time its card enters the viewport: its attribution source is sent once", () => {
  const t = startWithAds();
  t.see({ pinId: TRACKED, ratio: 0.01, adView: VIEW_QUERY });
  expect(t.sent).toEqual([VIEW_QUERY]);
  // Fully in view, out, and back in: the same pin's view is not counted again.
  t.see({ pinId: TRACKED, ratio: 1, adView: VIEW_QUERY });
  t.see({ pinId: TRACKED, ratio: 0, adView: VIEW_QUERY });
  t.see({ pinId: TRACKED, ratio: 0.5, adView: VIEW_QUERY });
  expect(t.sent).toEqual([VIEW_QUERY]);
  expect(t.actor.getSnapshot().context.adViews).toEqual([TRACKED]);
});

test("a promoted pin's view counts whether or not the pin is in the tracking sample", () => {
  const t = startWithAds();
  t.see({ pinId: UNTRACKED, ratio: 0.3, adView: VIEW_QUERY });
  expect(t.sent).toEqual([VIEW_QUERY]);
  // The sample still decides the impression records: none for this pin.
  expect(t.actor.getSnapshot().context.recorded).toBe(0);
});

test('a card out of the viewport never counts a view', () => {
  const t = startWithAds();
  t.see({ pinId: TRACKED, ratio: 0, adView: VIEW_QUERY });
  expect(t.sent).toEqual([]);
});

test('a view whose attribution may not be sent (marketing refused, a parameter missing) sends nothing, and a later entry that may counts', () => {
  const t = startWithAds();
  t.see({ pinId: TRACKED, ratio: 0.4, adView: null });
  t.see({ pinId: OTHER_TRACKED, ratio: 0.4 });
  expect(t.sent).toEqual([]);
  t.see({ pinId: TRACKED, ratio: 0 }, { pinId: TRACKED, ratio: 0.2, adView: VIEW_QUERY });
  expect(t.sent).toEqual([VIEW_QUERY]);
});

test('two promoted pins seen in one batch each send their own view', () => {
  const t = startWithAds();
  t.see(
    { pinId: TRACKED, ratio: 0.2, adView: `${VIEW_QUERY}&a` },
    { pinId: OTHER_TRACKED, ratio: 0.2, adView: `${VIEW_QUERY}&b` },
    { pinId: TRACKED, ratio: 0.9, adView: `${VIEW_QUERY}&a` },
  );
  expect(t.sent).toEqual([`${VIEW_QUERY}&a`, `${VIEW_QUERY}&b`]);
});

test("once a view's source is registered, ad.attributed is emitted for the pin (view, marketing); a failed one emits nothing", async () => {
  const ok = startWithAds();
  ok.see({ pinId: TRACKED, ratio: 0.2, adView: VIEW_QUERY });
  expect(ok.attributed()).toEqual([]);
  await flush();
  expect(ok.attributed()).toEqual([
    { type: 'ad.attributed', pinId: TRACKED, eventType: 'view', marketing: true },
  ]);
  const failing = startWithAds(() => Promise.reject(new Error('server request failed.')));
  failing.see({ pinId: TRACKED, ratio: 0.2, adView: VIEW_QUERY });
  await flush();
  expect(failing.attributed()).toEqual([]);
  // Tracking goes on after a failed view.
  expect(failing.actor.getSnapshot().status).toBe('active');
  failing.see({ pinId: TRACKED, ratio: 0 });
  expect(failing.actor.getSnapshot().context.recorded).toBe(2);
});

test("a view whose attribution source could not be sent counts again at the pin's next entry", async () => {
  let fail = true;
  const t = startWithAds(() =>
    fail ? Promise.reject(new Error('server request failed.')) : Promise.resolve(),
  );
  t.see({ pinId: TRACKED, ratio: 0.2, adView: VIEW_QUERY });
  await flush();
  expect(t.actor.getSnapshot().context.adViews).toEqual([]);
  fail = false;
  t.see({ pinId: TRACKED, ratio: 0 }, { pinId: TRACKED, ratio: 0.3, adView: VIEW_QUERY });
  await flush();
  expect(t.sent).toEqual([VIEW_QUERY, VIEW_QUERY]);
  expect(t.attributed()).toHaveLength(1);
  expect(t.actor.getSnapshot().context.adViews).toEqual([TRACKED]);
});
