// The kinds table's light half, every line (machines/README.md, "The kinds table"): the per-pin
// and page kinds, with their system ids, joined to the long-lived ones of kind-ids.ts. Every kind
// of the root's system is here by name, with its scope; kinds.ts has its machine, one line for
// each, and the type check fails when one is missing. Views read the page lines for their system
// ids; the first paint reads none of this.
import type { EditFormKind } from '../domain/edit-forms';
import type { FollowKind } from '../domain/follow';
import { lateRootKindIds, rootKindIds, type KindScope } from './kind-ids';

export type { KindScope } from './kind-ids';

const pin = { scope: 'pin' } as const;
const page = <Args extends unknown[]>(systemId: (...args: Args) => string) => ({
  scope: 'page' as const,
  systemId,
});
const placement = (placementId: number): string => `placement.${placementId}`;

/** The per-pin kinds, addressed as `pin.<id>.<kind>`. */
export const pinKindIds = {
  hover: pin,
  oneTapSave: pin,
  save: pin,
  favorite: pin,
  savedIndicator: pin,
  carousel: pin,
  feedback: pin,
  outbound: pin,
  share: pin,
};

/** The page actors, each with the system id a view asks for it under. */
export const pageKindIds = {
  /** `board.<id>.follow`, `user.<id>.follow`: the Follow button of a board or a person. */
  follow: page((kind: FollowKind, id: string) => `${kind}.${id}.follow`),
  /** `board.<id>.collaborators`: the people of a board's edit pages. */
  collaborators: page((boardId: string) => `board.${boardId}.collaborators`),
  /** `board.<id>.bulkDelete`: the pins chosen for deletion on the owner's board page. */
  bulkDelete: page((boardId: string) => `board.${boardId}.bulkDelete`),
  /** `profile.viewPreferences`: the board sort order and the board and pin filters of profiles. */
  profileView: page(() => 'profile.viewPreferences'),
  /** `<kind>.<id>.edit`: the edit form of a pin, a save, a board or a section. */
  editForm: page((kind: EditFormKind, id: string) => `${kind}.${id}.edit`),
  /** `page.<what>.loader`: a page's data load (`page.board.b13.loader`). */
  loader: page((what: string) => `page.${what}.loader`),
  /** `placement.<id>`: a survey's prompt and frame. */
  survey: page(placement),
  /** `placement.<id>`: a modal experience. */
  experienceModal: page(placement),
  /** `placement.<id>`: a hero banner. */
  heroBanner: page(placement),
  /** `placement.<id>`: a toast experience. */
  experienceToast: page(placement),
  /** `placement.<id>`: a tooltip, popover or flyout. */
  tooltipPulsar: page(placement),
  /** `invite.<code>.landing`: the invite landing of an invite_code in the url (spec 3 section 4). */
  inviteLanding: page((code: string) => `invite.${code}.landing`),
  /** `board.<id>.invite`: the board link's invitation to collaborate (accept_invite, seamless). */
  boardInvite: page((boardId: string) => `board.${boardId}.invite`),
  /** `user.<id>.onboarding`: a new account's onboarding (spec 3 sections 2 and 9). */
  onboarding: page((userId: string) => `user.${userId}.onboarding`),
};

/** Every kind, in table order. */
export const kindIds = {
  ...rootKindIds,
  ...lateRootKindIds,
  ...pinKindIds,
  ...pageKindIds,
};

export type KindIds = typeof kindIds;

/** Every kind's name. */
export type KindName = keyof KindIds;

/** The kinds of a scope (or scopes). */
export type KindsOf<S extends KindScope> = {
  [K in KindName]: KindIds[K]['scope'] extends S ? K : never;
}[KindName];

/** The names of a scope's kinds, in table order. */
export function kindNamesOf<S extends KindScope>(...scopes: S[]): KindsOf<S>[] {
  return (Object.keys(kindIds) as KindName[]).filter((name) =>
    (scopes as KindScope[]).includes(kindIds[name].scope),
  ) as KindsOf<S>[];
}
