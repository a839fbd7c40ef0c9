// Pin paths and profile segments: the id pattern, 'text--id' paths, the canonical pin path and
// the reserved first path segments that are never profiles (spec 1 section 2, spec 3 section 2).
// The canonical pin, pin sub-page and profile paths are pin-link.ts's, re-exported here.
import { pinPath, pinSubpagePath } from './pin-link';

export { pinPath, pinSubpagePath, profilePath } from './pin-link';

/** A pin id: letters, digits, underscore and hyphen (spec 1 section 2). */
const PIN_ID_PATTERN = /^[A-Za-z0-9_-]+$/u;

/** The separator between descriptive text and the id in a pin path segment (spec 1 section 2). */
const PIN_PATH_TEXT_SEPARATOR = '--';

/** Whether a string is a valid pin id (spec 1 section 2). */
function isPinId(id: string): boolean {
  return PIN_ID_PATTERN.test(id);
}

/**
 * The id inside one pin path segment: '123' or 'some-text--123'; the id is read from the end,
 * after the last double dash (spec 1 section 2). Null when the segment holds no valid id.
 */
export function pinIdFromSegment(segment: string): string | null {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const cut = text.lastIndexOf(PIN_PATH_TEXT_SEPARATOR);
  const id = cut >= 0 ? text.slice(cut + PIN_PATH_TEXT_SEPARATOR.length) : text;
  return isPinId(id) ? id : null;
}

/** A parsed pin route: the id and what follows it ('' for the closeup, 'repin', 'edit', ...). */
export interface PinRoute {
  id: string;
  /** Path after the id, without slashes at either end: '', 'repin', 'visual-search/products'. */
  rest: string;
}

/**
 * Parses '/pin/123', '/pin/123/', '/pin/some-text--123/' and sub-paths such as
 * '/pin/123/repin/' (spec 1 section 2, spec 3 section 2). Query and hash are ignored.
 */
export function parsePinPath(path: string): PinRoute | null {
  const pathname = path.split(/[?#]/u)[0] ?? '';
  const match = /^\/pin\/([^/]+)(?:\/(.*))?$/u.exec(pathname);
  const segment = match?.[1];
  if (segment === undefined) return null;
  const id = pinIdFromSegment(segment);
  if (id === null) return null;
  const rest = (match?.[2] ?? '').replace(/^\/+|\/+$/gu, '');
  return { id, rest };
}

/** The pin id of a closeup path ('/pin/123', '/pin/123/', '/pin/text--123/'), or null (spec 1 section 2). */
export function pinIdFromPath(path: string): string | null {
  const route = parsePinPath(path);
  return route !== null && route.rest === '' ? route.id : null;
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return slug;
}

/**
 * A descriptive pin path '/pin/{text}--{id}/', or the canonical path when the text gives no slug
 * (spec 1 section 2).
 */
export function pinSeoPath({ id, text }: { id: string; text: string }): string {
  const slug = slugify(text);
  return slug === ''
    ? pinPath(id)
    : `/pin/${slug}${PIN_PATH_TEXT_SEPARATOR}${encodeURIComponent(id)}/`;
}

/**
 * '/pin/{id}/repin/' with the query of an edit from the save toast: isEditingPin=true,
 * pinBoardId, isFromToast=true, originalPinId (spec 1 section 2, spec 3 section 2).
 */
export function pinRepinPath({
  id,
  boardId,
  originalPinId,
  fromToast = true,
}: {
  id: string;
  boardId?: string | null;
  originalPinId?: string | null;
  fromToast?: boolean;
}): string {
  const query = new URLSearchParams({ isEditingPin: 'true' });
  if (boardId) query.set('pinBoardId', boardId);
  if (fromToast) query.set('isFromToast', 'true');
  if (originalPinId) query.set('originalPinId', originalPinId);
  return `${pinSubpagePath({ id, page: 'repin' })}?${query.toString()}`;
}

/**
 * The builder routes of spec 3 section 2 and the pin create route '/pin/create/' of its pin
 * routes, as route paths without the leading slash.
 */
export const BUILDER_PATHS: readonly string[] = [
  'pin/create',
  'pin-builder',
  'pin-editor',
  'story-pin-builder',
  'idea-pin-builder',
  'pin-creation-tool',
  'idea-ads-tool',
  'advertiser/quick-promote',
  'tv/studio',
];

/**
 * First path segments that are never a username: the examples of spec 3 section 2 (about, ads,
 * settings, search, today, topics, login) plus every first segment of its route catalogue and
 * the app's own service paths.
 */
const reservedProfileWords = (): ReadonlySet<string> =>
  new Set([
    // Named in spec 3 section 2.
    'about',
    'ads',
    'settings',
    'search',
    'today',
    'topics',
    'login',
    // Profile, board and pin routes.
    'me',
    'board',
    'boardsection',
    'pin',
    'pin_redirect',
    'appealed-pin',
    'reports-and-violations',
    'conversation',
    'offsite',
    // Discovery routes.
    'homefeed',
    'ideas',
    'videos',
    'shopping',
    'discover',
    // Account routes.
    'signup',
    'password',
    'pw',
    'secure',
    'email',
    'email_verification_error',
    'notifications',
    'age-appeal',
    'oauth',
    'app-factory-oauth',
    'unauth-profile',
    'edit',
    // Builder routes.
    ...BUILDER_PATHS.map((path) => path.split('/')[0] ?? path),
    // Business routes.
    'business',
    // The app's own service paths (API, images, control, scenario player).
    'v3',
    'vx',
    'resource',
    'img',
    '_control',
    'scenarios',
  ]);

/**
 * The reserved words, made at the first question rather than at load: a set made at load is
 * work the bundler keeps wherever the module is imported, the home chunk included (decision 112).
 */
let reserved: ReadonlySet<string> | null = null;

/** Whether a first path segment is a reserved word rather than a username (spec 3 section 2). */
export function isReservedProfileWord(segment: string): boolean {
  reserved ??= reservedProfileWords();
  return reserved.has(segment.toLowerCase());
}

/** A username segment: letters, digits, underscore, dot and hyphen, not starting with '_'. */
const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/u;

/**
 * Whether a first path segment names a profile: a username-shaped segment that is not one of
 * the reserved words (spec 3 section 2).
 */
export function isProfileSegment(segment: string): boolean {
  return USERNAME_PATTERN.test(segment) && !isReservedProfileWord(segment);
}

/** Created pins of a user '/{username}/_created/' (spec 1 section 2). */
export function createdPinsPath(username: string): string {
  return `/${encodeURIComponent(username)}/_created/`;
}

/** Saved pins of a profile '/{username}/_saved' (spec 3 section 2). */
export function savedPinsPath(username: string): string {
  return `/${encodeURIComponent(username)}/_saved`;
}
