// The window of a long feed (docs/decisions/116): over random feeds of pages and random windows
// shown, with the pages asked for again coming back, the rule agrees with a small model: the pages
// within WINDOW_PAGES of those shown hold their pins (once asked for again), every other page is
// let go, every pin keeps its place (its id, in feed order), and the page asked for again is the
// one let go nearest to those shown, the first of equals.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Pin } from '../domain/types';
import type { FeedContext, FeedWindowRule } from '../machines/feed.machine';
import { isGap } from '../machines/feed.machine';
import { feedWindowRule, WINDOW_PAGES } from '../machines/feed-window';
import { assertProperty, propertyFails } from './property-support';

type Step = { kind: 'window'; from: number; to: number } | { kind: 'answer' };

/** The model: each page's size, whether it holds its pins, and the page asked for again. */
interface Model {
  sizes: number[];
  held: boolean[];
  refill: number | null;
}

/** The page of the pin at `index`, counted over the sizes (the last page beyond the feed). */
function modelPage(sizes: readonly number[], index: number): number {
  let seen = 0;
  for (const [page, size] of sizes.entries()) {
    seen += size;
    if (index < seen) return page;
  }
  return sizes.length - 1;
}

function modelWindow(model: Model, from: number, to: number): void {
  const first = modelPage(model.sizes, Math.min(from, to));
  const last = modelPage(model.sizes, Math.max(from, to));
  const away = (p: number) => Math.max(first - p, p - last, 0);
  model.held = model.held.map((held, p) => held && away(p) <= WINDOW_PAGES);
  const wanted = model.held
    .map((held, p) => ({ held, p }))
    .filter(({ held, p }) => !held && away(p) <= WINDOW_PAGES)
    .sort((a, b) => away(a.p) - away(b.p) || a.p - b.p);
  model.refill = wanted[0]?.p ?? null;
}

const feedShape = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 16 });
const steps = fc.array(
  fc.oneof(
    fc
      .record({ from: fc.nat({ max: 90 }), to: fc.nat({ max: 90 }) })
      .map((w): Step => ({ kind: 'window', ...w })),
    fc.constant<Step>({ kind: 'answer' }),
  ),
  { maxLength: 25 },
);

const windowFollowsTheModel = (rule: FeedWindowRule) =>
  fc.property(feedShape, steps, (sizes, run) => {
    let id = 0;
    const pages = sizes.map((size, p) => ({
      bookmark: p === 0 ? null : `b${p}`,
      pins: Array.from({ length: size }, () => ({ id: String((id += 1)) }) as Pin),
    }));
    const ids = pages.flatMap((page) => page.pins.map((pin) => pin.id));
    let context: FeedContext = {
      query: { kind: 'home' },
      startAtOnce: true,
      pins: pages.flatMap((page) => page.pins),
      pages,
      bookmark: null,
      error: null,
    };
    const model: Model = { sizes, held: sizes.map(() => true), refill: null };
    for (const step of run) {
      if (step.kind === 'window') {
        const total = ids.length;
        const from = step.from % total;
        const to = step.to % total;
        context = { ...context, ...rule.windowed(context, from, to) };
        modelWindow(model, from, to);
      } else {
        const at = context.refill;
        if (at === null || at === undefined) continue;
        // The page comes back from its bookmark with the same pins.
        const items = (pages[at]?.pins ?? []).map((pin) => ({ id: pin.id }) as Pin);
        context = { ...context, ...rule.filled(context, { items, bookmark: null }) };
        model.held[at] = true;
        model.refill = null;
      }
      expect(context.refill ?? null).toBe(model.refill);
      expect(context.pins.map((item) => item.id)).toEqual(ids);
      expect(context.pages.map((page) => page.pins.length)).toEqual(sizes);
      expect(context.pages.map((page) => !page.gone)).toEqual(model.held);
      for (const [p, page] of context.pages.entries())
        expect(page.pins.every((item) => isGap(item) !== model.held[p])).toBe(true);
      expect(context.pins).toEqual(context.pages.flatMap((page) => page.pins));
    }
  });

test('a long feed holds the pins of the pages within three of those shown, keeps every place, and asks first for the page let go nearest', async () => {
  await assertProperty('feed window', windowFollowsTheModel(feedWindowRule), 300);
});

test('the suite catches a window that reads only the last pin shown', async () => {
  const lastOnly: FeedWindowRule = {
    ...feedWindowRule,
    windowed: (context, _from, to) => feedWindowRule.windowed(context, to, to),
  };
  expect(await propertyFails(windowFollowsTheModel(lastOnly), 300)).toBe(true);
});

test('the suite catches a window that lets go of a page but not of its pins', async () => {
  const leaky: FeedWindowRule = {
    ...feedWindowRule,
    windowed: (context, from, to) => {
      const next = feedWindowRule.windowed(context, from, to);
      return {
        ...next,
        pins: context.pins,
        pages: (next.pages ?? context.pages).map((page, p) => ({
          ...page,
          pins: context.pages[p]?.pins ?? page.pins,
        })),
      };
    },
  };
  expect(await propertyFails(windowFollowsTheModel(leaky), 300)).toBe(true);
});
