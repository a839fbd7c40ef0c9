// Sending a pin to a person from the send flyout (spec 3 section 4 "Sharing"; the call is ours,
// docs/decisions/053): POST /v3/pins/:id/send/ with the recipient's id, recorded in `sends`.
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, newId, notFound, nowIso, requireViewer, str } from './http';
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

export const sendRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v3/pins/:id/send/',
    summary:
      'Send a pin to a person (signed in): recipient_id; recorded in sends; 404 for an unknown pin or person',
    write: true,
    handler: sendPin,
  },
];
