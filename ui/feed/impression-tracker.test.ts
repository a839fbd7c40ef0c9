// @vitest-environment jsdom
// Impression tracking in the page (spec 3 sections 7 and 8): one IntersectionObserver shared by
// every grid, at the thresholds 0, 50, 80 and 100 percent; cards found as they mount; a card that
// goes while in view, or a grid that goes, reports the exit, to the system it was drawn for; a
// non-element is a console error.
import { afterEach, expect, test, vi } from 'vitest';
import { NON_ELEMENT_ERROR } from '../../domain/impressions';
import { SYSTEM_IDS } from '../../machines/system-ids';
import type { Api } from '../../api/api';
import type { Pin } from '../../domain/types';
import type { ImpressionObservation } from '../../machines/impressions.machine';
import { appActor, startAppSystem } from '../../runtime/system';

const observers: FakeObserver[] = [];
class FakeObserver {
  observed = new Set<Element>();
  constructor(
    readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser reports `el` at `ratio`. */
  see(el: Element, ratio: number) {
    this.callback([{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);

/** The page's idle callbacks, run when a test says the page is idle. */
const idle: { callback: () => void; timeout?: number }[] = [];
vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
  idle.push({ callback, timeout: options?.timeout });
  return idle.length;
});
const goIdle = () => idle.splice(0).forEach((i) => i.callback());

const sent: unknown[] = [];
const impressions = { send: (event: unknown) => sent.push(event) };
vi.spyOn(appActor.system, 'get').mockImplementation((id: PropertyKey) =>
  id === SYSTEM_IDS.impressions ? (impressions as never) : undefined,
);

const { trackImpressions } = await import('./impression-tracker');

function grid(...pinIds: string[]): HTMLElement {
  const el = document.createElement('section');
  for (const id of pinIds) el.append(card(id));
  document.body.append(el);
  return el;
}
function card(pinId: string): HTMLElement {
  const el = document.createElement('div');
  el.dataset.pinId = pinId;
  return el;
}
const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  goIdle();
  sent.length = 0;
  document.body.innerHTML = '';
});

test('one IntersectionObserver, at 0, 50, 80 and 100 percent, serves every grid', () => {
  const stopA = trackImpressions(grid('1', '2'));
  const stopB = trackImpressions(grid('3'));
  expect(observers).toHaveLength(1);
  expect(observers[0]?.options.threshold).toEqual([0, 0.5, 0.8, 1]);
  expect(observers[0]?.observed.size).toBe(3);
  stopA();
  stopB();
});

test("what the observer sees waits for an idle moment (at most 1000 ms), then reaches the impressions actor in one batch, with the grid's view type", () => {
  const el = grid('1', '2');
  const stop = trackImpressions(el, '107');
  observers[0]?.see(el.firstElementChild as Element, 0.6);
  observers[0]?.see(el.lastElementChild as Element, 0.2);
  expect(sent).toEqual([]);
  expect(idle.map((i) => i.timeout)).toEqual([1000]);
  goIdle();
  expect(sent).toEqual([
    {
      type: 'impressions.seen',
      observations: [
        { pinId: '1', ratio: 0.6, viewType: '107' },
        { pinId: '2', ratio: 0.2, viewType: '107' },
      ],
    },
  ]);
  stop();
});

test('a card mounted later is watched; one unmounted while in view reports its exit', async () => {
  const el = grid('1');
  const stop = trackImpressions(el);
  const later = card('2');
  el.append(later);
  await flushMutations();
  expect(observers[0]?.observed.has(later)).toBe(true);
  observers[0]?.see(later, 1);
  goIdle();
  sent.length = 0;
  later.remove();
  await flushMutations();
  goIdle();
  expect(sent).toEqual([
    { type: 'impressions.seen', observations: [{ pinId: '2', ratio: 0, viewType: null }] },
  ]);
  expect(observers[0]?.observed.has(later)).toBe(false);
  stop();
});

test('a grid that goes reports at once what it saw, then the exits of its cards still in view', () => {
  const el = grid('1', '2');
  const stop = trackImpressions(el);
  observers[0]?.see(el.firstElementChild as Element, 0.3);
  stop();
  expect(sent).toEqual([
    {
      type: 'impressions.seen',
      observations: [
        { pinId: '1', ratio: 0.3, viewType: null },
        { pinId: '1', ratio: 0, viewType: null },
      ],
    },
  ]);
});

test('impression tracking on a non-element is a console error, and tracks nothing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const stop = trackImpressions('not an element');
  expect(error).toHaveBeenCalledWith(NON_ELEMENT_ERROR, 'not an element');
  stop();
  error.mockRestore();
});

