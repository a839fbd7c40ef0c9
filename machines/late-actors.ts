// The late root actors: long-lived actors of the root's system whose code is not needed for the
// first paint (toasts, the logged-out visitor's held saves, analytics, the scroll-driven UI, the
// app UI state; the
// cookie banner, business profiles and experiences join here).
// Their logic is page logic (page-kinds.ts), loaded after the first paint; once it is, the app
// spawns each under its system id and holds it for the whole session, so it is never dropped.
// Adding one is its machine in `pageLogic` and one line here.
import {
  ANALYTICS_BUFFER_MAX,
  COOKIE_SURFACE_TAG,
  ANALYTICS_RECENT_MAX,
  SCROLL_UI_AWAY_PX,
  PIN_PAGE_REPIN_COUNTER_MAX,
  TRACKING_SAMPLE_RATE,
} from '../domain/constants';
import type { RepinCounterInput } from './repin-counter.machine';
import type { ImpressionsInput } from './impressions.machine';
import type { ScrollUiInput } from './scroll-ui.machine';
import type { ScreenArbiterInput } from './screen-arbiter.machine';
import type { AnalyticsInput } from './analytics.machine';
import type { CookiesInput } from './cookies.machine';
import type { ExperiencesInput } from './experiences.machine';
import type { PageActorKind } from './page-kinds';
import { SYSTEM_IDS } from './system-ids';

/**
 * The cookie actor starts as a visitor's with no choice; the root tells it of a sign-in
 * (`cookies.signedIn`), and the provided save actor reads the stored choice (decision 019).
 */
const COOKIES_LATE_INPUT: CookiesInput = {
  signedIn: false,
  stored: null,
  surfaceTag: COOKIE_SURFACE_TAG,
};

export interface LateRootActor<K extends PageActorKind = PageActorKind> {
  systemId: string;
  kind: K;
  input: unknown;
}

export const lateRootActors: readonly LateRootActor[] = [
  { systemId: SYSTEM_IDS.toasts, kind: 'toasts', input: undefined },
  { systemId: SYSTEM_IDS.signedOutSaves, kind: 'signedOutSaves', input: undefined },
  {
    systemId: SYSTEM_IDS.analytics,
    kind: 'analytics',
    input: { keep: ANALYTICS_RECENT_MAX, bufferMax: ANALYTICS_BUFFER_MAX } satisfies AnalyticsInput,
  },
  {
    systemId: SYSTEM_IDS.experiences,
    kind: 'experiences',
    input: { refreshHomePlacement: false } satisfies ExperiencesInput,
  },
  {
    systemId: SYSTEM_IDS.scrollUi,
    kind: 'scrollUi',
    input: { awayFrom: SCROLL_UI_AWAY_PX } satisfies ScrollUiInput,
  },
  { systemId: SYSTEM_IDS.appUi, kind: 'appUi', input: {} },
  // Dark mode reads the stored theme itself (its provided `readTheme`).
  { systemId: SYSTEM_IDS.theme, kind: 'theme', input: undefined },
  // The logged-out local state reads storage itself (its provided `readLocalState`).
  { systemId: SYSTEM_IDS.localState, kind: 'localState', input: undefined },
  // Impression tracking: one pin in five (the tracking sample rate).
  {
    systemId: SYSTEM_IDS.impressions,
    kind: 'impressions',
    input: { sampleRate: TRACKING_SAMPLE_RATE } satisfies ImpressionsInput,
  },
  // The stored choice is read by the save actor's provider; the root tells it of sign-ins.
  { systemId: SYSTEM_IDS.cookies, kind: 'cookies', input: COOKIES_LATE_INPUT },
  // The root names the viewer on sign-in and sign-out (app-root.ts); none at first.
  {
    systemId: SYSTEM_IDS.businessProfile,
    kind: 'businessProfile',
    input: { viewer: null, stored: null },
  },
  // The mobile deep link reads the user agent and the upsell's dismissal itself (`readStart`).
  { systemId: SYSTEM_IDS.deepLink, kind: 'deepLink', input: undefined },
  // The pin-page repin counter reads the experiments itself (`readExperiments`).
  {
    systemId: SYSTEM_IDS.repinCounter,
    kind: 'repinCounter',
    input: { limit: PIN_PAGE_REPIN_COUNTER_MAX } satisfies RepinCounterInput,
  },
  // The screen's arbiter: the app tells it the width and the cookie choice (decision 082).
  {
    systemId: SYSTEM_IDS.screenArbiter,
    kind: 'screenArbiter',
    input: { width: null } satisfies ScreenArbiterInput,
  },
];

/** The events that spawn and hold every late root actor (sent to the root once logic is loaded). */
export function lateRootActorEvents(): (
  | { type: 'page.spawn'; systemId: string; kind: PageActorKind; input: unknown }
  | { type: 'page.hold'; systemId: string }
)[] {
  return lateRootActors.flatMap(({ systemId, kind, input }) => [
    { type: 'page.spawn' as const, systemId, kind, input },
    { type: 'page.hold' as const, systemId },
  ]);
}
