// A pin's and a profile's paths (spec 1 section 2, spec 3 section 2), apart from the rest of the
// path rules (pin-path.ts, which re-exports them): every card links with them, and a module the
// first paint reads lands in its chunk whole (decision 108, decision 112).

/** The canonical closeup path '/pin/{id}/' (spec 1 section 2). */
export function pinPath(id: string): string {
  return `/pin/${encodeURIComponent(id)}/`;
}

/** The pin sub-pages of spec 1 section 2 and spec 3 section 2. */
export type PinSubpage = 'repin' | 'edit' | 'analytics' | 'comments';

/**
 * A pin sub-page '/pin/{id}/{page}/' with the trailing slash, as the canonical closeup path
 * has one: repin, edit, analytics (pin stats) and comments (spec 1 section 2, spec 3 section 2).
 */
export function pinSubpagePath({ id, page }: { id: string; page: PinSubpage }): string {
  return `${pinPath(id)}${page}/`;
}

/** Profile path '/{username}/' (spec 3 section 2). */
export function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}
