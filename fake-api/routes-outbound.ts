// The way out of spec 1 section 7 and spec 3 section 7: the offsite link check and click, with
// the verdict each link's pins carry, and the outbound beacon.
import type { LinkSafety, Pin } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { HttpError, badRequest, bool, jsonField, newId, optBool, optStr, str } from './http';
import { pinOr404 } from './lookups';
import type { Store } from './store';

/** The verdicts of the link-safety check, by link, for the pins of the current data. */
const verdicts = new WeakMap<Pin[], Map<string, LinkSafety>>();

function verdictOf(store: Store, url: string): LinkSafety {
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
  return map.get(url) ?? 'none';
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
  const verdict = verdictOf(ctx.store, url);
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

function beacon(ctx: Ctx): Answer {
  const url = ctx.query.url;
  const pin = ctx.query.pin;
  if (!url) throw badRequest('Query parameter "url" is required.');
  if (!pin) throw badRequest('Query parameter "pin" is required.');
  const id = newId('bc');
  ctx.store.put('beacons', {
    id,
    url,
    pin,
    client_tracking_params: ctx.query.client_tracking_params ?? '',
  });
  return { data: { id } };
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
  {
    method: 'GET',
    path: '/beacon',
    summary: 'Outbound beacon: url, pin, client_tracking_params (recorded in beacons)',
    write: true,
    handler: beacon,
  },
];
