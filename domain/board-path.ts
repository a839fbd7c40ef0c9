// A board section's path, on its own so the first paint's saved link needs nothing else of boards.
/** A board section path: the board url plus the section slug (spec 1 section 2, spec 3 section 2). */
export function boardSectionPath({ boardUrl, slug }: { boardUrl: string; slug: string }): string {
  const base = boardUrl.endsWith('/') ? boardUrl : `${boardUrl}/`;
  return `${base}${encodeURIComponent(slug)}/`;
}
