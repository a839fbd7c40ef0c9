// The inline board picker of one save flow (spec 3 sections 3 and 4, save_behavior 1): the
// flow's boards, a board form (title at most 50 characters, spec 3 section 5), retry of a failed
// list. Shown by the board picker layer.
import { useState } from 'react';
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
} from '../../machines/save-flow.machine';
import { BoardPickerView } from './board-picker-view';
import type { PickerBoard } from './board-picker-view';
import styles from './board-picker.module.css';

export type SaveFlowRef = ActorRefFrom<typeof saveFlowMachine>;

export function SaveFlowPicker({ id, actor }: { id: string; actor: SaveFlowRef }) {
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
