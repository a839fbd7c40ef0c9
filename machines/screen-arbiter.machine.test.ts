// The screen arbiter's rules (docs/decisions/082), one test each. The arbiter holds no timers, so
// no clock is needed: every change follows an event at once.
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { isComplete, measureCoverage, formatTable } from './coverage';
import { screenArbiterEntry } from './screen-arbiter-catalogue';
import {
  isChoicePending,
  isGranted,
  mayMarkViewed,
  screenArbiterMachine,
  selectShown,
  selectWaiting,
  type ScreenArbiterEmitted,
  type SurfaceKind,
} from './screen-arbiter.machine';

function start(width?: number) {
  const actor = createActor(screenArbiterMachine, {
    input: width === undefined ? undefined : { width },
  }).start();
  const emitted: ScreenArbiterEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return {
    actor,
    emitted,
    ask: (id: string, kind: SurfaceKind, priority?: number) =>
      actor.send(
        priority === undefined
          ? { type: 'arbiter.request', id, kind }
          : { type: 'arbiter.request', id, kind, priority },
      ),
    release: (id: string) => actor.send({ type: 'arbiter.release', id }),
    withdraw: (id: string) => actor.send({ type: 'arbiter.withdraw', id }),
    consent: () => actor.send({ type: 'arbiter.consent' }),
    resize: (w: number) => actor.send({ type: 'arbiter.resize', width: w }),
    shown: () => selectShown(actor.getSnapshot()).map((s) => s.id),
    waiting: () => selectWaiting(actor.getSnapshot()).map((s) => s.id),
  };
}

const PHONE = 390;
const DESKTOP = 1280;

test('until the cookie choice is made nothing else floats on a phone', () => {
  const a = start(PHONE);
  a.ask('modal', 'modal');
  a.ask('callout', 'callout');
  a.ask('upsell', 'upsell');
  a.ask('survey', 'survey');
  a.ask('tooltip', 'anchored');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual([]);
  a.ask('banner', 'cookie');
  expect(a.shown()).toEqual(['banner']);
  expect(a.waiting()).toEqual(['modal', 'callout', 'survey', 'upsell', 'tooltip', 'toast']);
  expect(isChoicePending(a.actor.getSnapshot())).toBe(true);
});

test('until the width is known the phone’s rules apply', () => {
  const a = start();
  a.ask('tooltip', 'anchored');
  a.ask('banner', 'cookie');
  expect(a.shown()).toEqual(['banner']);
  a.resize(DESKTOP);
  expect(a.shown()).toEqual(['banner', 'tooltip']);
});

test('once the choice is made a phone shows one surface at a time, the most important first', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.ask('tooltip', 'anchored');
  a.ask('upsell', 'upsell');
  a.ask('survey', 'survey');
  a.ask('callout', 'callout');
  a.ask('modal', 'modal');
  a.consent();
  a.release('banner');
  expect(a.shown()).toEqual(['modal']);
  a.release('modal');
  expect(a.shown()).toEqual(['callout']);
  a.release('callout');
  expect(a.shown()).toEqual(['survey']);
  a.release('survey');
  expect(a.shown()).toEqual(['upsell']);
  a.release('upsell');
  expect(a.shown()).toEqual(['tooltip']);
  a.release('tooltip');
  expect(a.shown()).toEqual([]);
  expect(a.waiting()).toEqual([]);
});

test('a choice made while the banner is still up keeps the phone for the banner until it closes', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.ask('modal', 'modal');
  a.consent();
  expect(a.shown()).toEqual(['banner']);
  a.release('banner');
  expect(a.shown()).toEqual(['modal']);
});

test('on a phone the cookie settings wait until the banner gives the screen back', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.ask('cookie-settings', 'cookie');
  expect(a.shown()).toEqual(['banner']);
  a.release('banner');
  expect(a.shown()).toEqual(['cookie-settings']);
});

test('after the choice a toast shows at once on a phone, beside the one floating surface', () => {
  const a = start(PHONE);
  a.ask('toast.1', 'toast');
  expect(a.shown()).toEqual([]);
  a.consent();
  expect(a.shown()).toEqual(['toast.1']);
  a.ask('callout', 'callout');
  a.ask('toast.2', 'toast');
  expect(a.shown()).toEqual(['callout', 'toast.1', 'toast.2']);
});

