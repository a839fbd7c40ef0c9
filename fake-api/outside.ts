// Outside sites the fake API stands in for (docs/decisions/095): a fixture link written as
// `/outside/{host}/{page}/` is answered absolute on the API's own origin, as survey links are
// (docs/decisions/040), so the app treats it as any outside link (another origin, http or https)
// while the API serves the page and hears what reaches it (the outbound beacon).
import { PLAYER_API_PREFIX } from '../domain/api-contract';
import type { Ctx } from './http';

/** Where the stand-in outside sites live on the API's origin. */
export const OUTSIDE_ROOT = '/outside/';

/**
 * The origin the request reached, with the player's copy's path when it came there
 * (`/_player/`): where a relative survey or outside link is made absolute.
 */
export function answerOrigin(ctx: Pick<Ctx, 'req'>): string {
  return `${ownOrigin(ctx)}${ctx.req.baseUrl ?? ''}`;
}

/** The API's own origin as the request reached it. */
export function ownOrigin(ctx: Pick<Ctx, 'req'>): string {
  return `${ctx.req.protocol}://${ctx.req.get('host') ?? '127.0.0.1'}`;
}

/** A stand-in outside link (`/outside/...`) made absolute on `origin`; any other link as it is. */
export function withOutsideOrigin(link: string, origin: string | undefined): string {
  return origin !== undefined && link.startsWith(OUTSIDE_ROOT) ? `${origin}${link}` : link;
}

/**
 * The stored form of a link the API answered: a stand-in's absolute address on `ownOrigin` (the
 * API's, `answerOrigin` without the player's path) back to its `/outside/...` path, the player's
 * copy's too; any other link, another site's `/outside/` page included, as it is. The link check
 * finds a link's verdict by this form.
 */
export function storedOutsideLink(url: string, ownOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== ownOrigin) return url;
  const at = parsed.pathname.indexOf(OUTSIDE_ROOT);
  const prefix = at >= 0 ? parsed.pathname.slice(0, at) : null;
  if (prefix === null || (prefix !== '' && prefix !== PLAYER_API_PREFIX)) return url;
  return `${parsed.pathname.slice(at)}${parsed.search}${parsed.hash}`;
}
