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
 * A backend's address as the build takes it (`VITE_API_BASE`, docs/backend.md): an http or https
 * address, its trailing slashes dropped; empty means the page's own origin. Anything else is a
 * clear error, so a build never calls somewhere by mistake. Read by the build (vite.config.ts),
 * which the production check does not walk.
 *
 * @public
 */
export function checkApiBase(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `VITE_API_BASE must be the backend's http or https address (e.g. http://127.0.0.1:8080), got ${value}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VITE_API_BASE must be an http or https address, got ${value}`);
  if (url.search || url.hash)
    throw new Error(`VITE_API_BASE takes no query or fragment, got ${value}`);
  return url.href.replace(/\/+$/, '');
}

/**
 * Where the scenario player's calls go for a backend at `base` (docs/decisions/085, 102): the
 * backend's copy for the player, under `/_player` on the backend's own address.
 */
export function playerApiBase(base: string): string {
  return `${base}${PLAYER_API_PREFIX}`;
}

/**
 * Where a page's API client sends its calls: the backend at `base` (empty: the page's own origin,
 * whose paths `apiAddressFor` moves under the copy), and on a player page with a backend of
 * another origin, that backend's copy for the player.
 */
export function apiBaseOn(base: string, pagePath: string): string {
  return base && isPlayerPath(pagePath) ? playerApiBase(base) : base;
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
