// The screen arbiter (docs/decisions/082) over random requests, releases, withdrawals, the cookie
// choice and resizes, against a small model written from the decision's sentences:
// - a window 480 px wide or less is a phone's; until its width is known, a window is a phone's;
// - on a phone, until the cookie choice is made, only the cookie surfaces show, one at a time;
//   after it, one surface at a time, toasts aside, which show at once unless a modal is up;
// - on a desktop, cookie surfaces show at once; toasts and anchored surfaces unless a modal is up;
//   a modal after the choice, one at a time; callouts, upsells and survey prompts after the
//   choice, one of them at a time and not under a modal;
// - a toast never shows beside a modal (its backdrop would hide it): a modal served as another
//   surface leaves waits for a toast already showing;
// - the next served is the most important kind (cookie, modal, callout, survey, upsell, anchored,
//   toast), then the caller's higher priority, then the first to ask; when a surface asks, or the
//   window becomes a phone's, everything asked for is served again in that order (a more
//   important surface takes a less important one's place, which waits); when one leaves, the
//   others keep the screen and the waiting are served;
// - a withdrawn or released request is never granted; only a shown surface may be marked viewed.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  mayJoin,
  mayMarkViewed,
  screenArbiterMachine,
  selectShown,
  selectWaiting,
  type ScreenArbiterEmitted,
  type ScreenArbiterEvent,
  type SurfaceKind,
} from '../machines/screen-arbiter.machine';
import { assertProperty, propertyFails } from './property-support';

/** Each id always asks as the same kind, as a view does. */
const SURFACES: Record<string, SurfaceKind> = {
  'cookies.banner': 'cookie',
  'cookies.settings': 'cookie',
  'modal.a': 'modal',
  'modal.b': 'modal',
  'callout.a': 'callout',
  'callout.b': 'callout',
  'upsell.a': 'upsell',
  'upsell.b': 'upsell',
  'survey.a': 'survey',
  'tooltip.a': 'anchored',
  'flyout.a': 'anchored',
  'toast.a': 'toast',
  'toast.b': 'toast',
};
const IDS = Object.keys(SURFACES);

const eventArb: fc.Arbitrary<ScreenArbiterEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        id: fc.constantFrom(...IDS),
        priority: fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined }),
      })
      .map(({ id, priority }) => ({
        type: 'arbiter.request' as const,
        id,
        kind: SURFACES[id]!,
        ...(priority === undefined ? {} : { priority }),
      })),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...IDS).map((id) => ({ type: 'arbiter.release' as const, id })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...IDS).map((id) => ({ type: 'arbiter.withdraw' as const, id })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'arbiter.consent' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(320, 479, 480, 481, 768, 1280)
      .map((width) => ({ type: 'arbiter.resize' as const, width })),
  },
);

interface Asked {
  id: string;
  kind: SurfaceKind;
  priority: number;
  seq: number;
}

interface Model {
  chosen: boolean;
  width: number | null;
  shown: Asked[];
  waiting: Asked[];
  seq: number;
}

const KIND_ORDER: SurfaceKind[] = [
  'cookie',
  'modal',
  'callout',
  'survey',
  'upsell',
  'anchored',
  'toast',
];
const before = (a: Asked, b: Asked): boolean => {
  const ka = KIND_ORDER.indexOf(a.kind);
  const kb = KIND_ORDER.indexOf(b.kind);
  if (ka !== kb) return ka < kb;
  if (a.priority !== b.priority) return a.priority > b.priority;
  return a.seq < b.seq;
};
const phone = (m: Model): boolean => m.width === null || m.width <= 480;

/** The decision's sentences: may this surface show beside those on screen? */
function allowed(m: Model, onScreen: Asked[], kind: SurfaceKind): boolean {
  const count = (...kinds: SurfaceKind[]) => onScreen.filter((s) => kinds.includes(s.kind)).length;
  if (phone(m)) {
    if (kind === 'toast') return m.chosen && count('modal') === 0;
    const others = onScreen.length - count('toast');
    if (!m.chosen) return kind === 'cookie' && others === 0;
    if (kind === 'modal') return onScreen.length === 0;
    return others === 0;
  }
  if (kind === 'cookie') return true;
  if (kind === 'toast') return count('modal') === 0;
  if (kind === 'anchored') return count('modal') === 0;
  if (!m.chosen) return false;
  if (kind === 'modal') return count('modal', 'toast') === 0;
  return count('modal') === 0 && count('callout', 'upsell', 'survey') === 0;
}

/** Serves the best waiting request that may show, again and again, until none may. */
function serve(m: Model): void {
  for (;;) {
    let best: Asked | null = null;
    for (const w of m.waiting) {
      if (allowed(m, m.shown, w.kind) && (best === null || before(w, best))) best = w;
    }
    if (best === null) return;
    const chosen = best;
    m.shown.push(chosen);
    m.waiting = m.waiting.filter((w) => w !== chosen);
  }
}

