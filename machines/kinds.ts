// The kinds table (machines/README.md, "The kinds table"): every kind of actor the root's system
// holds, by name, with its machine and its catalogue entry; a per-pin kind also says how its input
// is made (`inputFrom`, its `PinKind` from its machine file). Its scope, system id and fixed input
// are in the table's light half (kind-ids.ts, the long-lived kinds the first paint needs, and
// all-kind-ids.ts); this half, with every machine, loads after the first paint. The per-pin kinds, the page logic, the late root actors, the system
// ids, the catalogue and the diagrams are all read from the two halves.
import type { AnyActorLogic, InputFrom } from 'xstate';
import { analyticsMachine } from './analytics.machine';
import { appUiMachine } from './app-ui.machine';
import { appUiEntry } from './app-ui-catalogue';
import { boardInviteMachine } from './board-invite.machine';
import { bulkDeleteMachine } from './bulk-delete.machine';
import { bulkDeleteEntry } from './bulk-delete-catalogue';
import { businessProfileMachine } from './business-profile.machine';
import { cardHoverPinKind } from './card-hover.machine';
import { carouselPinKind } from './carousel.machine';
import type { CatalogueEntry } from './catalogue-entry';
import { collaboratorsMachine } from './collaborators.machine';
import { cookiesMachine } from './cookies.machine';
import { deepLinkMachine } from './deep-link.machine';
import { deepLinkEntry } from './deep-link-catalogue';
import { editFormMachine } from './edit-form.machine';
import { entityStoreLogic } from './entity-store.machine';
import { experienceModalMachine } from './experience-modal.machine';
import { experienceToastMachine } from './experience-toast.machine';
import { experiencesMachine } from './experiences.machine';
import { favoritePinKind } from './favorite.machine';
import { feedMemoryMachine } from './feed-memory.machine';
import { feedMemoryEntry } from './feed-memory-catalogue';
import { followMachine } from './follow.machine';
import { followEntry } from './follow-catalogue';
import { collaboratorsEntry, editFormEntry } from './form-catalogue';
import {
  cookiesEntry,
  experiencesEntry,
  scrollUiEntry,
  surveyEntry,
  tooltipPulsarEntry,
} from './guidance-catalogue';
import { heroBannerMachine } from './hero-banner.machine';
import { impressionsMachine } from './impressions.machine';
import { impressionsEntry } from './impressions-catalogue';
import { inviteLandingMachine } from './invite-landing.machine';
import { onboardingMachine } from './onboarding.machine';
import { onboardingEntry } from './onboarding-catalogue';
import { boardInviteEntry, inviteLandingEntry } from './invite-landing-catalogue';
import type { KindIds, KindName, KindsOf } from './all-kind-ids';
import { kindNamesOf } from './all-kind-ids';
import { loaderCatalogueEntry, loaderMachine } from './loader.machine';
import { localStateMachine } from './local-state.machine';
import { localStateEntry } from './local-state-catalogue';
import {
  experienceModalEntry,
  experienceToastEntry,
  heroBannerEntry,
} from './modal-hero-catalogue';
import { oneTapSavePinKind } from './one-tap-save-kind';
import { analyticsEntry, businessProfileEntry } from './outbound-catalogue';
import { outboundPinKind } from './outbound-kind';
import { pinFeedbackPinKind } from './pin-feedback-kind';
import type { PinKind } from './pin-kind';
import { profileViewMachine } from './profile-view.machine';
import { profileViewEntry } from './profile-view-catalogue';
import { repinCounterMachine } from './repin-counter.machine';
import { repinCounterEntry } from './repin-counter-catalogue';
import { screenArbiterMachine } from './screen-arbiter.machine';
import { screenArbiterEntry } from './screen-arbiter-catalogue';
import { sessionEntry, signedOutSavesEntry, toastsEntry } from './save-catalogue';
import { saveFlowPinKind } from './save-flow-kind';
import { savedIndicatorPinKind } from './saved-indicator.machine';
import { scrollUiMachine } from './scroll-ui.machine';
import { sessionMachine } from './session.machine';
import { sharePinKind } from './share-kind';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import { surveyMachine } from './survey.machine';
import { themeMachine } from './theme.machine';
import { themeEntry } from './theme-catalogue';
import { toastsMachine } from './toasts.machine';
import { tooltipPulsarMachine } from './tooltip-pulsar.machine';

/** A line of the table: a per-pin kind is its `PinKind`, any other kind its machine and entry. */
export type KindLine<K extends KindName> = KindIds[K]['scope'] extends 'pin'
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any seed the kind declares
    PinKind<K, AnyActorLogic, any>
  : {
      readonly logic: AnyActorLogic;
      /** Its entry in the catalogue; null only for logic with no states to draw. */
      readonly catalogue: CatalogueEntry | null;
    };

