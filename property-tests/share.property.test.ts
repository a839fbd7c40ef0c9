// Sharing (spec 3 section 4 "Sharing", section 9 "share upsell fetch 4000 ms, upsell animation
// 5000 ms"): over random viewers, presses, copies, sends, failures and time, the share button
// does what a small model of the spec says: the send flyout opens iff the viewer is signed in and
// on desktop (anyone else gets the default handler); each copy or send ends with its message; the
// app-icon upsell shows only in a logged-out or mobile context, never before 4000 ms, and never
// animates past 5000 ms.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ShareOutcome } from '../domain/share';
import {
  selectShare,
  shareMachine,
  type DefaultShareResult,
  type ShareViewer,
} from '../machines/share.machine';
import { flush } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

/** Spec 3 section 9. */
const FETCH_MS = 4000;
const ANIMATION_MS = 5000;

const ann = { id: 'u2', name: 'Ann Example', username: 'ann' };

type Step =
  | { kind: 'open'; viewer: ShareViewer }
  | { kind: 'shown'; viewer: ShareViewer }
  | { kind: 'close' }
  | { kind: 'copy'; ok: boolean }
  | { kind: 'send'; ok: boolean }
  | { kind: 'wait'; ms: number };

const viewer: fc.Arbitrary<ShareViewer> = fc
  .record({
    kind: fc.constantFrom('logged-out', 'signed-in', 'partner', 'employee', 'bot' as const),
    device: fc.constantFrom('desktop', 'mobile' as const),
  })
  .map(({ kind, device }) => ({
    kind,
    device,
    id: kind === 'logged-out' || kind === 'bot' ? null : 'u1',
  }));

const step: fc.Arbitrary<Step> = fc.oneof(
  viewer.map((v): Step => ({ kind: 'open', viewer: v })),
  viewer.map((v): Step => ({ kind: 'shown', viewer: v })),
  fc.constant<Step>({ kind: 'close' }),
  fc.boolean().map((ok): Step => ({ kind: 'copy', ok })),
  fc.boolean().map((ok): Step => ({ kind: 'send', ok })),
  // Any time, and often right at the spec's edges (the fetch at 4000 ms, the animation's 5000 ms).
  fc
    .oneof(fc.integer({ min: 1, max: 6000 }), fc.constantFrom(1, 999, 1000, 3999, 4000, 4999, 5000))
    .map((ms): Step => ({ kind: 'wait', ms })),
);

/** The spec, followed step by step. */
interface Model {
  now: number;
  flyout: boolean;
  outcome: ShareOutcome | null;
  /** When the upsell started (the button shown in a logged-out or mobile context), or null. */
  upsellFrom: number | null;
}

const signedIn = (v: ShareViewer) => v.id !== null;

function expectedUpsell(model: Model): 'animating' | 'still' | null {
  if (model.upsellFrom === null) return null;
  const elapsed = model.now - model.upsellFrom;
  if (elapsed < FETCH_MS) return null;
  return elapsed < FETCH_MS + ANIMATION_MS ? 'animating' : 'still';
}

const shareFollowsTheSpec = (logic: typeof shareMachine) =>
  fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
    const clock = new SimulatedClock();
    const answers = { copy: true, send: true };
    const actor = createActor(
      logic.provide({
        actors: {
          shareDefault: fromPromise<DefaultShareResult, { link: string }>(() =>
            Promise.resolve('shared'),
          ),
          copyLink: fromPromise(() =>
            answers.copy ? Promise.resolve() : Promise.reject(new Error('denied')),
          ),
          loadRecipients: fromPromise(() => Promise.resolve([ann])),
          sendPin: fromPromise(() =>
            answers.send ? Promise.resolve() : Promise.reject(new Error('503')),
          ),
          fetchUpsellIcon: fromPromise(() => Promise.resolve()),
        },
      }),
      { clock, input: { pinId: '100001', link: 'http://app/pin/100001/' } },
    ).start();
    const model: Model = { now: 0, flyout: false, outcome: null, upsellFrom: null };
    // Time moves in pieces that stop where the icon is fetched, so its answer lands then.
    const advance = async (ms: number) => {
      const end = model.now + ms;
      const fetchAt = model.upsellFrom === null ? null : model.upsellFrom + FETCH_MS;
      if (fetchAt !== null && fetchAt > model.now && fetchAt <= end) {
        clock.increment(fetchAt - model.now);
        model.now = fetchAt;
        await flush();
      }
      clock.increment(end - model.now);
      model.now = end;
      await flush();
    };
    for (const s of steps) {
      switch (s.kind) {
        case 'open':
          if (!model.flyout) {
            model.flyout = signedIn(s.viewer) && s.viewer.device === 'desktop';
            model.outcome = model.flyout ? null : { kind: 'shared' };
          }
          actor.send({ type: 'share.open', viewer: s.viewer });
          break;
        case 'shown': {
          const context = !signedIn(s.viewer) || s.viewer.device === 'mobile';
          if (model.upsellFrom === null && context) model.upsellFrom = model.now;
          actor.send({ type: 'share.shown', viewer: s.viewer });
          break;
        }
        case 'close':
          if (model.flyout) Object.assign(model, { flyout: false, outcome: null });
          actor.send({ type: 'share.close' });
          break;
        case 'copy':
          answers.copy = s.ok;
          if (model.flyout) model.outcome = { kind: s.ok ? 'copied' : 'copyFailed' };
          actor.send({ type: 'share.copy' });
          break;
        case 'send':
          answers.send = s.ok;
          if (model.flyout)
            model.outcome = s.ok
              ? { kind: 'sent', name: ann.name }
              : { kind: 'sendFailed', reason: null };
          actor.send({ type: 'share.send', recipientId: ann.id });
          break;
        case 'wait':
          await advance(s.ms);
          break;
      }
      await flush();
      const view = selectShare(actor.getSnapshot());
      expect(view.flyout).toBe(model.flyout);
      expect(view.busy).toBe(false);
      expect(view.outcome).toEqual(model.outcome);
      expect(view.upsell).toBe(expectedUpsell(model));
    }
    actor.stop();
  });

test('the flyout opens iff signed in and desktop; the upsell never shows before 4000 ms and never animates past 5000 ms', async () => {
  await assertProperty('share', shareFollowsTheSpec(shareMachine), 150);
});

test('the suite catches a flyout for signed-in mobile viewers and an upsell fetched early', async () => {
  const anyDevice = shareMachine.provide({
    guards: { opensFlyout: ({ event }) => event.type === 'share.open' && event.viewer.id !== null },
  });
  expect(await propertyFails(shareFollowsTheSpec(anyDevice))).toBe(true);
  const early = shareMachine.provide({ delays: { upsellFetchDelay: FETCH_MS - 1000 } });
  // Caught at run 49 on average over 21 seeds (one seed got through 200): 800 keep 15 times
  // that (docs/decisions/121).
  expect(await propertyFails(shareFollowsTheSpec(early), 800)).toBe(true);
});
