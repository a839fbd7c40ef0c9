// Experience rules of the guidance layer: kinds, the display-data validation of spec 2 section 5,
// who receives experiences (section 6), completion and the special ids (section 4), the calls'
// placed ids and analytics ids (section 7), and the business upgrade banner (sections 2, 6, 8).
// Apart from domain/guidance.ts (which the first paint needs for the login prompts), so none of
// this enters the home route's initial JS.
import { record, SURVEY_TITLES, surveyActionTrigger, text, type DisplayData } from './guidance';
import type { Device, Experience, Viewer } from './types';
import { isBot, isSignedIn } from './viewer';

export type ExperienceKind =
  | 'inactive'
  | 'heroBanner'
  | 'flyout'
  | 'searchDelight'
  | 'calloutBanner'
  | 'callout'
  | 'floatingUpsell'
  | 'modal'
  | 'survey'
  | 'metricsBanner'
  | 'prompt'
  | 'tooltip'
  | 'toast'
  | 'popover'
  | 'unknown';

/** Experience types (spec 2 section 3). */
const EXPERIENCE_TYPES = {
  survey: 5,
  tooltip: 8,
  toast: 10,
  modal: 26,
  callout: 27,
  floatingUpsell: 28,
  popover: 29,
} as const;

/** The metrics banner's experience id (spec 2 section 2). */
const METRICS_BANNER_ID = 502527;
/** The metrics banner's display type (spec 2 section 5). */
const METRICS_BANNER_TYPE = 5;

/** The three callout types (spec 2 section 2). */
const CALLOUT_TYPES = ['error-callout', 'info-callout', 'warning-callout'] as const;
/** The upsell banner type (spec 2 section 5). */
export const UPSELL_TYPE = 'upsell';

/** An experience is active only if its type is not 0 (spec 2 section 3). */
export function isActiveExperience(experience: Pick<Experience, 'type'>): boolean {
  return experience.type !== 0;
}

/**
 * The kind of an experience from its type and display data: component_type 1 hero banner, 2
 * anchored flyout, 3 search delight; type 27 with a display type is a callout banner, else a
 * callout; type 5 with an anket is a survey, with buttons and title_text a metrics banner
 * (spec 2 sections 2 and 3).
 */
function experienceKind(
  experience: Pick<Experience, 'type' | 'display_data' | 'experience_id'>,
): ExperienceKind {
  if (!isActiveExperience(experience)) return 'inactive';
  const data = experience.display_data;
  switch (data.component_type) {
    case 1:
      return 'heroBanner';
    case 2:
      return 'flyout';
    case 3:
      return 'searchDelight';
    default:
      break;
  }
  switch (experience.type) {
    case EXPERIENCE_TYPES.callout:
      return typeof data.type === 'string' ? 'calloutBanner' : 'callout';
    case EXPERIENCE_TYPES.floatingUpsell:
      return 'floatingUpsell';
    case EXPERIENCE_TYPES.modal:
      return 'modal';
    case EXPERIENCE_TYPES.tooltip:
      return 'tooltip';
    case EXPERIENCE_TYPES.toast:
      return 'toast';
    case EXPERIENCE_TYPES.popover:
      return 'popover';
    case EXPERIENCE_TYPES.survey:
      if (record(data.anket)) return 'survey';
      if (experience.experience_id === METRICS_BANNER_ID) return 'metricsBanner';
      if (Array.isArray(data.buttons) && 'title_text' in data) return 'metricsBanner';
      return 'prompt';
    default:
      return 'unknown';
  }
}

/**
 * Callout banner: display_data.type must be one of the three callout types and a message must
 * be present; upsell banners need type 'upsell' and a message (spec 2 section 5).
 */
function isValidCalloutBanner(data: DisplayData): boolean {
  const type = text(data.type);
  const known = (CALLOUT_TYPES as readonly string[]).includes(type) || type === UPSELL_TYPE;
  return known && text(data.message) !== '';
}

/** Modal: needs title, body and completeButton text, otherwise nothing is shown (spec 2 section 5). */
function isValidModal(data: DisplayData): boolean {
  return (
    text(data.title) !== '' &&
    text(data.body) !== '' &&
    text(record(data.completeButton)?.text) !== ''
  );
}

/** Metrics banner: needs type 5, at least 2 buttons, title_text and subtitle_text (spec 2 section 5). */
function isValidMetricsBanner(data: DisplayData): boolean {
  return (
    data.type === METRICS_BANNER_TYPE &&
    Array.isArray(data.buttons) &&
    data.buttons.length >= 2 &&
    text(data.title_text) !== '' &&
    text(data.subtitle_text) !== ''
  );
}

/** The platform key of anchored flyouts: web_mobile on mobile, web otherwise (spec 2 section 5). */
function platformKey(device: Device): 'web' | 'web_mobile' {
  return device === 'mobile' ? 'web_mobile' : 'web';
}

/**
 * Flyout: the anchor for the current platform must exist and its placement must equal the
 * current placement (spec 2 section 5).
 */
