// The view type of a page path, and a pin's log view from its surface or, failing that, its page
// (spec 1 section 7; docs/decisions/046-log-view-types.md). Apart from log-view.ts so the cards of
// the first paint do not carry the path rules.
import { LOG_COMPONENT, surfaceViewType, VIEW_TYPE, type LogView, type ViewType } from './log-view';
import { parseProfileRoute } from './page-kind';
import { parsePinPath } from './pin-path';
import type { Pin } from './types';
import { pinViewParameter } from './view-parameter';

/** The discovery pages' paths (decision 058): Today, its stories, topics, videos and shopping. */
const DISCOVERY_PATH = /^\/(today|discover\/article|ideas|topics|videos|shopping)(\/|$)/u;

/** The view type of a page path: home, a pin's closeup, search, a board or section, a profile. */
export function viewTypeOfPath(pathname: string): ViewType {
  const path = pathname.split(/[?#]/u)[0] ?? '';
  if (path === '/' || path === '' || /^\/homefeed\/?$/u.test(path)) return VIEW_TYPE.homeFeed;
  if (path.startsWith('/pin/')) return parsePinPath(path) ? VIEW_TYPE.closeup : VIEW_TYPE.other;
  if (path.startsWith('/search/')) return VIEW_TYPE.search;
  if (DISCOVERY_PATH.test(path)) return VIEW_TYPE.discovery;
  const route = parseProfileRoute(path);
  if (route === null) return VIEW_TYPE.other;
  return route.kind === 'board' || route.kind === 'section' ? VIEW_TYPE.board : VIEW_TYPE.profile;
}

/**
 * Where a pin's events happen: the view type of the surface hosting it (spec 1 section 2), else of
 * the page's path; the pin's view parameter (spec 1 section 7); the closeup or a grid card.
 */
export function logViewOf({
  surface,
  pathname,
  pin,
}: {
  surface?: string | null;
  pathname: string;
  pin: Pick<Pin, 'richMetadata'>;
}): LogView {
  const bySurface = surfaceViewType(surface);
  const viewType = bySurface ?? viewTypeOfPath(pathname);
  const onCloseup =
    surface === 'Closeup' || surface === 'Repin' || (!surface && viewType === VIEW_TYPE.closeup);
  return {
    viewType,
    viewParameter: pinViewParameter(pin),
    component: onCloseup ? LOG_COMPONENT.closeup : LOG_COMPONENT.pinCard,
  };
}
