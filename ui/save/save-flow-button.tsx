// The Save pill with the inline board picker of save_behavior 1 (spec 1 section 4 "Save (repin)
// flow", spec 3 sections 3 and 4 "Save-behaviour"): a tap opens the picker; picking a board saves
// to it ('Saved to {board}' toast, 'Saved!' on the card); a board may be created from the picker
// (title at most 50 characters, spec 3 section 5), which refreshes the board list.
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BOARD_TITLE_MAX } from '../../domain/constants';
import type { saveFlowMachine } from '../../machines/save-flow.machine';
import {
  selectBoards,
  selectBoardsError,
  selectBoardsLoading,
  selectCreateError,
  selectCreatedBoardId,
  selectCreatingBoard,
  selectIsSaving,
  selectPickerOpen,
  selectSaveFlowLabel,
} from '../../machines/save-flow.machine';
import { BoardPickerView } from './board-picker-view';
import type { PickerBoard } from './board-picker-view';
import { SavePill } from './save-pill';
import styles from './board-picker.module.css';

export type SaveFlowRef = ActorRefFrom<typeof saveFlowMachine>;

export function SaveFlowButton({ actor }: { actor: SaveFlowRef }) {
  const label = useSelector(actor, selectSaveFlowLabel);
  const saving = useSelector(actor, selectIsSaving);
  const open = useSelector(actor, selectPickerOpen);
  const canOpen = useSelector(actor, (s) => s.can({ type: 'picker.open' }));
  const pickerId = useId();
  return (
    <>
      <SavePill
        label={label}
        saved={label === 'Saved'}
        busy={saving}
        inert={!canOpen && !open}
        hasPopup="dialog"
        expanded={open}
        controls={open ? pickerId : undefined}
        onPress={() => actor.send({ type: open ? 'picker.close' : 'picker.open' })}
      />
      {open && typeof document !== 'undefined'
        ? createPortal(<SaveFlowPicker id={pickerId} actor={actor} />, document.body)
        : null}
    </>
  );
}

function SaveFlowPicker({ id, actor }: { id: string; actor: SaveFlowRef }) {
  const boards = useSelector(actor, selectBoards);
  const loading = useSelector(actor, selectBoardsLoading);
  const boardsError = useSelector(actor, selectBoardsError);
  const creating = useSelector(actor, selectCreatingBoard);
  const createError = useSelector(actor, selectCreateError);
  const createdBoardId = useSelector(actor, selectCreatedBoardId);
  // What is typed in the board-title field, and whether that form is open, are the view's own;
  // the machine decides whether the title may be sent.
  const [draft, setDraft] = useState('');
  const [form, setForm] = useState<{ open: boolean; createdBefore: string | null }>({
    open: false,
    createdBefore: null,
  });
  const canCreate = useSelector(actor, (s) => s.can({ type: 'board.create', title: draft }));
  // The form closes by itself once the machine reports a newly created board.
  const creatingForm = form.open && createdBoardId === form.createdBefore;
  const options: PickerBoard[] = boards.map((board) => ({
    id: board.id,
    name: board.name,
    coverUrl: board.coverUrl ?? null,
    secret: board.privacy === 'secret',
  }));
  const close = () => actor.send({ type: 'picker.close' });
  return (
    // Clicks on the backdrop close the picker; the dialog inside stops them.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape is handled by the dialog
    <div className={styles.backdrop} onClick={close}>
      <BoardPickerView
        id={id}
        boards={options}
        listStatus={loading || creating ? 'loading' : boardsError ? 'error' : 'ready'}
        mode={creatingForm ? 'create' : 'pick'}
        draftTitle={draft}
        titleMax={BOARD_TITLE_MAX}
        canCreate={canCreate}
        creating={creating}
        createError={createError}
        onPick={(boardId) => {
          const board = boards.find((b) => b.id === boardId);
          actor.send({ type: 'pin.save', boardId, boardName: board?.name ?? null });
        }}
        onProfileSave={undefined}
        onStartCreate={() => {
          setDraft('');
          setForm({ open: true, createdBefore: createdBoardId });
        }}
        onDraftChange={setDraft}
        onCreate={() => actor.send({ type: 'board.create', title: draft })}
        onCancelCreate={() => setForm({ open: false, createdBefore: null })}
        onRetry={() => actor.send({ type: 'picker.retry' })}
        onClose={close}
      />
    </div>
  );
}
