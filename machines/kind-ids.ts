// The kinds table's light half (machines/README.md, "The kinds table"): every kind of actor the
// root's system holds, by name, with its scope and its system id, and a late root actor's fixed
// input. The first paint needs these (the root spawns the long-lived actors, views build system
// ids), but not the machines: those are in the table's other half, kinds.ts, which loads after
// it. kinds.ts has one line for every line here, and the type check fails when one is missing.
import {
  ANALYTICS_BUFFER_MAX,
  ANALYTICS_RECENT_MAX,
  COOKIE_SURFACE_TAG,
  PIN_PAGE_REPIN_COUNTER_MAX,
  SCROLL_UI_AWAY_PX,
  TRACKING_SAMPLE_RATE,
} from '../domain/constants';
import type { EditFormKind } from '../domain/edit-forms';
import type { FollowKind } from '../domain/follow';

/** Where a kind lives in the root's system. */
export type KindScope =
  /** Spawned by the root as it starts, under its name (the first paint needs it). */
  | 'root'
  /** Spawned once its logic has loaded after the first paint, under its name, held for good. */
  | 'lateRoot'
  /** One per pin, spawned on a card's first ask, as `pin.<id>.<kind>`. */
  | 'pin'
  /** Spawned while a view holds it, under the system id its `systemId` builds. */
  | 'page';

const root = { scope: 'root' } as const;
const pin = { scope: 'pin' } as const;
const late = <const Input>(input: Input) => ({ scope: 'lateRoot' as const, input });
const page = <Args extends unknown[]>(systemId: (...args: Args) => string) => ({
  scope: 'page' as const,
  systemId,
});
const placement = (placementId: number): string => `placement.${placementId}`;

/**
 * Every kind, in the order the root spawns the long-lived ones. A late root actor's input is
 * checked against its machine's in kinds.ts.
 */
export const kindIds = {
  session: root,
  entities: root,
  feeds: root,

  toasts: late(undefined),
  signedOutSaves: late(undefined),
  analytics: late({ keep: ANALYTICS_RECENT_MAX, bufferMax: ANALYTICS_BUFFER_MAX }),
  experiences: late({ refreshHomePlacement: false }),
  scrollUi: late({ awayFrom: SCROLL_UI_AWAY_PX }),
  appUi: late({}),
  // Dark mode reads the stored theme itself (its provided `readTheme`).
  theme: late(undefined),
  // The logged-out local state reads storage itself (its provided `readLocalState`).
  localState: late(undefined),
  // Impression tracking: one pin in five (the tracking sample rate).
  impressions: late({ sampleRate: TRACKING_SAMPLE_RATE }),
  // A visitor's with no choice: the app reads the stored choice into it (runtime/pin-logic.ts)
  // and the root tells it of sign-ins (decision 019).
  cookies: late({ signedIn: false, stored: null, surfaceTag: COOKIE_SURFACE_TAG }),
  // The root names the viewer on sign-in and sign-out (app-root.ts); none at first.
  businessProfile: late({ viewer: null, stored: null }),
  // The mobile deep link reads the user agent and the upsell's dismissal itself (`readStart`).
  deepLink: late(undefined),
  // The pin-page repin counter reads the experiments itself (`readExperiments`).
  repinCounter: late({ limit: PIN_PAGE_REPIN_COUNTER_MAX }),

  hover: pin,
  oneTapSave: pin,
  save: pin,
  favorite: pin,
  savedIndicator: pin,
  carousel: pin,
  feedback: pin,
  outbound: pin,
  share: pin,

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
};

export type KindIds = typeof kindIds;

/** Every kind's name. */
export type KindName = keyof KindIds;

/** The kinds of a scope (or scopes). */
export type KindsOf<S extends KindScope> = {
  [K in KindName]: KindIds[K]['scope'] extends S ? K : never;
}[KindName];

/** The long-lived actors: spawned once under their own name, at start or after the first paint. */
export type LongLivedKind = KindsOf<'root' | 'lateRoot'>;

/** The names of a scope's kinds, in table order. */
export function kindNamesOf<S extends KindScope>(...scopes: S[]): KindsOf<S>[] {
  return (Object.keys(kindIds) as KindName[]).filter((name) =>
    (scopes as KindScope[]).includes(kindIds[name].scope),
  ) as KindsOf<S>[];
}

/** The system id of a per-pin actor: `pin.<id>.<kind>` (`pin.123.savedIndicator`). */
export const pinActorId = (pinId: string, kind: string): string => `pin.${pinId}.${kind}`;
