// The Save pill of save_behavior 1 (spec 1 section 4 "Save (repin) flow", spec 3 sections 3 and 4
// "Save-behaviour"): a tap opens the inline board picker (in the board picker layer); picking a
// board saves to it ('Saved to {board}' toast, 'Saved!' on the card); a board may be created from
// the picker (title at most 50 characters, spec 3 section 5), which refreshes the board list.
import { useSelector } from '@xstate/react';
import {
  selectIsSaving,
  selectPickerOpen,
  selectSaveFlowLabel,
} from '../../machines/save-flow.machine';
import type { LogView } from '../../domain/log-view';
import { boardPickerLayer } from './board-picker-layer';
import type { SaveFlowRef } from './save-flow-picker';
import { SavePill } from './save-pill';

export type { SaveFlowRef } from './save-flow-picker';

export function SaveFlowButton({ actor, view }: { actor: SaveFlowRef; view?: LogView }) {
  const label = useSelector(actor, selectSaveFlowLabel);
  const saving = useSelector(actor, selectIsSaving);
  const open = useSelector(actor, selectPickerOpen);
  const canOpen = useSelector(actor, (s) => s.can({ type: 'picker.open' }));
  return (
    <SavePill
      label={label}
      saved={label === 'Saved'}
      busy={saving}
      inert={!canOpen && !open}
      hasPopup="dialog"
      expanded={open}
      controls={open ? `board-picker-${actor.id}` : undefined}
      onPress={() => {
        if (open) {
          actor.send({ type: 'picker.close' });
          return;
        }
        boardPickerLayer.send({ type: 'show', actor });
        actor.send({ type: 'picker.open', ...(view ? { view } : {}) });
      }}
    />
  );
}