/** The table's lines, one for every kind of all-kind-ids.ts and no other. */
function defineKinds<const T extends { readonly [K in KindName]: KindLine<K> }>(
  lines: T & { readonly [K in Exclude<keyof T, KindName>]: never },
): T {
  return lines;
}

export const kinds = /*#__PURE__*/ defineKinds({
  session: { logic: sessionMachine, catalogue: sessionEntry },
  feeds: { logic: feedMemoryMachine, catalogue: feedMemoryEntry },
  // A reducer over the store's events: no states to draw. The first late root actor (decision 108).
  entities: { logic: entityStoreLogic, catalogue: null },

  toasts: { logic: toastsMachine, catalogue: toastsEntry },
  signedOutSaves: { logic: signedOutSavesMachine, catalogue: signedOutSavesEntry },
  analytics: { logic: analyticsMachine, catalogue: analyticsEntry },
  experiences: { logic: experiencesMachine, catalogue: experiencesEntry },
  scrollUi: { logic: scrollUiMachine, catalogue: scrollUiEntry },
  appUi: { logic: appUiMachine, catalogue: appUiEntry },
  theme: { logic: themeMachine, catalogue: themeEntry },
  localState: { logic: localStateMachine, catalogue: localStateEntry },
  impressions: { logic: impressionsMachine, catalogue: impressionsEntry },
  cookies: { logic: cookiesMachine, catalogue: cookiesEntry },
  businessProfile: { logic: businessProfileMachine, catalogue: businessProfileEntry },
  deepLink: { logic: deepLinkMachine, catalogue: deepLinkEntry },
  repinCounter: { logic: repinCounterMachine, catalogue: repinCounterEntry },
  screenArbiter: { logic: screenArbiterMachine, catalogue: screenArbiterEntry },

  hover: cardHoverPinKind,
  oneTapSave: oneTapSavePinKind,
  save: saveFlowPinKind,
  favorite: favoritePinKind,
  savedIndicator: savedIndicatorPinKind,
  carousel: carouselPinKind,
  feedback: pinFeedbackPinKind,
  outbound: outboundPinKind,
  share: sharePinKind,

  follow: { logic: followMachine, catalogue: followEntry },
  collaborators: { logic: collaboratorsMachine, catalogue: collaboratorsEntry },
  bulkDelete: { logic: bulkDeleteMachine, catalogue: bulkDeleteEntry },
  profileView: { logic: profileViewMachine, catalogue: profileViewEntry },
  editForm: { logic: editFormMachine, catalogue: editFormEntry },
  loader: { logic: loaderMachine, catalogue: loaderCatalogueEntry },
  survey: { logic: surveyMachine, catalogue: surveyEntry },
  experienceModal: { logic: experienceModalMachine, catalogue: experienceModalEntry },
  heroBanner: { logic: heroBannerMachine, catalogue: heroBannerEntry },
  experienceToast: { logic: experienceToastMachine, catalogue: experienceToastEntry },
  tooltipPulsar: { logic: tooltipPulsarMachine, catalogue: tooltipPulsarEntry },
  inviteLanding: { logic: inviteLandingMachine, catalogue: inviteLandingEntry },
  boardInvite: { logic: boardInviteMachine, catalogue: boardInviteEntry },
  onboarding: { logic: onboardingMachine, catalogue: onboardingEntry },
});

export type Kinds = typeof kinds;

/** The logic of a kind, as the table declares it (its effects not yet provided). */
export type LogicOf<K extends KindName> = Kinds[K]['logic'];

/** The late root kinds whose fixed input (kind-ids.ts) their machine does not take (none). */
export type LateInputMisfits = {
  [K in KindsOf<'lateRoot'>]: KindIds[K]['input'] extends InputFrom<LogicOf<K>> ? never : K;
}[KindsOf<'lateRoot'>];

/** The per-pin kinds in table order (the root spawns `pin.<id>.<kind>` from them). */
export const pinKinds = /*#__PURE__*/ pinKindsOf(kinds);

/** The kinds' catalogue entries, in table order (catalogue.ts adds the machines that are no kind). */
export const kindEntries: readonly CatalogueEntry[] = /*#__PURE__*/ entriesOf(kinds);

// The derivations are functions called as pure, so a chunk that takes none of them (the first
// paint's) leaves the table and every machine out.
function pinKindsOf(table: Kinds) {
  return kindNamesOf('pin').map((name) => table[name]);
}

function entriesOf(table: Kinds): CatalogueEntry[] {
  const names = kindNamesOf('root', 'lateRoot', 'pin', 'page');
  return names.flatMap((name) => table[name].catalogue ?? []);
}
