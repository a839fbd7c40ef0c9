// Route classification: profile and board paths, the page kinds recognised for logged-out
// interaction tracking and the landing page types of local state (spec 3 section 2).
import { isProfileSegment, parsePinPath } from './pin-path';

/** A profile or board route: /{username}/, /{username}/_created/, /{username}/_saved, board, section. */
export type ProfileRoute =
  | { kind: 'profile'; username: string }
  | { kind: 'created'; username: string }
  | { kind: 'saved'; username: string }
  | { kind: 'board'; username: string; boardSlug: string }
  | { kind: 'section'; username: string; boardSlug: string; sectionSlug: string };

function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/u)[0] ?? '';
  return path.split('/').filter((s) => s !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a profile-shaped path: /{username}/, /{username}/_created/, /{username}/_saved,
 * /{username}/{board}/ and /{username}/{board}/{section}; null when the first segment is a
 * reserved word or the path has another shape (spec 3 section 2).
 */
export function parseProfileRoute(pathname: string): ProfileRoute | null {
  const parts = segments(pathname).map(decode);
  const [username, second, third, ...rest] = parts;
  if (username === undefined || !isProfileSegment(username) || rest.length > 0) return null;
  if (second === undefined) return { kind: 'profile', username };
  if (third === undefined) {
    if (second === '_created') return { kind: 'created', username };
    if (second === '_saved') return { kind: 'saved', username };
    if (second.startsWith('_')) return null;
    return { kind: 'board', username, boardSlug: second };
  }
  if (second.startsWith('_')) return null;
  return { kind: 'section', username, boardSlug: second, sectionSlug: third };
}

export type PageKind =
  | 'pin'
  | 'board'
  | 'login'
  | 'home'
  | 'profile'
  | 'ideas'
  | 'ideas root'
  | 'videos'
  | 'videos category'
  | 'article'
  | 'shopping spotlight'
  | 'today'
  | 'unauthenticated profile'
  | 'shopping root'
  | 'shopping category'
  | 'other';

/** The page kind of a path, as logged-out interaction tracking recognises it (spec 3 section 2). */
export function pageKind(pathname: string): PageKind {
  const parts = segments(pathname);
  const [first, second, third] = parts;
  if (first === undefined || first === 'homefeed') return 'home';
  if (first === 'pin') return parsePinPath(pathname) ? 'pin' : 'other';
  if (first === 'login' || first === 'signup') return 'login';
  if (first === 'ideas') return second === undefined ? 'ideas root' : 'ideas';
  if (first === 'videos') return second === undefined ? 'videos' : 'videos category';
  if (first === 'discover' && second === 'article') return 'article';
  if (first === 'today') return second === 'article' ? 'article' : 'today';
  if (first === 'shopping') {
    if (second === undefined) return 'shopping root';
    if (second === 'spotlight') return 'shopping spotlight';
    return third === undefined ? 'other' : 'shopping category';
  }
  if (first === 'unauth-profile') return 'unauthenticated profile';
  const route = parseProfileRoute(pathname);
  if (route === null) return 'other';
  return route.kind === 'board' || route.kind === 'section' ? 'board' : 'profile';
}

export type LandingPageType =
  | 'today'
  | 'ideas'
  | 'own_section'
  | 'own_board'
  | 'section'
  | 'board'
  | 'closeup'
  | 'home'
  | 'profile'
  | 'search'
  | 'topic'
  | '';

/**
 * The landing page type kept in local state: today, ideas, own_section, own_board, section,
 * board, closeup, home, profile, search, topic, or empty (spec 3 section 2).
 */
export function landingPageType({
  pathname,
  viewerUsername,
}: {
  pathname: string;
  viewerUsername?: string | null;
}): LandingPageType {
  const [first, second] = segments(pathname);
  if (first === undefined || first === 'homefeed') return 'home';
  if (first === 'pin') return parsePinPath(pathname) ? 'closeup' : '';
  if (first === 'search') return 'search';
  // A Today story opened on its own (`/discover/article/{x}`) is a Today landing too.
  if (first === 'today' || (first === 'discover' && second === 'article')) return 'today';
  if (first === 'ideas') return second === undefined ? 'ideas' : 'topic';
  if (first === 'topics') return 'topic';
  const route = parseProfileRoute(pathname);
  if (route === null) return '';
  const own =
    viewerUsername !== null &&
    viewerUsername !== undefined &&
    route.username.toLowerCase() === viewerUsername.toLowerCase();
  if (route.kind === 'board') return own ? 'own_board' : 'board';
  if (route.kind === 'section') return own ? 'own_section' : 'section';
  return 'profile';
}