function step(m: Model, event: ScreenArbiterEvent): void {
  switch (event.type) {
    case 'arbiter.request':
      if (![...m.shown, ...m.waiting].some((s) => s.id === event.id)) {
        m.waiting.push({
          id: event.id,
          kind: event.kind,
          priority: event.priority ?? 0,
          seq: m.seq++,
        });
        // Everything asked for is served again, most important first.
        m.waiting.push(...m.shown);
        m.shown = [];
      }
      break;
    case 'arbiter.release':
    case 'arbiter.withdraw':
      m.shown = m.shown.filter((s) => s.id !== event.id);
      m.waiting = m.waiting.filter((s) => s.id !== event.id);
      break;
    case 'arbiter.consent':
      m.chosen = true;
      break;
    case 'arbiter.resize':
      m.width = event.width;
      if (phone(m)) {
        // Everything asked for is served again, most important first, under the phone's rules:
        // whoever the phone cannot take waits, and a waiting surface may now come before a
        // shown one (a modal that waited for a toast on a desktop).
        m.waiting.push(...m.shown);
        m.shown = [];
      }
      break;
  }
  serve(m);
}

const sortedIds = (list: readonly { id: string }[]) => list.map((s) => s.id).sort();

const arbiterFollowsTheRules = (machine: typeof screenArbiterMachine) =>
  fc.property(
    fc.option(fc.constantFrom(390, 480, 481, 1280), { nil: null }),
    fc.array(eventArb, { minLength: 5, maxLength: 40, size: 'max' }),
    (width, events) => {
      const actor = createActor(machine, { input: width === null ? undefined : { width } });
      const emitted: ScreenArbiterEmitted[] = [];
      actor.on('*', (e) => emitted.push(e));
      actor.start();
      const m: Model = { chosen: false, width, shown: [], waiting: [], seq: 0 };
      const gone = new Set<string>();
      for (const event of events) {
        const shownBefore = new Set(selectShown(actor.getSnapshot()).map((s) => s.id));
        emitted.length = 0;
        actor.send(event);
        step(m, event);
        // Withdrawn or released, until it asks again.
        if (event.type === 'arbiter.withdraw' || event.type === 'arbiter.release')
          gone.add(event.id);
        if (event.type === 'arbiter.request') gone.delete(event.id);
        const snapshot = actor.getSnapshot();
        const shown = selectShown(snapshot);
        const kinds = shown.map((s) => s.kind);

        // What is on screen and what waits, in serving order, is the model's.
        expect(sortedIds(shown)).toEqual(sortedIds(m.shown));
        expect(selectWaiting(snapshot).map((s) => s.id)).toEqual(
          [...m.waiting].sort((a, b) => (before(a, b) ? -1 : 1)).map((s) => s.id),
        );
        // Never two floating surfaces at once on a phone, and the cookie choice first.
        if (phone(m)) {
          expect(kinds.filter((k) => k !== 'toast').length).toBeLessThanOrEqual(1);
          if (!m.chosen) expect(kinds.every((k) => k === 'cookie')).toBe(true);
        } else if (!m.chosen) {
          expect(kinds.filter((k) => k !== 'cookie' && k !== 'anchored' && k !== 'toast')).toEqual(
            [],
          );
        }
        // No toast under a modal's backdrop, where its seconds would run out unseen.
        if (kinds.includes('modal')) expect(kinds).not.toContain('toast');
        // Never two modals, never two of the bottom floating slot.
        expect(kinds.filter((k) => k === 'modal').length).toBeLessThanOrEqual(1);
        expect(
          kinds.filter((k) => k === 'callout' || k === 'upsell' || k === 'survey').length,
        ).toBeLessThanOrEqual(1);
        // Nothing withdrawn or released is granted, and only what is shown may be marked viewed.
        for (const id of gone) expect(shown.some((s) => s.id === id)).toBe(false);
        for (const id of IDS) {
          expect(mayMarkViewed(snapshot, id)).toBe(m.shown.some((s) => s.id === id));
        }
        // Each surface is told when it gains or loses the screen, and only then.
        const shownNow = new Set(shown.map((s) => s.id));
        const gained = [...shownNow].filter((id) => !shownBefore.has(id)).sort();
        const setBack = [...shownBefore]
          .filter(
            (id) =>
              !shownNow.has(id) &&
              (event.type === 'arbiter.resize' || event.type === 'arbiter.request'),
          )
          .sort();
        expect(sortedIds(emitted.filter((e) => e.type === 'arbiter.granted'))).toEqual(gained);
        expect(sortedIds(emitted.filter((e) => e.type === 'arbiter.revoked'))).toEqual(setBack);
      }
      actor.stop();
    },
  );

test('one floating surface on a phone, the cookie choice first, one modal, nothing withdrawn granted, the next served in order', async () => {
  await assertProperty('screen arbiter', arbiterFollowsTheRules(screenArbiterMachine), 200);
});

test('the suite catches an arbiter that grants a second callout while one is shown', async () => {
  const mutant = screenArbiterMachine.provide({
    guards: {
      mayJoin: (_, { surface, onScreen, rules }) =>
        mayJoin(
          surface,
          surface.kind === 'callout' ? onScreen.filter((s) => s.kind !== 'callout') : onScreen,
          rules,
        ),
    },
  });
  expect(await propertyFails(arbiterFollowsTheRules(mutant))).toBe(true);
});

test('the suite catches an arbiter that lets a toast show under a modal', async () => {
  const mutant = screenArbiterMachine.provide({
    guards: {
      mayJoin: (_, { surface, onScreen, rules }) =>
        mayJoin(
          surface,
          surface.kind === 'toast' ? onScreen.filter((s) => s.kind !== 'modal') : onScreen,
          rules,
        ),
    },
  });
  expect(await propertyFails(arbiterFollowsTheRules(mutant))).toBe(true);
});