function isValidFlyout({
  data,
  device,
  placementId,
}: {
  data: DisplayData;
  device: Device;
  placementId: number;
}): boolean {
  const anchor = record(record(data.anchors_by_platform)?.[platformKey(device)]);
  if (!anchor || text(anchor.anchor) === '') return false;
  return Number(anchor.placement) === placementId;
}

/** Popover: type 29 with an anchor present among the page's anchors (spec 2 section 5). */
function isValidPopover({
  type,
  data,
  anchors,
}: {
  type: number;
  data: DisplayData;
  anchors: readonly string[];
}): boolean {
  const anchor = text(data.anchor);
  return type === EXPERIENCE_TYPES.popover && anchor !== '' && anchors.includes(anchor);
}

/**
 * Bounds of what a record may hold (docs/decisions/086): far beyond any real message, so only a
 * broken or hostile server reaches them.
 */
const DISPLAY_DATA_LIMITS = {
  /** Characters of one text. */
  text: 10_000,
  /** Entries of one list. */
  list: 1_000,
  /** Lists and objects inside one another. */
  depth: 8,
  /** Any number, a wait in ms included: past it a browser's timer fires at once. */
  number: 2 ** 31 - 1,
} as const;

/** A link that runs script or carries a document of its own, however it is cased or spaced. */
const SCRIPT_LINK = /^(javascript|vbscript|data):/u;

/**
 * Why a record's display data may not be drawn at all, or null: a text that is a script link, a
 * text, list or number of absurd size, or data nested past reason. HTML inside a text is
 * sanitized where it is drawn (ui/guidance/guidance-html.tsx).
 */
