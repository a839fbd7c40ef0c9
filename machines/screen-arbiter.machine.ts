// The screen arbiter (docs/decisions/082): one root actor that every floating surface asks before
// it shows, so a phone is never covered by several at once and the cookie choice stays reachable.
// It holds no timers: surfaces keep their own timings and only ask for, and give back, the screen.
import { enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isGranted } from './screen-arbiter-select';

import {
  arrange,
  mayJoin,
  narrowFor,
  take,
  unlessSame,
  type ArbitedSurface,
  type JoinQuestion,
  type ScreenArbiterContext,
  type ScreenArbiterEmitted,
  type ScreenArbiterEvent,
  type ScreenArbiterInput,
} from './screen-arbiter-rules';

export * from './screen-arbiter-rules';

const handlers = (consented: boolean) =>
  ({
    'arbiter.request': { actions: { type: 'arbitrate', params: { consented } } },
    'arbiter.release': { actions: { type: 'arbitrate', params: { consented } } },
    'arbiter.withdraw': { actions: { type: 'arbitrate', params: { consented } } },
    'arbiter.resize': { actions: { type: 'arbitrate', params: { consented } } },
  }) as const;

/**
 * The screen arbiter. `choosing` until the cookie choice is made or not needed (`arbiter.consent`),
 * then `chosen`. Every event arranges the screen again: requests wait in serving order and are
 * granted (`arbiter.granted`) as soon as the rules let them join what is shown; a release or a
 * withdrawal frees the surface; narrowing the app sets back what a phone cannot show at once
 * (`arbiter.revoked`).
 */
export const screenArbiterMachine = setup({
  types: {
    context: {} as ScreenArbiterContext,
    events: {} as ScreenArbiterEvent,
    emitted: {} as ScreenArbiterEmitted,
    input: undefined as ScreenArbiterInput | undefined,
  },
  guards: {
    // A guard, so a test can provide a broken rule and see its suite catch it.
    mayJoin: (_, params: JoinQuestion) => mayJoin(params.surface, params.onScreen, params.rules),
  },
})
  .extend({
    actions: {
      arbitrate: enqueueActions(
        ({ context, event, enqueue, check }, params: { consented: boolean }) => {
          const next = take(context, event);
          const rules = { consented: params.consented, narrow: next.narrow };
          const arranged = arrange(next.shown, next.waiting, next.rearrange, (surface, onScreen) =>
            // `check` types only inline guards; this names the setup's `mayJoin`, so a provided
            // one is used.
            check({
              type: 'mayJoin',
              params: { surface, onScreen, rules },
            } as unknown as Parameters<typeof check>[0]),
          );
          enqueue.assign({
            narrow: next.narrow,
            arrivals: next.arrivals,
            shown: unlessSame(context.shown, arranged.shown),
            waiting: unlessSame(context.waiting, arranged.waiting),
          });
          for (const s of arranged.revoked) {
            enqueue.emit({ type: 'arbiter.revoked', id: s.id, kind: s.kind });
          }
          for (const s of arranged.granted) {
            enqueue.emit({ type: 'arbiter.granted', id: s.id, kind: s.kind });
          }
        },
      ),
    },
  })
  .createMachine({
    id: 'screenArbiter',
    context: ({ input }) => ({
      narrow: narrowFor(input?.width),
      shown: [],
      waiting: [],
      arrivals: 0,
    }),
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          ...handlers(false),
          'arbiter.consent': {
            target: 'chosen',
            actions: { type: 'arbitrate', params: { consented: true } },
          },
        },
      },
      chosen: {
        on: {
          ...handlers(true),
          'arbiter.choicePending': {
            target: 'choosing',
            actions: { type: 'arbitrate', params: { consented: false } },
          },
        },
      },
    },
  });

export type ScreenArbiterSnapshot = SnapshotFrom<typeof screenArbiterMachine>;

/** The surfaces on screen, in the order they were granted. */
export const selectShown = (snapshot: ScreenArbiterSnapshot): readonly ArbitedSurface[] =>
  snapshot.context.shown;

/** The requests waiting, the next to be served first. */
export const selectWaiting = (snapshot: ScreenArbiterSnapshot): readonly ArbitedSurface[] =>
  snapshot.context.waiting;

export { isGranted } from './screen-arbiter-select';

/**
 * Whether the surface may be marked viewed: only while it is granted, so a surface that waited and
 * never reached the screen is never reported as seen.
 */
export const mayMarkViewed = isGranted;

/** The cookie choice is still to be made. */
export const isChoicePending = (snapshot: ScreenArbiterSnapshot): boolean =>
  snapshot.matches('choosing');
