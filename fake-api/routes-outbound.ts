// The way out of spec 1 section 7 and spec 3 section 7: the offsite link check and click, with
// the verdict each link's pins carry, and the outside sites the API stands in for, which record
// the outbound beacon that reaches them (docs/decisions/095).
import type { LinkSafety, Pin } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { HttpError, bool, jsonField, newId, optBool, optStr, str } from './http';
import { ownOrigin, storedOutsideLink } from './outside';
import { pinOr404 } from './lookups';
import type { Store } from './store';

/** The verdicts of the link-safety check, by link, for the pins of the current data. */
const verdicts = new WeakMap<Pin[], Map<string, LinkSafety>>();

function verdictOf(store: Store, url: string, origin: string): LinkSafety {
  const pins = store.db.pins;
  let map = verdicts.get(pins);
  if (!map) {
    map = new Map();
    // A link shared by several pins keeps its worst verdict.
    for (const pin of pins) {
      if (pin.link && (pin.linkSafety !== 'none' || !map.has(pin.link)))
        map.set(pin.link, pin.linkSafety);
    }
    verdicts.set(pins, map);
  }
  return map.get(storedOutsideLink(url, origin)) ?? 'none';
}

/** Messages of the blocked-link modal, by verdict (spec 1 section 8 shows the server's message). */
export const OFFSITE_MESSAGES: Record<LinkSafety, string> = {
  blocked:
    'This link leads to a site that was reported for spam or harmful content, so we blocked it.',
  suspicious:
    'This link may lead to a suspicious site: it has been reported for misleading or unsafe content.',
  porn: 'This link leads to a site with adult content, which is against our community guidelines.',
  error: 'The link check failed.',
  none: '',
};

function offsite(ctx: Ctx): Answer {
  const b = ctx.body;
  const checkOnly = bool(b, 'check_only');
  const url = str(b, 'url');
  const pinId = optStr(b, 'pin_id');
  optBool(b, 'third_party_ad');
  optStr(b, 'client_tracking_params', { allowEmpty: true });
  jsonField(b, 'aux_data');
  const viewerId = ctx.viewer?.id ?? null;
  if (pinId !== undefined) pinOr404(ctx.store, pinId, viewerId);
  const verdict = verdictOf(ctx.store, url, ownOrigin(ctx));
  ctx.store.put('offsiteEvents', {
    id: newId('o'),
    pinId: pinId ?? null,
    url,
    checkOnly,
    redirectStatus: verdict,
  });
  if (checkOnly && verdict === 'error') throw new HttpError(500, OFFSITE_MESSAGES.error);
  return { data: { redirect_status: verdict, message: OFFSITE_MESSAGES[verdict], url } };
}

/** A stand-in host: a host name's letters, digits, dots and hyphens. */
const OUTSIDE_HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

function outsidePage(host: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${host}</title>
</head>
<body>
<main>
<h1>${host}</h1>
<p>An outside site.</p>
</main>
</body>
</html>
`;
}

/**
 * An outside site's page (`/outside/{host}/{page}/`). A GET carrying `pin` is the outbound
 * beacon (spec 1 section 4: the outside link with pin and client_tracking_params): it is recorded
 * in `beacons` with the outside link it reached, before the page is answered.
 */
function outside(ctx: Ctx): Answer | undefined {
  const host = ctx.params.host ?? '';
  if (!OUTSIDE_HOST.test(host))
    throw new HttpError(404, `No outside site "${host}": a host is a name with dots.`);
  const pin = ctx.query.pin;
  if (pin !== undefined) {
    const origin = ownOrigin(ctx);
    const url = new URL(ctx.req.originalUrl, origin);
    url.searchParams.delete('pin');
    url.searchParams.delete('client_tracking_params');
    ctx.store.put('beacons', {
      id: newId('bc'),
      url: storedOutsideLink(url.toString(), origin),
      pin,
      client_tracking_params: ctx.query.client_tracking_params ?? '',
    });
  }
  ctx.res
    .status(200)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(outsidePage(host));
  return undefined;
}

export const outboundRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/offsite/',
    summary:
      'Offsite check (check_only true) or click (false): url, pin_id or third_party_ad, client_tracking_params, aux_data; answers redirect_status, message, url (a 500 when the link check errors)',
    write: true,
    handler: offsite,
  },
  ...['/outside/:host/', '/outside/:host/:page/'].map((path): RouteDef => ({
    method: 'GET',
    path,
    summary:
      'An outside site the API stands in for (a fixture link /outside/{host}/{page}/, answered on this origin): its page; a GET with pin records the outbound beacon (pin, client_tracking_params, the link) in beacons',
    // It records the beacon: a change, journaled like any write.
    write: true,
    raw: true,
    handler: outside,
  })),
];
