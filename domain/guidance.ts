// Guidance layer rules: experience kinds, the display-data validation of spec 2 section 5, hero
// banner buttons and message links, survey hold-back, completion, and the fixed texts of the
// cookie banner and login prompts (spec 2 sections 2 to 6 and 9).
import { SURVEY_PLACEMENT } from './constants';

export type DisplayData = Record<string, unknown>;

/** A display-data field as trimmed text ('' when it is not a string). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A display-data field as a record, or null. */
export function record(value: unknown): DisplayData | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as DisplayData)
    : null;
}

/** Hero banner: a complete button with a link renders as a link (spec 2 section 5). */
export function heroCompleteIsLink(data: DisplayData): boolean {
  return text(data.completeButtonText) !== '' && text(data.onCompleteRedirectUrl) !== '';
}

/**
 * Hero banner: a dismiss icon appears only for message-only banners, those without complete
 * and dismiss buttons (spec 2 section 5).
 */
export function heroShowsDismissIcon(data: DisplayData): boolean {
  return text(data.completeButtonText) === '' && text(data.dismissButtonText) === '';
}

/** A piece of a hero banner message: plain text or a link. */
export type MessagePart = { text: string } | { text: string; href: string };

/**
 * A hero banner message with its {n} placeholders replaced by links (links[n-1] titled
 * linkTitles[n-1]); a placeholder without a link stays as text (spec 2 section 2).
 */
export function heroMessageParts({
  message,
  links = [],
  linkTitles = [],
}: {
  message: string;
  links?: readonly string[];
  linkTitles?: readonly string[];
}): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{(\d+)\}/gu)) {
    const at = match.index;
    const n = Number(match[1]);
    const href = links[n - 1];
    if (at > last) parts.push({ text: message.slice(last, at) });
    parts.push(href ? { text: linkTitles[n - 1] ?? href, href } : { text: match[0] });
    last = at + match[0].length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}

/** Survey action trigger: 1, 2 (on close) or default 3 (spec 2 section 2). */
export function surveyActionTrigger(data: DisplayData): 1 | 2 | 3 {
  return data.action_trigger === 1 || data.action_trigger === 2 ? data.action_trigger : 3;
}

/** Paths where surveys on placement 1000421 are held back (spec 2 section 2). */
const SURVEY_HOLD_BACK_PATHS = ['/pin-builder', '/idea-pin-builder'] as const;

/** Surveys on placement 1000421 are held back on pin-builder and idea-pin-builder paths (spec 2 section 4). */
export function isSurveyHeldBack({
  placementId,
  pathname,
}: {
  placementId: number;
  pathname: string;
}): boolean {
  if (placementId !== SURVEY_PLACEMENT) return false;
  return SURVEY_HOLD_BACK_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Survey frame messages are accepted only from the origin of the survey link; a relative survey
 * link has the app's origin (spec 2 section 4).
 */
export function isSurveyMessageOrigin({
  origin,
  surveyUrl,
  appOrigin,
}: {
  origin: string;
  surveyUrl: string;
  appOrigin: string;
}): boolean {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)/iu.exec(surveyUrl.trim());
  const expected = (match?.[1] ?? appOrigin).toLowerCase();
  return origin.toLowerCase() === expected;
}

/** The cookie preferences toast (spec 2 section 4). */
export const COOKIE_SAVED_TOAST =
  'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';

/** The survey prompt titles (spec 2 section 4). */
export const SURVEY_TITLES = [
  'Would you mind taking a survey?',
  'Have a few minutes to take a survey?',
] as const;

export type GatedAction = 'save' | 'edit' | 'follow' | 'unfollow' | 'create';

/** The login prompt header (spec 2 section 6). */
export const LOGIN_PROMPT_HEADER = "You're almost there! Log in to access all of the product";

/** A login prompt's header and title for its gated action (spec 2 section 6). */
export function loginPromptTexts(action: GatedAction): { header: string; text: string } {
  return { header: LOGIN_PROMPT_HEADER, text: LOGIN_PROMPT_TEXT[action] };
}

/** The login prompt for each gated action (spec 2 section 6, spec 3 section 8). */
export const LOGIN_PROMPT_TEXT: Record<GatedAction, string> = {
  save: 'Log in to save this Pin',
  edit: 'Log in to edit this Pin',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
  create: 'Log in to create a Pin or board',
};
