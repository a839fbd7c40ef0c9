// The real invoked actors of the per-pin machines (the API calls behind a save, a favorite, a
// report...), by the names the machines declare; runtime/effects.ts provides them to their kinds.
import { fromPromise, type AnyActorRef } from 'xstate';
import type { DeleteSaveInput } from '../machines/one-tap-save-types';
import type { Api, HideSurface, RepinInput, RepinResult } from '../api/api';
import { BOARDS_PAGE_SIZE } from '../domain/constants';
import type { Pin } from '../domain/types';
import type { BoardOption } from '../machines/board-picker.machine';
import {
  selectOrbacSubjectId,
  type BusinessProfileSnapshot,
} from '../machines/business-profile.machine';
import type { UnfollowTarget } from '../machines/pin-feedback-types';
import { SYSTEM_IDS } from '../machines/system-ids';
import type { ActorDeps } from './actor-deps';
import { createEnsureQuickSaves } from './quick-saves';
import { experimentsOn } from './experiments';
import { afterPaintOf, paintFirst } from './after-paint';

/** The real invoked actors of the per-pin machines, by the names they declare. */
export function createPinActors(api: Api, deps: ActorDeps = {}) {
  // A press's call goes out once its frame is painted (docs/decisions/117).
  const afterPaint = afterPaintOf(deps);
  /** A card's closeup data, fetched ahead while the card is hovered or focused. */
  const prefetchPin = fromPromise<Pin | null, { pinId: string }>(({ input, signal }) =>
    api.getPin(input.pinId, { signal }),
  );

  const savePin = fromPromise<RepinResult, RepinInput>(({ input, signal }) =>
    paintFirst(afterPaint, signal, () => api.repin(input, { signal })),
  );

  const deleteSave = fromPromise<void, DeleteSaveInput>(({ input, signal }) =>
    paintFirst(afterPaint, signal, () =>
      api.deletePin(
        {
          id: input.id,
          boardId: input.boardId,
          ...(input.clientTrackingParams
            ? { clientTrackingParams: input.clientTrackingParams }
            : {}),
        },
        { signal },
      ),
    ),
  );

  const loadBoards = fromPromise<BoardOption[], { username: string }>(async ({ input, signal }) => {
    const page = await paintFirst(afterPaint, signal, () =>
      api.listBoards(
        { username: input.username, pageSize: BOARDS_PAGE_SIZE, sort: 'last_pinned_to' },
        { signal },
      ),
    );
    return page.items
      .filter((board) => !board.archived)
      .map((board) => ({
        id: board.id,
        name: board.name,
        url: board.url,
        privacy: board.privacy,
        coverUrl: board.coverImages['222x']?.url ?? board.coverImages['170x']?.url ?? null,
      }));
  });

  const createBoard = fromPromise<BoardOption, { name: string; username: string }>(
    async ({ input, signal, system }) => {
      // Acting as a business profile, the board is theirs (spec 3 section 4, section 7).
      const acting = actingFor(system);
      const board = await api.createBoard(
        {
          name: input.name,
          username: acting?.username ?? input.username,
          privacy: 'public',
          ...(acting ? { orbacSubjectId: acting.orbacSubjectId } : {}),
        },
        { signal },
      );
      return {
        id: board.id,
        name: board.name,
        url: board.url,
        privacy: board.privacy,
        coverUrl: null,
      };
    },
  );

  const changeFavorite = fromPromise<void, { pinId: string; favorite: boolean }>(
    ({ input, signal }) =>
      paintFirst(afterPaint, signal, () =>
        input.favorite
          ? api.favoritePin(input.pinId, { signal })
          : api.unfavoritePin(input.pinId, { signal }),
      ),
  );

  const sendFeedback = fromPromise<void, { pinId: string; feedbackType: string }>(({ input }) =>
    api.pinFeedback(input),
  );

  const hidePin = fromPromise<void, { pinId: string; where: HideSurface; hide: boolean }>(
    ({ input }) =>
      input.hide ? api.hidePin(input.pinId, input.where) : api.unhidePin(input.pinId, input.where),
  );

  const unfollow = fromPromise<void, UnfollowTarget>(({ input }) =>
    input.kind === 'board' ? api.unfollowBoard(input.id) : api.unfollowUser(input.id),
  );

  return {
    prefetchPin,
    ensureQuickSaves: createEnsureQuickSaves(
      api,
      () => deps.experiments ?? experimentsOn(),
      afterPaint,
    ),
    savePin,
    deleteSave,
    loadBoards,
    createBoard,
    changeFavorite,
    sendFeedback,
    hidePin,
    unfollow,
  };
}

export type PinActors = ReturnType<typeof createPinActors>;

/**
 * The business profile owner actions act for, when the viewer acts as someone else: its
 * `orbac_subject_id` and username (spec 3 section 4).
 */
export function actingFor(
  system: AnyActorRef['system'],
): { orbacSubjectId: string; username: string } | null {
  const ref = system.get(SYSTEM_IDS.businessProfile) as AnyActorRef | undefined;
  if (!ref) return null;
  const snapshot = ref.getSnapshot() as BusinessProfileSnapshot;
  const orbacSubjectId = selectOrbacSubjectId(snapshot);
  const profile = orbacSubjectId ? snapshot.context.profiles[orbacSubjectId] : undefined;
  return orbacSubjectId && profile ? { orbacSubjectId, username: profile.user.username } : null;
}