test('on a phone a toast waits behind a modal, whose backdrop would hide it, and shows once the modal goes', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('modal', 'modal');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['modal']);
  expect(a.waiting()).toEqual(['toast']);
  expect(mayMarkViewed(a.actor.getSnapshot(), 'toast')).toBe(false);
  a.release('modal');
  expect(a.shown()).toEqual(['toast']);
});

test('a modal asking while a toast shows takes the screen; the toast waits again and comes back after it', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('toast', 'toast');
  a.ask('modal', 'modal');
  expect(a.shown()).toEqual(['modal']);
  expect(a.emitted).toContainEqual({ type: 'arbiter.revoked', id: 'toast', kind: 'toast' });
  a.release('modal');
  expect(a.shown()).toEqual(['toast']);
});

test('a modal served when the cookie choice is made waits for a toast already showing, which leaves by itself', () => {
  const a = start(DESKTOP);
  a.ask('modal', 'modal');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['toast']);
  a.consent();
  expect(a.shown()).toEqual(['toast']);
  expect(a.waiting()).toEqual(['modal']);
  a.release('toast');
  expect(a.shown()).toEqual(['modal']);
});

test('on a desktop the cookie banner, anchored surfaces and toasts show together before the choice', () => {
  const a = start(DESKTOP);
  a.ask('banner', 'cookie');
  a.ask('tooltip', 'anchored');
  a.ask('flyout', 'anchored');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['banner', 'tooltip', 'flyout', 'toast']);
});

test('on a desktop modals wait until the cookie choice is made', () => {
  const a = start(DESKTOP);
  a.ask('banner', 'cookie');
  a.ask('modal', 'modal');
  expect(a.shown()).toEqual(['banner']);
  a.consent();
  expect(a.shown()).toEqual(['banner', 'modal']);
});

test('on a desktop floating callouts, upsells and survey prompts wait for the choice', () => {
  const a = start(DESKTOP);
  a.ask('banner', 'cookie');
  a.ask('upsell', 'upsell');
  a.ask('survey', 'survey');
  a.ask('callout', 'callout');
  expect(a.shown()).toEqual(['banner']);
  a.consent();
  expect(a.shown()).toEqual(['banner', 'callout']);
});

test('a second modal waits until the first is released', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('first', 'modal');
  a.ask('second', 'modal');
  expect(a.shown()).toEqual(['first']);
  expect(a.waiting()).toEqual(['second']);
  a.release('first');
  expect(a.shown()).toEqual(['second']);
});

test('at most one floating callout or upsell at a time: the callout, then the survey, then the upsell', () => {
  const a = start(DESKTOP);
  a.ask('upsell', 'upsell');
  a.ask('survey', 'survey');
  a.ask('callout', 'callout');
  a.consent();
  expect(a.shown()).toEqual(['callout']);
  a.release('callout');
  expect(a.shown()).toEqual(['survey']);
  a.release('survey');
  expect(a.shown()).toEqual(['upsell']);
});

test('a more important surface takes the place of a less important one, which waits again', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('upsell', 'upsell');
  a.emitted.length = 0;
  a.ask('callout', 'callout');
  expect(a.shown()).toEqual(['callout']);
  expect(a.waiting()).toEqual(['upsell']);
  expect(a.emitted).toEqual([
    { type: 'arbiter.revoked', id: 'upsell', kind: 'upsell' },
    { type: 'arbiter.granted', id: 'callout', kind: 'callout' },
  ]);
  a.release('callout');
  expect(a.shown()).toEqual(['upsell']);
});

test('a shown surface keeps its slot when an equal one asks after it', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('first', 'callout');
  a.ask('second', 'callout');
  expect(a.shown()).toEqual(['first']);
  expect(a.waiting()).toEqual(['second']);
});

