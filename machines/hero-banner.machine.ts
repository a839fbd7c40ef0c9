// The hero banner (spec 2 section 4 "Hero banner": enters with a 400 ms animation and leaves with
// a fade; section 2: onCompleteRedirectUrl and onDismissRedirectUrl; section 9: hero animation
// 400 ms).
import { assign, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { HERO_ENTER_MS, HERO_FADE_MS } from '../domain/experience-display';
import { outcome, type ExperienceOutcome } from './experience-outcome';

export interface HeroBannerInput {
  placementId: number;
  experienceId: number;
}

export interface HeroBannerContext extends HeroBannerInput {
  /** Where the app goes once the banner has faded ('' for nowhere). */
  redirect: string;
}

export type HeroBannerEvent =
  /** `redirect`: an in-app path the app goes to once the fade is done. */
  { type: 'hero.complete'; redirect?: string } | { type: 'hero.dismiss'; redirect?: string };

export type HeroBannerEmitted = ExperienceOutcome | { type: 'navigate'; to: string };

/**
 * A hero banner of a placement, the page actor `placement.<id>`. It enters (`visible.entering`,
 * 400 ms) and stays (`visible.shown`); `hero.complete` or `hero.dismiss` (its buttons, its dismiss
 * icon) starts its fade (`completing` or `dismissing`, tag `leaving`), after which it emits
 * `experience.completed` or `experience.dismissed` (forwarded by the root to `experiences`) and,
 * with a redirect, `navigate`. Once leaving, more presses change nothing.
 */
export const heroBannerMachine = setup({
  types: {
    context: {} as HeroBannerContext,
    events: {} as HeroBannerEvent,
    emitted: {} as HeroBannerEmitted,
    input: {} as HeroBannerInput,
  },
  delays: {
    heroEnter: HERO_ENTER_MS,
    heroFade: HERO_FADE_MS,
  },
  actions: {
    assignRedirect: assign(({ event }) => ({ redirect: event.redirect ?? '' })),
    finish: enqueueActions(({ context, enqueue }, params: { completed: boolean }) => {
      enqueue.emit(
        outcome(params.completed ? 'experience.completed' : 'experience.dismissed', context),
      );
      if (context.redirect !== '') enqueue.emit({ type: 'navigate', to: context.redirect });
    }),
  },
}).createMachine({
  id: 'hero-banner',
  context: ({ input }) => ({ ...input, redirect: '' }),
  initial: 'visible',
  states: {
    visible: {
      tags: ['shown'],
      initial: 'entering',
      on: {
        'hero.complete': { target: 'completing', actions: 'assignRedirect' },
        'hero.dismiss': { target: 'dismissing', actions: 'assignRedirect' },
      },
      states: {
        entering: { tags: ['entering'], after: { heroEnter: 'shown' } },
        shown: {},
      },
    },
    completing: {
      tags: ['leaving'],
      after: {
        heroFade: { target: 'completed', actions: { type: 'finish', params: { completed: true } } },
      },
    },
    dismissing: {
      tags: ['leaving'],
      after: {
        heroFade: {
          target: 'dismissed',
          actions: { type: 'finish', params: { completed: false } },
        },
      },
    },
    completed: { type: 'final', tags: ['gone'] },
    dismissed: { type: 'final', tags: ['gone'] },
  },
});

export type HeroBannerSnapshot = SnapshotFrom<typeof heroBannerMachine>;

/** Where the banner is in its life, in the view's words. */
export type HeroPhase = 'entering' | 'shown' | 'leaving' | 'gone';

export function selectHeroPhase(s: HeroBannerSnapshot): HeroPhase {
  if (s.hasTag('entering')) return 'entering';
  if (s.hasTag('leaving')) return 'leaving';
  if (s.hasTag('gone')) return 'gone';
  return 'shown';
}