test('a grid that goes after a new system started reports to the system it was drawn for, never the new one', () => {
  const el = grid('7');
  const stop = trackImpressions(el);
  observers[0]?.see(el.firstElementChild as Element, 1);
  const next = startAppSystem({ api: {} as Api, storage: null });
  const sentToNext: unknown[] = [];
  vi.spyOn(next.root.system, 'get').mockImplementation((id: PropertyKey) =>
    id === SYSTEM_IDS.impressions
      ? ({ send: (e: unknown) => sentToNext.push(e) } as never)
      : undefined,
  );
  stop();
  expect(sentToNext).toEqual([]);
  expect(sent).toEqual([
    {
      type: 'impressions.seen',
      observations: [
        { pinId: '7', ratio: 1, viewType: null },
        { pinId: '7', ratio: 0, viewType: null },
      ],
    },
  ]);
});

// A promoted pin's view attribution (spec 1 sections 7 and 9; docs/decisions/095).

const AD = {
  id: '7',
  link: 'http://shop.example/lamp',
  isPromoted: true,
  pinPromotionId: 'pp-7',
  advertiserId: 'adv-7',
  campaignId: 'cmp-7',
  adDestinationUrl: null,
} as unknown as Pin;

/**
 * A system of its own whose impressions actor collects what it is told, with the viewer's
 * marketing choice; answers the observations reported to it so far.
 */
function systemWithMarketing(marketing: boolean): () => ImpressionObservation[] {
  const system = startAppSystem({ api: {} as Api, storage: null });
  const told: { observations: ImpressionObservation[] }[] = [];
  const cookieChoice = { getSnapshot: () => ({ context: { choice: { marketing } } }) };
  vi.spyOn(system.root.system, 'get').mockImplementation((id: PropertyKey) =>
    id === SYSTEM_IDS.impressions
      ? ({ send: (e: { observations: ImpressionObservation[] }) => told.push(e) } as never)
      : id === SYSTEM_IDS.cookies
        ? (cookieChoice as never)
        : undefined,
  );
  return () => told.flatMap((e) => e.observations);
}

test("a promoted pin's card coming into view carries its view attribution: source_event_type view, expiry 86400, priority 1", () => {
  const observations = systemWithMarketing(true);
  const el = grid('7', '8');
  const stop = trackImpressions(el, null, (id) => (id === '7' ? AD : undefined));
  const [promoted, organic] = [...el.children];
  observers[0]?.see(promoted as Element, 0.3);
  observers[0]?.see(organic as Element, 0.3);
  observers[0]?.see(promoted as Element, 0);
  goIdle();
  const [inView, other, out] = observations();
  const query = new URLSearchParams(inView?.adView ?? '');
  expect(Object.fromEntries(query)).toEqual({
    source_event_id: 'pp-7',
    destination: '["https://shop.example"]',
    expiry: '86400',
    priority: '1',
    source_event_type: 'view',
    advertiser_id: 'adv-7',
    campaign_id: 'cmp-7',
    hostname: window.location.hostname,
  });
  // An organic card, and a card leaving the viewport, carry none.
  expect(other).not.toHaveProperty('adView');
  expect(out).not.toHaveProperty('adView');
  stop();
});

test("a promoted pin's view carries no attribution when marketing is not allowed", () => {
  const observations = systemWithMarketing(false);
  const el = grid('7');
  const stop = trackImpressions(el, null, () => AD);
  observers[0]?.see(el.firstElementChild as Element, 0.5);
  goIdle();
  expect(observations()[0]).not.toHaveProperty('adView');
  stop();
});
