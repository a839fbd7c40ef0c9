// The effects table: every kind of the kinds table (machines/kinds.ts) that loads after the first
// paint, provided with its real effects (API calls, browser storage, the window, the clock). A kind
// whose machine declares a `providedAtRoot` placeholder must have its line here, or the type check
// fails (`KindEffects`); a kind with no effect, or with harmless defaults kept, may have none. The
// root kinds (session, feeds) start before this loads: theirs are in create-actors.ts.
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import type { BoardInviteCallInput } from '../machines/board-invite.machine';
import type { OnboardingProgress } from '../domain/onboarding';
import { boardPickerMachine } from '../machines/board-picker.machine';
import { kindNamesOf, type KindsOf } from '../machines/all-kind-ids';
import { kinds, type LogicOf } from '../machines/kinds';
import type { HasPlaceholders } from '../machines/provided-at-root';
import type { ActorDeps } from './actor-deps';
import { provideAnalytics } from './analytics-actors';
import { attributeAdSource } from './attribution-actors';
import { provideDeepLink } from './deep-link-actors';
import { experimentsOn } from './experiments';
import {
  createLateRootActors,
  provideTheme,
  windowEvents,
  windowScroll,
  type LateRootActors,
} from './late-root-actors';
import { provideLocalState } from './local-state-actors';
import { provideOutbound } from './outbound-actors';
import { createPageActors, type PageActors } from './page-actors';
import { createPinActors, type PinActors } from './pin-actors';
import { provideLoader } from './loads';
import { provideEditForm } from './edit-forms';
import { provideProfileView } from './profile-view-actors';
import { provideShare } from './share-actors';

/** The kinds loaded after the first paint: late root actors, per-pin kinds and page actors. */
export type LoadedKind = KindsOf<'lateRoot' | 'pin' | 'page'>;

/** The kinds whose machines declare a placeholder (`providedAtRoot`): an effect is required. */
export type KindsNeedingEffects = {
  [K in LoadedKind]: HasPlaceholders<LogicOf<K>> extends true ? K : never;
}[LoadedKind];

/** What an effect is made from: the API, the app's dependencies and the shared real actors. */
export interface EffectContext {
  api: Api;
  deps: ActorDeps;
  pin: PinActors;
  late: LateRootActors;
  page: PageActors;
}

/** A kind's effect: its machine of the table, provided with its real actors. */
export type Effect<K extends LoadedKind> = (context: EffectContext) => LogicOf<K>;

/** Every kind with a placeholder has its effect; the others may have one. */
export type KindEffects = { readonly [K in KindsNeedingEffects]: Effect<K> } & {
  readonly [K in Exclude<LoadedKind, KindsNeedingEffects>]?: Effect<K>;
};

