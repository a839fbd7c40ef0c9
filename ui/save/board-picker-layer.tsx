// The layer the inline board picker opens in (spec 3 section 4, save_behavior 1). A card shows its
// Save pill only while active, so the picker cannot live inside the card: the pill names the save
// flow whose picker it opened, and this layer, placed once in the app (with the toast host),
// renders that flow's picker for as long as the flow says it is picking.
import { useSelector } from '@xstate/react';
import { createPortal } from 'react-dom';
import { createActor, fromTransition } from 'xstate';
import { selectPickerOpen } from '../../machines/save-flow.machine';
import type { SaveFlowRef } from './save-flow-picker';
import { SaveFlowPicker } from './save-flow-picker';

/** Which save flow's picker the layer shows (the flow itself says whether it is open). */
export const boardPickerLayer = createActor(
  fromTransition(
    (shown: SaveFlowRef | null, event: { type: 'show'; actor: SaveFlowRef }) =>
      event.type === 'show' ? event.actor : shown,
    null as SaveFlowRef | null,
  ),
).start();

export function BoardPickerLayer() {
  const actor = useSelector(boardPickerLayer, (s) => s.context);
  return actor ? <OpenPicker key={actor.id} actor={actor} /> : null;
}

function OpenPicker({ actor }: { actor: SaveFlowRef }) {
  const open = useSelector(actor, selectPickerOpen);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <SaveFlowPicker id={`board-picker-${actor.id}`} actor={actor} />,
    document.body,
  );
}
