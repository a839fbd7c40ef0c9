// What the API client (api/) and the fake API (fake-api/) agree on beyond the entity types: the
// header naming the signed-in viewer, and the shape of a fault set through the fault control
// (fake-api/README.md). One home, imported on both sides.

/** The header naming the signed-in viewer (a user id); no header means logged out. */
export const VIEWER_HEADER = 'x-pinstate-user';

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