export const effects = {
  toasts: ({ late }) => kinds.toasts.logic.provide({ actors: { stopwatch: late.stopwatch } }),
  signedOutSaves: ({ late }) =>
    kinds.signedOutSaves.logic.provide({
      actors: {
        restoreSignedOutSaves: late.restoreSignedOutSaves,
        persistSignedOutSaves: late.persistSignedOutSaves,
        mergeSignedOutSaves: late.mergeSignedOutSaves,
      },
    }),
  analytics: ({ api }) => provideAnalytics(api),
  impressions: ({ api }) =>
    kinds.impressions.logic.provide({ actors: { attributeAdView: attributeAdSource(api) } }),
  experiences: ({ page }) => kinds.experiences.logic.provide({ actors: page.experiences }),
  scrollUi: () => kinds.scrollUi.logic.provide({ actors: { scrollSource: windowScroll } }),
  appUi: () => kinds.appUi.logic.provide({ actors: { windowEvents } }),
  theme: ({ deps }) => provideTheme(deps),
  localState: ({ deps }) => provideLocalState(deps),
  cookies: ({ page }) => kinds.cookies.logic.provide({ actors: page.cookies }),
  businessProfile: ({ page }) =>
    kinds.businessProfile.logic.provide({ actors: page.businessProfile }),
  deepLink: ({ deps }) => provideDeepLink(deps),
  // The pin-page repin counter is sampled for the experiments this system runs in.
  repinCounter: ({ deps }) =>
    kinds.repinCounter.logic.provide({
      actors: {
        readExperiments: fromPromise<readonly string[]>(() =>
          Promise.resolve(deps.experiments ?? experimentsOn()),
        ),
      },
    }),

  hover: ({ pin, deps }) =>
    kinds.hover.logic.provide({
      actors: { prefetchPin: pin.prefetchPin },
      actions: { fetchCloseupCode: () => deps.prefetchCloseupCode?.() },
    }),
  oneTapSave: ({ pin }) =>
    kinds.oneTapSave.logic.provide({
      actors: {
        ensureQuickSaves: pin.ensureQuickSaves,
        savePin: pin.savePin,
        deleteSave: pin.deleteSave,
      },
    }),
  save: ({ pin }) =>
    kinds.save.logic.provide({
      actors: {
        savePin: pin.savePin,
        boardPicker: boardPickerMachine.provide({
          actors: { loadBoards: pin.loadBoards, createBoard: pin.createBoard },
        }),
      },
    }),
  favorite: ({ pin }) =>
    kinds.favorite.logic.provide({ actors: { changeFavorite: pin.changeFavorite } }),
  feedback: ({ pin }) =>
    kinds.feedback.logic.provide({
      actors: { sendFeedback: pin.sendFeedback, hidePin: pin.hidePin, unfollow: pin.unfollow },
    }),
  outbound: ({ api, deps }) => provideOutbound(kinds.outbound.logic, api, deps),
  share: ({ api, deps }) => provideShare(kinds.share.logic, api, deps),

  // A page's named loads and edit forms: the runtime's tables make their calls (decision 080).
  loader: ({ api }) => provideLoader(api),
  editForm: ({ api }) => provideEditForm(api),
  follow: ({ page }) => kinds.follow.logic.provide({ actors: page.follow }),
  collaborators: ({ page }) => kinds.collaborators.logic.provide({ actors: page.collaborators }),
  bulkDelete: ({ page }) => kinds.bulkDelete.logic.provide({ actors: page.bulkDelete }),
  profileView: ({ deps }) => provideProfileView(deps),
  // InviteCodeMetadataResource get (spec 3 section 7): invite_code, answering the sender.
  inviteLanding: ({ api }) =>
    kinds.inviteLanding.logic.provide({
      actors: {
        lookupInvite: fromPromise(
          ({ input, signal }: { input: { code: string }; signal: AbortSignal }) =>
            api.getInviteMetadata(input.code, { signal }),
        ),
      },
    }),
  // The board link's accept_invite: the accept call, or the invite delete when declined.
  boardInvite: ({ api }) =>
    kinds.boardInvite.logic.provide({
      actors: {
        acceptInvite: fromPromise(({ input }: { input: BoardInviteCallInput }) =>
          api.acceptBoardInvite(input),
        ),
        declineInvite: fromPromise(({ input }: { input: BoardInviteCallInput }) =>
          api.deleteBoardInvite({ boardId: input.boardId, invitedUserId: input.userId }),
        ),
      },
    }),
  // The new account's onboarding: its progress read and kept by the server (decision 105).
  onboarding: ({ api }) =>
    kinds.onboarding.logic.provide({
      actors: {
        loadOnboarding: fromPromise(({ signal }: { signal: AbortSignal }) =>
          api.getOnboarding({ signal }),
        ),
        saveOnboarding: fromPromise(
          ({ input, signal }: { input: OnboardingProgress; signal: AbortSignal }) =>
            api.saveOnboarding(input, { signal }),
        ),
      },
    }),
} satisfies KindEffects;

/** The loaded kinds' logic, each with its effects provided (as the table has it when none). */
export type ProvidedKinds = { readonly [K in LoadedKind]: LogicOf<K> };

/**
 * Every loaded kind's logic with its real effects. `pin` shares the per-pin actors made for the
 * rest of the root (create-actors.ts); the app makes its own.
 */
export function provideKinds(api: Api, deps: ActorDeps = {}, pin?: PinActors): ProvidedKinds {
  const context: EffectContext = {
    api,
    deps,
    pin: pin ?? createPinActors(api, deps),
    late: createLateRootActors(api, deps),
    page: createPageActors(api, deps),
  };
  const table: KindEffects = effects;
  const provided = (name: LoadedKind) => {
    const effect = table[name] as Effect<LoadedKind> | undefined;
    return effect ? effect(context) : kinds[name].logic;
  };
  return Object.fromEntries(
    kindNamesOf('lateRoot', 'pin', 'page').map((name) => [name, provided(name)]),
  ) as unknown as ProvidedKinds;
}
