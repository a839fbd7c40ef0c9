// Links to the login and signup pages that carry the route to return to.

/** `/login?next=/pin/1/`: the page to go back to after signing in; none for the auth pages. */
export function authHref(page: '/login' | '/signup', next: string | null | undefined): string {
  if (!next || next.startsWith('/login') || next.startsWith('/signup')) return page;
  return `${page}?${new URLSearchParams({ next }).toString()}`;
}

/** The `next` query value, when it is a route of this app (never an outside address). */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  return next;
}
