// The per-pin machines other than hover (one-tap save, save flow, favorite, saved indicator,
// carousel, pin feedback),
// provided with their real actors. The app loads this after the first paint (load-pin-logic.ts);
// the headless driver and tests take it with the rest of the root (create-actors.ts).
import { fromPromise } from 'xstate';
import type { Api, RepinInput, RepinResult } from '../../api/api';
import { BOARDS_PAGE_SIZE } from '../../domain/constants';
import type { PinLogic } from '../../machines/app.machine';
import { carouselMachine } from '../../machines/carousel.machine';
import { favoriteMachine } from '../../machines/favorite.machine';
import { pinFeedbackMachine } from '../../machines/pin-feedback.machine';
import { oneTapSaveMachine } from '../../machines/one-tap-save.machine';
import { saveFlowMachine } from '../../machines/save-flow.machine';
import type { BoardOption } from '../../machines/save-flow.machine';
import { savedIndicatorMachine } from '../../machines/saved-indicator.machine';

/** The real invoked actors of the per-pin machines, by the names they declare. */
export function createPinActors(api: Api) {
  const savePin = fromPromise<RepinResult, RepinInput>(({ input, signal }) =>
    api.repin(input, { signal }),
  );

  const deleteSave = fromPromise<void, { id: string; boardId: string | null; pinId: string }>(
    ({ input, signal }) => api.deletePin({ id: input.id, boardId: input.boardId }, { signal }),
  );

  const loadBoards = fromPromise<BoardOption[], { username: string }>(async ({ input, signal }) => {
    const page = await api.listBoards(
      { username: input.username, pageSize: BOARDS_PAGE_SIZE, sort: 'last_pinned_to' },
      { signal },
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
    async ({ input, signal }) => {
      const board = await api.createBoard(
        { name: input.name, username: input.username, privacy: 'public' },
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
      input.favorite
        ? api.favoritePin(input.pinId, { signal })
        : api.unfavoritePin(input.pinId, { signal }),
  );

  const sendFeedback = fromPromise<void, { pinId: string; feedbackType: string }>(({ input }) =>
    api.pinFeedback(input),
  );

  return { savePin, deleteSave, loadBoards, createBoard, changeFavorite, sendFeedback };
}

export type PinActors = ReturnType<typeof createPinActors>;

/** The per-pin machines provided with their real actors. */
export function providePinLogic(actors: PinActors): PinLogic {
  return {
    oneTapSave: oneTapSaveMachine.provide({
      actors: { savePin: actors.savePin, deleteSave: actors.deleteSave },
    }),
    save: saveFlowMachine.provide({
      actors: {
        savePin: actors.savePin,
        loadBoards: actors.loadBoards,
        createBoard: actors.createBoard,
      },
    }),
    favorite: favoriteMachine.provide({ actors: { changeFavorite: actors.changeFavorite } }),
    savedIndicator: savedIndicatorMachine,
    carousel: carouselMachine,
    feedback: pinFeedbackMachine.provide({ actors: { sendFeedback: actors.sendFeedback } }),
  };
}
