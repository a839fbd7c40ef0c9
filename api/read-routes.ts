// The routes the app reads at its start (a pin, a feed, a user, the viewer's experiences), with how a route pattern is
// filled and which route a feed takes. The rest of the table is in routes.ts, loaded on first use.
import type { FeedKind, FeedQuery } from './api';

/** The read routes, as `'METHOD /path/pattern/'`, keyed by the `Api` function that calls them. */
export const READ_ROUTES = {
  getPin: 'GET /v3/pins/:id/',
  feedHome: 'GET /v3/feeds/home/',
  feedRelated: 'GET /v3/pins/:id/related/',
  feedSearch: 'GET /v3/search/pins/',
  feedBoard: 'GET /v3/boards/:id/pins/',
  feedSection: 'GET /v3/board_sections/:id/pins/',
  feedCreated: 'GET /v3/users/:username/pins/created/',
  feedSaved: 'GET /v3/users/:username/pins/saved/',
  feedInterest: 'GET /v3/interests/:id/pins/',
  feedArticle: 'GET /v3/today/articles/:id/pins/',
  feedVideos: 'GET /v3/videos/categories/:id/pins/',
  feedShopping: 'GET /v3/shopping/categories/:id/pins/',
  feedVisual: 'GET /v3/pins/:id/visual_search/',
  getUser: 'GET /v3/users/:id/',
  getExperiences: 'GET /v3/experiences/',
} as const;

export type ReadRouteName = keyof typeof READ_ROUTES;

/** Fills `:name` segments of a route pattern, percent-encoding each value. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    // A placed experience id is `placement:experience`; the colon stays readable in the path.
    return encodeURIComponent(value).replace(/%3A/gi, ':');
  });
}

/** Each feed kind's route, and the path parameter its id fills when it takes one. */
const FEED_ROUTES: Record<FeedKind, readonly [ReadRouteName, string?]> = {
  home: ['feedHome'],
  search: ['feedSearch'],
  related: ['feedRelated', 'id'],
  board: ['feedBoard', 'id'],
  section: ['feedSection', 'id'],
  created: ['feedCreated', 'username'],
  saved: ['feedSaved', 'username'],
  interest: ['feedInterest', 'id'],
  article: ['feedArticle', 'id'],
  videos: ['feedVideos', 'id'],
  shopping: ['feedShopping', 'id'],
  visual: ['feedVisual', 'id'],
};

export function feedRoute(query: FeedQuery): {
  route: ReadRouteName;
  params?: Record<string, string>;
} {
  const [route, param] = FEED_ROUTES[query.kind];
  if (!param) return { route };
  if (!query.id) throw new Error(`The ${query.kind} feed needs its ${param}`);
  return { route, params: { [param]: query.id } };
}
