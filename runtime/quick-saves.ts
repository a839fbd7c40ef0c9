// The Quick Saves board a save to the profile lands on (docs/requirements.md part 2, "Save flow":
// BoardResource create (quick save) sends name 'Quick Saves', layout quick_saves, protected false,
// return_existing true, user_id, and nothing else: no privacy, no username).
// The one-tap save machine asks for it the first time it is needed; the answer is kept per
// account, so the call is made once a session (the server returns the existing board anyway).
// Signed in with the user state experiment on, the board id is read first from the user state
// QUICK_SAVES_BOARD_ID; a board created because it held none is kept there (a keep that fails does not fail the save) (docs/decisions/103).
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import { QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import { QUICK_SAVES_BOARD_ID, quickSavesFromUserState } from '../domain/user-state';
import type { QuickSavesBoard, QuickSavesInput } from '../machines/one-tap-save-types';
import type { AfterPaint } from './actor-deps';
import { atOnce } from './after-paint';

export function createEnsureQuickSaves(
  api: Api,
  experiments: () => readonly string[] = () => [],
  // The first call of a press goes out once its frame is painted (docs/decisions/117).
  afterPaint: AfterPaint = atOnce,
) {
  const known = new Map<string, Promise<QuickSavesBoard>>();

  const create = (userId: string) =>
    api
      .createBoard({
        name: QUICK_SAVES_BOARD_NAME,
        userId,
        layout: 'quick_saves',
        isProtected: false,
        returnExisting: true,
      })
      .then((board) => ({ id: board.id }));

  const fromUserState = async (userId: string): Promise<QuickSavesBoard> => {
    const kept = await api.getUserState(QUICK_SAVES_BOARD_ID);
    if (kept.value !== null) return { id: kept.value };
    const board = await create(userId);
    // The save does not wait on keeping the id: a keep that fails is asked again next session,
    // and the board create returns the existing board meanwhile.
    await api.updateUserState({ state: QUICK_SAVES_BOARD_ID, value: board.id }).catch(() => null);
    return board;
  };

  return fromPromise<QuickSavesBoard, QuickSavesInput>(({ input }) => {
    const kept = known.get(input.userId);
    if (kept) return kept;
    const asked = afterPaint().then(() =>
      quickSavesFromUserState(input.userId, experiments())
        ? fromUserState(input.userId)
        : create(input.userId),
    );
    known.set(input.userId, asked);
    asked.catch(() => known.delete(input.userId));
    return asked;
  });
}
