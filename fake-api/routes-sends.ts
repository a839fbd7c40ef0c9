// Sending a pin to a person from the send flyout (spec 3 section 4 "Sharing"; the call is ours,
// docs/decisions/053): POST /v3/pins/:id/send/ with the recipient's id, recorded in `sends`.
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, newId, notFound, nowIso, pathId, requireViewer, str } from './http';
import { pinOr404 } from './lookups';

function sendPin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'send this Pin');
  const recipientId = str(ctx.body, 'recipient_id');
  if (recipientId === viewer.id) throw badRequest("You can't send a Pin to yourself.");
  const pin = pinOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  const recipient = ctx.store.get('users', recipientId);
  if (!recipient) throw notFound(`No user ${recipientId} to send this Pin to.`);
  const send = {
    id: newId('sd'),
    pinId: pin.id,
    senderId: viewer.id,
    recipientId: recipient.id,
    createdAt: nowIso(),
  };
  ctx.store.put('sends', send);
  return { data: send };
}

/** The viewer's sends of a pin, newest first, each with the person it went to. */
function sentPin(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'see whom you sent this Pin to');
  const id = pathId(ctx, 'id', 'Pin');
  const pin = pinOr404(ctx.store, id, viewer.id);
  const sends = ctx.store
    .all('sends')
    .filter((s) => s.pinId === pin.id && s.senderId === viewer.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((s) => {
      const u = ctx.store.get('users', s.recipientId);
      return {
        id: s.id,
        createdAt: s.createdAt,
        recipient: {
          id: s.recipientId,
          username: u?.username ?? s.recipientId,
          fullName: u?.fullName ?? s.recipientId,
          imageUrl: u?.imageMediumUrl ?? '',
        },
      };
    });
  return { data: sends };
}

export const sendRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/pins/:id/sends/',
    summary:
      "The viewer's sends of a pin, newest first, with each recipient: 401 logged out, 400 malformed id, 404 unknown pin",
    handler: sentPin,
  },
  {
    method: 'POST',
    path: '/v3/pins/:id/send/',
    summary:
      'Send a pin to a person (signed in): recipient_id; recorded in sends; 404 for an unknown pin or person',
    write: true,
    handler: sendPin,
  },
];
