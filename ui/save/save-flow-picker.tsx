// The inline board picker of one save flow (spec 3 sections 3 and 4, save_behavior 1): the
// picker's boards, the new-board form while it is `naming` (title at most 50 characters, spec 3
// section 5), retry of a failed list. A thin renderer of the board picker machine
// (machines/board-picker.machine.ts) the save flow runs while open. Shown by the board picker layer.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BOARD_TITLE_MAX } from '../../domain/constants';
import {
  selectBoards,
  selectBoardsError,
  selectBoardsLoading,
  selectCanCreate,
  selectCreateError,
  selectCreatingBoard,
  selectDraftTitle,
  selectNaming,
  type boardPickerMachine,
} from '../../machines/board-picker.machine';
import type { saveFlowMachine } from '../../machines/save-flow.machine';
import { selectBoardPicker } from '../../machines/save-flow.machine';
import { BoardPickerView } from './board-picker-view';
import type { PickerBoard } from './board-picker-view';
import styles from './board-picker.module.css';

export type SaveFlowRef = ActorRefFrom<typeof saveFlowMachine>;
type BoardPickerRef = ActorRefFrom<typeof boardPickerMachine>;

function Picker({ id, flow, picker }: { id: string; flow: SaveFlowRef; picker: BoardPickerRef }) {
  const boards = useSelector(picker, selectBoards);
  const loading = useSelector(picker, selectBoardsLoading);
  const boardsError = useSelector(picker, selectBoardsError);
  const creating = useSelector(picker, selectCreatingBoard);
  const naming = useSelector(picker, selectNaming);
  const draft = useSelector(picker, selectDraftTitle);
  const canCreate = useSelector(picker, selectCanCreate);
  const createError = useSelector(picker, selectCreateError);
  const options: PickerBoard[] = boards.map((board) => ({
    id: board.id,
    name: board.name,
    coverUrl: board.coverUrl ?? null,
    secret: board.privacy === 'secret',
  }));
  const close = () => flow.send({ type: 'picker.close' });
  return (
    // Clicks on the backdrop close the picker; the dialog inside stops them.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape is handled by the dialog
    <div className={styles.backdrop} onClick={close}>
      <BoardPickerView
        id={id}
        boards={options}
        listStatus={loading || creating ? 'loading' : boardsError ? 'error' : 'ready'}
        mode={naming ? 'create' : 'pick'}
        draftTitle={draft}
        titleMax={BOARD_TITLE_MAX}
        canCreate={canCreate}
        creating={creating}
        createError={createError}
        onPick={(boardId) => {
          const board = boards.find((b) => b.id === boardId);
          flow.send({ type: 'pin.save', boardId, boardName: board?.name ?? null });
        }}
        onProfileSave={undefined}
        onStartCreate={() => flow.send({ type: 'naming.start' })}
        onDraftChange={(title) => flow.send({ type: 'naming.change', title })}
        onCreate={() => flow.send({ type: 'board.create' })}
        onCancelCreate={() => flow.send({ type: 'naming.cancel' })}
        onRetry={() => flow.send({ type: 'picker.retry' })}
        onClose={close}
      />
    </div>
  );
}

export function SaveFlowPicker({ id, actor }: { id: string; actor: SaveFlowRef }) {
  const picker = useSelector(actor, selectBoardPicker);
  return picker ? <Picker id={id} flow={actor} picker={picker} /> : null;
}
