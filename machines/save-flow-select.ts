// What views read of a save flow (machines/save-flow.machine.ts): saving, saved, the board picker
// and the pill's label.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { boardPickerMachine } from './board-picker.machine';
import type { SaveFlowContext } from './save-flow-types';

/** The save flow's snapshot as these read it. */
type SaveFlowView = {
  context: SaveFlowContext;
  children: Record<string, AnyActorRef | undefined>;
  matches(state: 'saving' | 'picking'): boolean;
};

type BoardPickerRef = ActorRefFrom<typeof boardPickerMachine>;

export const selectIsSaving = (s: SaveFlowView): boolean => s.matches('saving');
export const selectIsSaved = (s: SaveFlowView): boolean => s.context.saved !== null;
export const selectPickerOpen = (s: SaveFlowView): boolean => s.matches('picking');
/** The board picker while it is open (its own machine, board-picker.machine.ts). */
export const selectBoardPicker = (s: SaveFlowView): BoardPickerRef | undefined =>
  s.children.boardPicker as BoardPickerRef | undefined;
export const selectCreatedBoardId = (s: SaveFlowView): string | null =>
  s.context.createdBoard?.id ?? null;
/** The saved pin id, remembered after a save (spec 3 section 4). */
export const selectSavedPinId = (s: SaveFlowView): string | null =>
  s.context.saved?.localPinId ?? null;
/** 'Save' or 'Saved' for the pill. */
export const selectSaveFlowLabel = (s: SaveFlowView): 'Save' | 'Saved' =>
  s.context.saved ? 'Saved' : 'Save';