function displayDataProblem(data: unknown, depth = 0): string | null {
  const L = DISPLAY_DATA_LIMITS;
  if (typeof data === 'string') {
    if (data.length > L.text) return `a text is longer than ${L.text} characters`;
    // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
    const scheme = data.replace(/[\s\u0000-\u001f]/gu, '').toLowerCase();
    return SCRIPT_LINK.test(scheme) ? 'a text is a script or data link' : null;
  }
  if (typeof data === 'number')
    return Number.isFinite(data) && Math.abs(data) <= L.number ? null : 'a number is out of range';
  if (typeof data !== 'object' || data === null) return null;
  if (depth >= L.depth) return 'the data is nested too deep';
  const values = Array.isArray(data) ? data : Object.values(data);
  if (values.length > L.list) return `a list has more than ${L.list} entries`;
  for (const value of values) {
    const problem = displayDataProblem(value, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The verdict of validation: the kind and, when rejected, the rule it breaks. */
export type ExperienceVerdict =
  { ok: true; kind: ExperienceKind } | { ok: false; kind: ExperienceKind; reason: string };

/**
 * Validates an experience for display on a placement (spec 2 section 5). `anchors` are the
 * anchors present on the page; the placement defaults to the experience's own.
 */
export function validateExperience({
  experience,
  device,
  anchors,
  placementId = experience.placement_id,
}: {
  experience: Pick<Experience, 'type' | 'display_data' | 'experience_id' | 'placement_id'>;
  device: Device;
  anchors: readonly string[];
  placementId?: number;
}): ExperienceVerdict {
  const kind = experienceKind(experience);
  const data = experience.display_data;
  const reject = (reason: string): ExperienceVerdict => ({ ok: false, kind, reason });
  const hostile = displayDataProblem(data);
  if (hostile) return reject(hostile);
  switch (kind) {
    case 'inactive':
      return reject('experience type is 0 (inactive)');
    case 'calloutBanner':
      return isValidCalloutBanner(data)
        ? { ok: true, kind }
        : reject('callout banner needs a callout or upsell type and a message');
    case 'modal':
      return isValidModal(data)
        ? { ok: true, kind }
        : reject('modal needs title, body and completeButton text');
    case 'metricsBanner':
      return isValidMetricsBanner(data)
        ? { ok: true, kind }
        : reject('metrics banner needs type 5, 2 buttons, title_text and subtitle_text');
    case 'flyout':
      return isValidFlyout({ data, device, placementId })
        ? { ok: true, kind }
        : reject('flyout needs an anchor for this platform on this placement');
    case 'popover':
      return isValidPopover({ type: experience.type, data, anchors })
        ? { ok: true, kind }
        : reject("popover anchor is not among the page's anchors");
    default:
      return { ok: true, kind };
  }
}

/** Bots receive no experiences: no placement is selected and nothing is fetched (spec 2 section 6). */
export function receivesExperiences(viewer: Pick<Viewer, 'kind'>): boolean {
  return !isBot(viewer);
}

/**
 * Completing is skipped if the completion level is neither 1 nor 2, unless removal is prevented
 * (spec 2 section 4).
 */
export function shouldComplete({
  completionLevel,
  preventRemoval = false,
}: {
  completionLevel: unknown;
  preventRemoval?: boolean;
}): boolean {
  return preventRemoval || completionLevel === 1 || completionLevel === 2;
}

/** Experience ids with special behaviour (spec 2 section 4). */
export const SPECIAL_EXPERIENCES = {
  viewedOnMount: 500500,
  viewedOnAppear: 1000075,
  disablesNavigationOnComplete: 507054,
  autoComplete: [502312, 502320, 502321, 502322],
  hideFooter: 500417,
} as const;

/**
 * Whether completing an experience follows its complete button's link. Experience 507054 disables
 * navigation when completed (spec 2 section 4): its complete button completes it and the person
 * stays where they are (docs/decisions/055).
 */
export function completeNavigates(experienceId: number): boolean {
  return experienceId !== SPECIAL_EXPERIENCES.disablesNavigationOnComplete;
}

/** Viewing this placement triggers a refresh (spec 2 section 4). */
export const REFRESH_ON_VIEW_PLACEMENT = 1000162;

/** The placed experience id sent with every experience call: `placement:experience` (spec 2 section 7). */
export function placedExperienceId({
  placementId,
  experienceId,
}: {
  placementId: number;
  experienceId: number;
}): string {
  return `${placementId}:${experienceId}`;
}

/** The home feed's placement whose init-fetch experience is kept by refreshes (spec 2 section 4). */
export const HOME_FEED_PLACEMENT = 11;

/** A placement's lifecycle (spec 2 section 3 "Placement lifecycle"). */
export type PlacementStatus = 'mounted' | 'unmounted' | 'registeredAfterAction';

/** Guidance analytics: action event types (spec 2 section 7 "Analytics events"). */
export const EXPERIENCE_ACTION_EVENT_TYPE = {
  viewed: 4503,
  completed: 6567,
  dismissed: 6568,
} as const;

/** The banner components whose element clicks are logged as event type 101 (spec 2 section 7). */
export type BannerComponent = 14071 | 14075;

/** The banner elements logged on click (spec 2 section 7). */
export const BANNER_ELEMENTS = {
  dismiss: 11925,
  primary: 13004,
  secondary: 13005,
} as const;
export type BannerElement = keyof typeof BANNER_ELEMENTS;

/** The business upgrade banner's experience id (spec 2 section 9). */
export const UPGRADE_BANNER_ID = 503755;

/** The business upgrade banner's texts and link (spec 2 sections 2 and 8). */
export const UPGRADE_BANNER = {
  title: 'Discover your top performing Pins',
  message:
    'Upgrade to a free business account to unlock tools that help drive traffic, grow your audience and sell more products',
  action: 'Upgrade',
  href: '/business/convert/',
} as const;

/** The upgrade banner is for personal accounts: signed in, not a business (partner) account (spec 2 section 6). */
export function showsUpgradeBanner(viewer: Pick<Viewer, 'kind' | 'id' | 'isPartner'>): boolean {
  return isSignedIn(viewer) && !viewer.isPartner;
}

/** The accessibility label of a callout banner's dismiss button (spec 2 section 8). */
export const DISMISS_BANNER_LABEL = 'Dismiss banner';

/** Banner components logged on element clicks: the callout banner and the upgrade banner (spec 2 section 7). */
export const BANNER_COMPONENT = { calloutBanner: 14071, upgradeBanner: 14075 } as const;

/** What a survey experience shows and where its frame comes from (spec 2 sections 2 and 4). */
export interface SurveyDisplay {
  /** The survey frame's link, made absolute against `appOrigin` when it is relative. */
  url: string;
  title: string;
  subtitle: string;
  detail: string;
  accept: string;
  decline: string;
  /** The display data's `delay` in ms, or null for the default (5000 ms). */
  delayMs: number | null;
  actionTrigger: 1 | 2 | 3;
}

/** The prompt's accept and decline labels when the display data's buttons carry none. */
const SURVEY_BUTTONS = { accept: 'Take the survey', decline: 'Maybe another time' } as const;

/** A survey's display data as the prompt shows it; null without an anket link (spec 2 section 2). */
export function surveyDisplay(data: DisplayData, appOrigin: string): SurveyDisplay | null {
  const link = text(record(data.anket)?.url);
  if (link === '') return null;
  let url: string;
  try {
    url = new URL(link, appOrigin).href;
  } catch {
    return null;
  }
  const buttons = Array.isArray(data.buttons) ? data.buttons.map(record) : [];
  const title = text(data.title_text);
  return {
    url,
    title: (SURVEY_TITLES as readonly string[]).includes(title) ? title : SURVEY_TITLES[0],
    subtitle: text(data.subtitle_text),
    detail: text(data.detailed_text),
    accept: text(buttons[0]?.text) || SURVEY_BUTTONS.accept,
    decline: text(buttons[1]?.text) || SURVEY_BUTTONS.decline,
    delayMs: typeof data.delay === 'number' && data.delay >= 0 ? data.delay : null,
    actionTrigger: surveyActionTrigger(data),
  };
}
