// The page actors (machines/README.md): what a page asks the root to spawn in its system, so the
// live panel and the scenarios reach them, and the system ids they live under. Both are read from
// the kinds table: the logic from kinds.ts (the late root actors are spawned the same way), the
// system ids from the `page` lines of all-kind-ids.ts.
import { kindNamesOf, pageKindIds, type KindsOf } from './all-kind-ids';
import { kinds, type Kinds, type LogicOf } from './kinds';

export type PageActorKind = KindsOf<'lateRoot' | 'page'>;

/** The late root and page actors' logic by kind (the root spawns them by name). */
export type PageLogic = { readonly [K in PageActorKind]: LogicOf<K> };

// Here rather than in kinds.ts: the views that build page system ids then load the page machines
// with this module, in the logic's chunk, as the logic after the first paint does, and the build
// makes no chunk of each page machine.
export const pageLogic = /*#__PURE__*/ pageLogicOf(kinds);

function pageLogicOf(table: Kinds): PageLogic {
  const names = kindNamesOf('lateRoot', 'page');
  return Object.fromEntries(names.map((name) => [name, table[name].logic])) as PageLogic;
}

/** `board.<id>.follow`, `user.<id>.follow`: the Follow button of a board or a person. */
export const followActorId = pageKindIds.follow.systemId;
/** `board.<id>.collaborators`: the people of a board's edit pages. */
export const collaboratorsActorId = pageKindIds.collaborators.systemId;
/** `<kind>.<id>.edit`: the edit form of a pin, a save, a board or a section. */
export const editFormActorId = pageKindIds.editForm.systemId;
/**
 * `placement.<id>`: the shown experience of a placement (a survey's prompt and frame; a modal,
 * a hero banner, a toast; a tooltip, popover or flyout).
 */
export const placementActorId = pageKindIds.survey.systemId;
/** `page.<what>.loader`: a page's data load (`page.board.b13.loader`). */
export const loaderActorId = pageKindIds.loader.systemId;
/** `board.<id>.bulkDelete`: the pins chosen for deletion on the owner's board page. */
export const bulkDeleteActorId = pageKindIds.bulkDelete.systemId;
/** `profile.viewPreferences`: the board sort order and the board and pin filters of profiles. */
export const PROFILE_VIEW_ACTOR_ID = /*#__PURE__*/ pageKindIds.profileView.systemId();
/** `invite.<code>.landing`: the invite landing of an invite_code in the url (spec 3 section 4). */
export const inviteLandingActorId = pageKindIds.inviteLanding.systemId;
/** `board.<id>.invite`: the board link's invitation to collaborate (accept_invite, seamless). */
export const boardInviteActorId = pageKindIds.boardInvite.systemId;
/** `user.<id>.onboarding`: a new account's onboarding (spec 3 sections 2 and 9). */
export const onboardingActorId = pageKindIds.onboarding.systemId;
