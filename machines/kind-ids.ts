// The kinds table's light half, as the first paint needs it (machines/README.md, "The kinds
// table"): the long-lived kinds, by name, with their scope and a late root actor's fixed input.
// The root spawns them under their names (system-ids.ts, late-actors.ts). The per-pin and page
// lines are in all-kind-ids.ts and the machines in kinds.ts, both loaded after the first paint: a
// module lands in one chunk whole, so what the first paint does not read lives apart.
import {
  ANALYTICS_BUFFER_MAX,
  ANALYTICS_RECENT_MAX,
  COOKIE_SURFACE_TAG,
  PIN_PAGE_REPIN_COUNTER_MAX,
  SCROLL_UI_AWAY_PX,
  TRACKING_SAMPLE_RATE,
} from '../domain/constants';

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
const late = <const Input>(input: Input) => ({ scope: 'lateRoot' as const, input });

/** The kinds the root spawns as it starts. */
export const rootKindIds = {
  session: root,
  feeds: root,
};

/**
 * The late root actors, in the order the app spawns them once their logic has loaded. Their
 * input is checked against their machine's in kinds.ts.
 */
export const lateRootKindIds = {
  // The entity store: first, so the actors after it find it as they start. No card has anything
  // to keep in it before the per-pin logic arrives (decision 108).
  entities: late(undefined),
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
  // The screen's arbiter: the app tells it its width and the cookie choice (decision 082).
  screenArbiter: late({ width: null }),
};

/** The late root actors' kinds. */
export type LateRootKind = keyof typeof lateRootKindIds;

/** The long-lived actors: spawned once under their own name, at start or after the first paint. */
export type LongLivedKind = keyof typeof rootKindIds | LateRootKind;

/** The long-lived kinds' names, in table order. */
export const longLivedKindNames = (): LongLivedKind[] =>
  Object.keys({ ...rootKindIds, ...lateRootKindIds }) as LongLivedKind[];

/** The late root kinds' names, in table order. */
export const lateRootKindNames = (): LateRootKind[] =>
  Object.keys(lateRootKindIds) as LateRootKind[];

/** The system id of a per-pin actor: `pin.<id>.<kind>` (`pin.123.savedIndicator`). */
export const pinActorId = (pinId: string, kind: string): string => `pin.${pinId}.${kind}`;
