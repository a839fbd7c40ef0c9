// The user state resource (docs/requirements.md, part 2 "The calls it makes"; docs/decisions/103):
// named values kept for the signed-in account. QUICK_SAVES_BOARD_ID is the one the product names:
// the id of the viewer's own Quick Saves board. A read of a value never set, or whose board is
// gone, answers null; a write checks its whole body first, so a 400 writes nothing.
import { parseUserStateName, USER_STATE_NAMES, type UserStateAnswer } from '../domain/user-state';
import { QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import type { User } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, forbidden, requireViewer, str } from './http';
import { boardOr404 } from './lookups';
import type { Store } from './store';

const STATE_NAMES = USER_STATE_NAMES.join(', ');

function stateName(value: unknown) {
  const name = parseUserStateName(value);
  if (name === null) {
    throw badRequest(
      value === undefined || value === ''
        ? `Missing field "state": name a user state (${STATE_NAMES}).`
        : `Unknown user state ${JSON.stringify(value)}: the known states are ${STATE_NAMES}.`,
    );
  }
  return name;
}

function answerOf(store: Store, viewer: User, state: UserStateAnswer['state']): UserStateAnswer {
  const kept = store.get('userStates', `${viewer.id}|${state}`);
  const board = kept ? store.get('boards', kept.value) : undefined;
  return { state, value: board && board.owner.id === viewer.id ? board.id : null };
}

function readState(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'read your saved state');
  return { data: answerOf(ctx.store, viewer, stateName(ctx.query.state)) };
}

function writeState(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'save your state');
  const state = stateName(ctx.body.state);
  const value = str(ctx.body, 'value');
  const board = boardOr404(ctx.store, value, viewer.id);
  if (board.owner.id !== viewer.id) {
    throw forbidden(
      `Board ${board.id} is not yours: only your own ${QUICK_SAVES_BOARD_NAME} board can be kept.`,
    );
  }
  if (board.layout !== 'quick_saves') {
    throw badRequest(
      `Board ${board.id} is not a ${QUICK_SAVES_BOARD_NAME} board (its layout is ${board.layout}).`,
    );
  }
  ctx.store.put('userStates', { id: `${viewer.id}|${state}`, userId: viewer.id, state, value });
  return { data: answerOf(ctx.store, viewer, state) };
}

export const userStateRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/user_state/',
    summary:
      'A user state of the signed-in viewer: `state` (QUICK_SAVES_BOARD_ID); answers { state, value }, value null when never set or its board is gone; 401 logged out, 400 for another state',
    handler: readState,
  },
  {
    method: 'PUT',
    path: '/v3/user_state/',
    summary:
      "Keep a user state: `state` (QUICK_SAVES_BOARD_ID) and `value` (the id of the viewer's own board of layout quick_saves); 400 for a bad body, 404 an unknown board, 403 someone else's, nothing written",
    write: true,
    handler: writeState,
  },
];
