// The page actors (machines/README.md): what a page asks the root to spawn in its system, so
// the live panel and the scenarios reach them, and the system ids they live under.
import { analyticsMachine } from './analytics.machine';
import { appUiMachine } from './app-ui.machine';
import { bulkDeleteMachine } from './bulk-delete.machine';
import { businessProfileMachine } from './business-profile.machine';
import { cookiesMachine } from './cookies.machine';
import { deepLinkMachine } from './deep-link.machine';
import { collaboratorsMachine } from './collaborators.machine';
import { editFormMachine } from './edit-form.machine';
import { experienceModalMachine } from './experience-modal.machine';
import { experienceToastMachine } from './experience-toast.machine';
import { experiencesMachine } from './experiences.machine';
import type { EditFormKind } from '../domain/edit-forms';
import { followMachine } from './follow.machine';
import { heroBannerMachine } from './hero-banner.machine';
import { inviteLandingMachine } from './invite-landing.machine';
import { boardInviteMachine } from './board-invite.machine';
import type { FollowKind } from './follow.machine';
import { loaderMachine } from './loader.machine';
import { profileViewMachine } from './profile-view.machine';
import { localStateMachine } from './local-state.machine';
import { impressionsMachine } from './impressions.machine';
import { repinCounterMachine } from './repin-counter.machine';
import { scrollUiMachine } from './scroll-ui.machine';
import { screenArbiterMachine } from './screen-arbiter.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import { surveyMachine } from './survey.machine';
import { themeMachine } from './theme.machine';
import { toastsMachine } from './toasts.machine';
import { tooltipPulsarMachine } from './tooltip-pulsar.machine';

export const pageLogic = {
  follow: followMachine,
  collaborators: collaboratorsMachine,
  bulkDelete: bulkDeleteMachine,
  profileView: profileViewMachine,
  editForm: editFormMachine,
  loader: loaderMachine,
  analytics: analyticsMachine,
  cookies: cookiesMachine,
  businessProfile: businessProfileMachine,
  toasts: toastsMachine,
  signedOutSaves: signedOutSavesMachine,
  experiences: experiencesMachine,
  scrollUi: scrollUiMachine,
  appUi: appUiMachine,
  theme: themeMachine,
  localState: localStateMachine,
  impressions: impressionsMachine,
  survey: surveyMachine,
  experienceModal: experienceModalMachine,
  heroBanner: heroBannerMachine,
  experienceToast: experienceToastMachine,
  tooltipPulsar: tooltipPulsarMachine,
  deepLink: deepLinkMachine,
  inviteLanding: inviteLandingMachine,
  boardInvite: boardInviteMachine,
  repinCounter: repinCounterMachine,
  screenArbiter: screenArbiterMachine,
};

export type PageLogic = typeof pageLogic;
export type PageActorKind = keyof PageLogic;

/** `board.<id>.follow`, `user.<id>.follow`: the Follow button of a board or a person. */
export const followActorId = (kind: FollowKind, id: string): string => `${kind}.${id}.follow`;
/** `board.<id>.collaborators`: the people of a board's edit pages. */
export const collaboratorsActorId = (boardId: string): string => `board.${boardId}.collaborators`;
/** `<kind>.<id>.edit`: the edit form of a pin, a save, a board or a section. */
export const editFormActorId = (kind: EditFormKind, id: string): string => `${kind}.${id}.edit`;
/**
 * `placement.<id>`: the shown experience of a placement (a survey's prompt and frame; a modal,
 * a hero banner, a toast; a tooltip, popover or flyout).
 */
export const placementActorId = (placementId: number): string => `placement.${placementId}`;
/** `page.<what>.loader`: a page's data load (`page.board.b13.loader`). */
export const loaderActorId = (what: string): string => `page.${what}.loader`;
/** `board.<id>.bulkDelete`: the pins chosen for deletion on the owner's board page. */
export const bulkDeleteActorId = (boardId: string): string => `board.${boardId}.bulkDelete`;
/** `profile.viewPreferences`: the board sort order and the board and pin filters of profiles. */
export const PROFILE_VIEW_ACTOR_ID = 'profile.viewPreferences';
/** `invite.<code>.landing`: the invite landing of an invite_code in the url (spec 3 section 4). */
export const inviteLandingActorId = (code: string): string => `invite.${code}.landing`;
/** `board.<id>.invite`: the board link's invitation to collaborate (accept_invite, seamless). */
export const boardInviteActorId = (boardId: string): string => `board.${boardId}.invite`;