test('the caller’s priority orders surfaces of the same kind; equals are served first come', () => {
  const a = start(DESKTOP);
  a.ask('low', 'callout', 1);
  a.ask('plain.1', 'callout');
  a.ask('high', 'callout', 5);
  a.ask('plain.2', 'callout');
  a.ask('modal', 'modal', -3);
  expect(a.waiting()).toEqual(['modal', 'high', 'low', 'plain.1', 'plain.2']);
  a.consent();
  expect(a.shown()).toEqual(['modal']);
  a.release('modal');
  expect(a.shown()).toEqual(['high']);
});

test('while a modal is on a desktop, anchored surfaces, callouts and toasts wait', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('modal', 'modal');
  a.ask('tooltip', 'anchored');
  a.ask('callout', 'callout');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['modal']);
  a.release('modal');
  expect(a.shown()).toEqual(['callout', 'tooltip', 'toast']);
});

test('a withdrawn request is never granted', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.ask('upsell', 'upsell');
  a.withdraw('upsell');
  a.consent();
  a.release('banner');
  expect(a.shown()).toEqual([]);
  expect(a.waiting()).toEqual([]);
  expect(a.emitted).not.toContainEqual(expect.objectContaining({ id: 'upsell' }));
});

test('withdrawing a shown surface frees its slot', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('callout', 'callout');
  a.ask('upsell', 'upsell');
  a.withdraw('callout');
  expect(a.shown()).toEqual(['upsell']);
});

test('a surface unmounted while it waits leaves the queue', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('modal', 'modal');
  a.ask('tooltip', 'anchored');
  a.release('tooltip');
  a.release('modal');
  expect(a.shown()).toEqual([]);
  expect(a.waiting()).toEqual([]);
});

test('asking again keeps the first request’s place', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('first', 'modal');
  a.ask('second', 'modal');
  a.ask('third', 'modal');
  a.ask('second', 'modal', 9);
  a.ask('first', 'modal');
  expect(a.shown()).toEqual(['first']);
  expect(a.waiting()).toEqual(['second', 'third']);
  expect(a.emitted).toEqual([{ type: 'arbiter.granted', id: 'first', kind: 'modal' }]);
});

test('narrowing the window sets back all but the most important surface and the toasts', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('tooltip', 'anchored');
  a.ask('callout', 'callout');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['callout', 'tooltip', 'toast']);
  a.emitted.length = 0;
  a.resize(PHONE);
  expect(a.shown()).toEqual(['callout', 'toast']);
  expect(a.waiting()).toEqual(['tooltip']);
  expect(a.emitted).toEqual([{ type: 'arbiter.revoked', id: 'tooltip', kind: 'anchored' }]);
  a.release('callout');
  expect(a.shown()).toEqual(['toast', 'tooltip']);
});

test('on a desktop a modal sets back the anchored and bottom surfaces under it', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('tooltip', 'anchored');
  a.ask('callout', 'callout');
  a.ask('modal', 'modal');
  expect(a.shown()).toEqual(['modal']);
  expect(a.waiting()).toEqual(['callout', 'tooltip']);
  a.release('modal');
  expect(a.shown()).toEqual(['callout', 'tooltip']);
});

test('narrowing before the choice sets back everything but the cookie banner', () => {
  const a = start(DESKTOP);
  a.ask('banner', 'cookie');
  a.ask('tooltip', 'anchored');
  a.ask('toast', 'toast');
  a.resize(PHONE);
  expect(a.shown()).toEqual(['banner']);
  expect(a.waiting()).toEqual(['tooltip', 'toast']);
});

test('widening the window grants what a desktop allows', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('callout', 'callout');
  a.ask('upsell', 'upsell');
  a.ask('tooltip', 'anchored');
  expect(a.shown()).toEqual(['callout']);
  a.resize(DESKTOP);
  expect(a.shown()).toEqual(['callout', 'tooltip']);
  expect(a.waiting()).toEqual(['upsell']);
});

test('480 px wide is a phone; 481 px is not', () => {
  const a = start(481);
  a.ask('tooltip', 'anchored');
  expect(a.shown()).toEqual(['tooltip']);
  a.resize(480);
  expect(a.shown()).toEqual([]);
  a.resize(481);
  expect(a.shown()).toEqual(['tooltip']);
});

