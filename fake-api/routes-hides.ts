// Pin feedback and the three hide/unhide families of spec 1 section 7 and spec 3 section 7
// (news hub, pin-to-pin, search): a hide takes the pin out of the viewer's feeds until undone.
import type { Hide } from '../domain/types';
import { isHidden } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, optBool, optStr, pathId, requireViewer, str } from './http';
import { pinOr404 } from './lookups';

type HideWhere = {
  surface: Hide['surface'];
  newsId?: string;
  query?: string;
  feedbackType?: string;
};

function hideId(userId: string, pinId: string, where: HideWhere): string {
  return [where.surface, userId, pinId, where.newsId ?? ''].join(':');
}

function setHidden(ctx: Ctx, pinId: string, where: HideWhere, hidden: boolean): Answer {
  const viewer = requireViewer(ctx, hidden ? 'hide this Pin' : 'undo hiding this Pin');
  const pin = pinOr404(ctx.store, pinId, viewer.id);
  const id = hideId(viewer.id, pin.id, where);
  if (hidden) {
    const hide: Hide = {
      id,
      userId: viewer.id,
      pinId: pin.id,
      surface: where.surface,
      ...(where.newsId !== undefined ? { newsId: where.newsId } : {}),
      ...(where.query !== undefined ? { query: where.query } : {}),
      ...(where.feedbackType !== undefined ? { feedbackType: where.feedbackType } : {}),
    };
    ctx.store.put('hides', hide);
  } else {
    ctx.store.del('hides', id);
  }
  return { data: { pinId: pin.id, hidden: isHidden(ctx.store, pin.id, viewer.id) } };
}

function pinFeedback(ctx: Ctx): Answer {
  const id = ctx.params.id ?? '';
  const bodyPin = optStr(ctx.body, 'pin_id');
  if (bodyPin !== undefined && bodyPin !== id)
    throw badRequest(`Body pin_id ${bodyPin} does not match the pin ${id} in the path.`);
  const undo = optBool(ctx.body, 'undo') ?? false;
  const feedbackType = undo
    ? optStr(ctx.body, 'feedback_type')
    : str(ctx.body, 'feedback_type', { max: 100 });
  return setHidden(ctx, id, { surface: 'feedback', feedbackType }, !undo);
}

function newsHubHide(ctx: Ctx, hidden: boolean): Answer {
  const where: HideWhere = { surface: 'news_hub', newsId: ctx.params.newsId ?? '' };
  return setHidden(ctx, ctx.params.pinId ?? '', where, hidden);
}

function p2pHide(ctx: Ctx, hidden: boolean): Answer {
  return setHidden(ctx, ctx.params.pinId ?? '', { surface: 'p2p' }, hidden);
}

function searchHide(ctx: Ctx, hidden: boolean): Answer {
  const query = hidden ? str(ctx.body, 'query') : optStr(ctx.body, 'query');
  optStr(ctx.body, 'pin_type');
  return setHidden(ctx, ctx.params.pinId ?? '', { surface: 'search', query }, hidden);
}

/** The viewer's feedback on a pin: each hide of it, wherever it was given. */
function feedbackOn(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'see your feedback on this Pin');
  const pin = pinOr404(ctx.store, pathId(ctx, 'id', 'Pin'), viewer.id);
  const hides = ctx.store
    .all('hides')
    .filter((h) => h.pinId === pin.id && h.userId === viewer.id)
    .map((h) => ({
      id: h.id,
      surface: h.surface,
      ...(h.feedbackType !== undefined ? { feedbackType: h.feedbackType } : {}),
      ...(h.query !== undefined ? { query: h.query } : {}),
    }));
  return { data: hides };
}

export const hideRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/pins/:id/feedback/',
    summary:
      "The viewer's feedback on a pin (its hides: surface, feedbackType, query): 401 logged out, 400 malformed id, 404 unknown pin",
    handler: feedbackOn,
  },
  {
    method: 'PUT',
    path: '/v3/pins/:id/feedback/',
    summary:
      "Pin feedback: feedback_type (hides the pin from the viewer's feeds); undo: true reverses it",
    write: true,
    handler: pinFeedback,
  },
  {
    method: 'PUT',
    path: '/v3/news_hub/:newsId/pin/:pinId/hide/',
    summary: 'Hide a pin on the news hub',
    write: true,
    handler: (ctx) => newsHubHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/news_hub/:newsId/pin/:pinId/undo/',
    summary: 'Undo a news hub hide',
    write: true,
    handler: (ctx) => newsHubHide(ctx, false),
  },
  {
    method: 'PUT',
    path: '/v3/p2p/:pinId/hide/',
    summary: 'Hide a pin on the pin-to-pin (related) surface',
    write: true,
    handler: (ctx) => p2pHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/p2p/:pinId/unhide/',
    summary: 'Undo a pin-to-pin hide',
    write: true,
    handler: (ctx) => p2pHide(ctx, false),
  },
  {
    method: 'PUT',
    path: '/v3/search/:pinId/hide/',
    summary: 'Hide a pin in search: query, pin_type',
    write: true,
    handler: (ctx) => searchHide(ctx, true),
  },
  {
    method: 'PUT',
    path: '/v3/search/:pinId/unhide/',
    summary: 'Undo a search hide',
    write: true,
    handler: (ctx) => searchHide(ctx, false),
  },
];
