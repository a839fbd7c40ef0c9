// The page actors (machines/README.md): what a page asks the root to spawn in its system, so the
// live panel and the scenarios reach them, and the system ids they live under. Both are read from
// the kinds table: the logic from kinds.ts (the late root actors are spawned the same way), the
// system ids from the `page` lines of kind-ids.ts.
import { kindIds, type KindsOf } from './kind-ids';

export { pageLogic, type PageLogic } from './kinds';

export type PageActorKind = KindsOf<'lateRoot' | 'page'>;

/** `board.<id>.follow`, `user.<id>.follow`: the Follow button of a board or a person. */
export const followActorId = kindIds.follow.systemId;
/** `board.<id>.collaborators`: the people of a board's edit pages. */
export const collaboratorsActorId = kindIds.collaborators.systemId;
/** `<kind>.<id>.edit`: the edit form of a pin, a save, a board or a section. */
export const editFormActorId = kindIds.editForm.systemId;
/**
 * `placement.<id>`: the shown experience of a placement (a survey's prompt and frame; a modal,
 * a hero banner, a toast; a tooltip, popover or flyout).
 */
export const placementActorId = kindIds.survey.systemId;
/** `page.<what>.loader`: a page's data load (`page.board.b13.loader`). */
export const loaderActorId = kindIds.loader.systemId;
/** `board.<id>.bulkDelete`: the pins chosen for deletion on the owner's board page. */
export const bulkDeleteActorId = kindIds.bulkDelete.systemId;
/** `profile.viewPreferences`: the board sort order and the board and pin filters of profiles. */
export const PROFILE_VIEW_ACTOR_ID = /*#__PURE__*/ kindIds.profileView.systemId();
/** `invite.<code>.landing`: the invite landing of an invite_code in the url (spec 3 section 4). */
export const inviteLandingActorId = kindIds.inviteLanding.systemId;
/** `board.<id>.invite`: the board link's invitation to collaborate (accept_invite, seamless). */
export const boardInviteActorId = kindIds.boardInvite.systemId;
