// The Quick Saves board a save to the profile lands on (spec 3 section 7, "BoardResource create
// (quick save)": name 'Quick Saves', layout quick_saves, protected false, return_existing true,
// user_id, and nothing else: no privacy, no username).
// The one-tap save machine asks for it the first time it is needed; the answer is kept per
// account, so the call is made once a session (the server returns the existing board anyway).
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import { QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import type { QuickSavesBoard, QuickSavesInput } from '../machines/one-tap-save-types';

export function createEnsureQuickSaves(api: Api) {
  const known = new Map<string, Promise<QuickSavesBoard>>();
  return fromPromise<QuickSavesBoard, QuickSavesInput>(({ input }) => {
    const kept = known.get(input.userId);
    if (kept) return kept;
    const asked = api
      .createBoard({
        name: QUICK_SAVES_BOARD_NAME,
        userId: input.userId,
        layout: 'quick_saves',
        isProtected: false,
        returnExisting: true,
      })
      .then((board) => ({ id: board.id }));
    known.set(input.userId, asked);
    asked.catch(() => known.delete(input.userId));
    return asked;
  });
}
