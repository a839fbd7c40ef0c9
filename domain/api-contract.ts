// What the API client (api/) and the fake API (fake-api/) agree on beyond the entity types: the
// header naming the signed-in viewer, where the scenario player's copy of the data is, and the shape of a fault set through the fault control
// (fake-api/README.md). One home, imported on both sides.

/** The header naming the signed-in viewer (a user id); no header means logged out. */
export const VIEWER_HEADER = 'x-pinstate-user';

/**
 * Where the scenario player's copy of the data is served (docs/decisions/085): the fake API
 * answers every route and control route under it from an in-memory copy of its own.
 */
export const PLAYER_API_PREFIX = '/_player';

/** True for the scenario player's pages (`/scenarios`, `/scenarios/<id>`). */
export function isPlayerPath(pathname: string): boolean {
  return /^\/scenarios(\/|$)/.test(pathname);
}

/**
 * The address a page's call goes to: on a player page, a path of the page's own origin moves
 * under the player's copy; anything else (another origin, a player path already) is left alone.
 */
export function apiAddressFor<T>(input: T, pagePath: string): T | string {
  // A path of the page's own origin (`/x`, not `//host`) not already under the copy.
  return isPlayerPath(pagePath) &&
    typeof input === 'string' &&
    /^\/(?!\/|_player(\/|$))/.test(input)
    ? `${PLAYER_API_PREFIX}${input}`
    : input;
}

/** A fault on one route: answer `status` with `message`, after `latencyMs`, for `count` calls. */
export interface Fault {
  /** `'METHOD /path/pattern/'` as the README table writes it, or `'*'` for every route. */
  route: string;
  status?: number;
  message?: string;
  latencyMs?: number;
  /** How many calls the fault applies to; absent means until reset. */
  count?: number;
}