test('a surface is told when it is granted and when it is set back', () => {
  const a = start(DESKTOP);
  a.ask('tooltip', 'anchored');
  expect(a.emitted).toEqual([{ type: 'arbiter.granted', id: 'tooltip', kind: 'anchored' }]);
  a.resize(PHONE);
  a.ask('banner', 'cookie');
  expect(a.emitted.slice(1)).toEqual([
    { type: 'arbiter.revoked', id: 'tooltip', kind: 'anchored' },
    { type: 'arbiter.granted', id: 'banner', kind: 'cookie' },
  ]);
});

test('only a granted surface may be marked viewed: one that waited and left never is', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('modal', 'modal');
  a.ask('upsell', 'upsell');
  const snapshot = () => a.actor.getSnapshot();
  expect(mayMarkViewed(snapshot(), 'modal')).toBe(true);
  expect(isGranted(snapshot(), 'upsell')).toBe(false);
  expect(mayMarkViewed(snapshot(), 'upsell')).toBe(false);
  a.withdraw('upsell');
  a.release('modal');
  expect(mayMarkViewed(snapshot(), 'modal')).toBe(false);
  expect(mayMarkViewed(snapshot(), 'upsell')).toBe(false);
});

test('the choice is made once: a second consent changes nothing', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.consent();
  expect(isChoicePending(a.actor.getSnapshot())).toBe(false);
  const before = a.actor.getSnapshot().context;
  a.consent();
  expect(a.actor.getSnapshot().context).toBe(before);
  expect(a.actor.getSnapshot().value).toBe('chosen');
});

test('the catalogue entry reaches every state and takes every transition', () => {
  const result = measureCoverage(screenArbiterEntry);
  if (!isComplete(result)) expect.fail(formatTable([result]));
  expect(result.error).toBeUndefined();
});

test('an event that changes nothing on screen keeps the same lists for the views', () => {
  const a = start(PHONE);
  a.ask('banner', 'cookie');
  a.ask('tooltip', 'anchored');
  const { shown, waiting } = a.actor.getSnapshot().context;
  a.release('unknown');
  a.ask('banner', 'cookie');
  a.resize(PHONE);
  expect(a.actor.getSnapshot().context.shown).toBe(shown);
  expect(a.actor.getSnapshot().context.waiting).toBe(waiting);
});

test('a width not measured keeps the phone’s rules', () => {
  const a = start(0);
  a.ask('tooltip', 'anchored');
  expect(a.shown()).toEqual([]);
  a.resize(Number.NaN);
  expect(a.shown()).toEqual([]);
  a.resize(DESKTOP);
  expect(a.shown()).toEqual(['tooltip']);
});

test('a priority that is not a number counts as none', () => {
  const a = start(DESKTOP);
  a.ask('plain', 'callout');
  a.ask('odd', 'callout', Number.NaN);
  a.ask('high', 'callout', 1);
  expect(a.waiting()).toEqual(['high', 'plain', 'odd']);
});

test('when the cookie choice is asked for again, a phone sets back everything but the toasts', () => {
  const a = start(PHONE);
  a.consent();
  a.ask('callout', 'callout');
  a.ask('toast', 'toast');
  expect(a.shown()).toEqual(['callout', 'toast']);
  a.emitted.length = 0;
  a.actor.send({ type: 'arbiter.choicePending' });
  expect(isChoicePending(a.actor.getSnapshot())).toBe(true);
  expect(a.shown()).toEqual([]);
  expect(a.waiting()).toEqual(['callout', 'toast']);
  expect(a.emitted).toEqual([
    { type: 'arbiter.revoked', id: 'callout', kind: 'callout' },
    { type: 'arbiter.revoked', id: 'toast', kind: 'toast' },
  ]);
  a.consent();
  expect(a.shown()).toEqual(['callout', 'toast']);
});

test('when the cookie choice is asked for again on a desktop, the bottom callout gives way', () => {
  const a = start(DESKTOP);
  a.consent();
  a.ask('callout', 'callout');
  a.ask('tooltip', 'anchored');
  a.actor.send({ type: 'arbiter.choicePending' });
  expect(a.shown()).toEqual(['tooltip']);
  expect(a.waiting()).toEqual(['callout']);
});
