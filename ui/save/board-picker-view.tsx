// The inline board picker of save_behavior 1 (spec 3 sections 3 and 4: 'show board picker'), with
// board creation (board title at most 50 characters, spec 3 section 5). A pure renderer: the save
// flow machine owns the list, the draft and what may be sent.
import type { FormEvent, KeyboardEvent } from 'react';
import { useId } from 'react';
import { focusLayer, trapTab } from '../session/focus-modal';
import styles from './board-picker.module.css';

export interface PickerBoard {
  id: string;
  name: string;
  /** A cover image url, when the board has one. */
  coverUrl?: string | null;
  secret?: boolean;
}

export interface BoardPickerViewProps {
  id?: string;
  boards: readonly PickerBoard[];
  /** 'loading' while the board list is fetched; 'error' when it failed. */
  listStatus: 'loading' | 'ready' | 'error';
  /** Board creation. */
  mode: 'pick' | 'create';
  draftTitle: string;
  titleMax: number;
  canCreate: boolean;
  creating: boolean;
  createError?: string | null;
  /** Which board is being saved to, while the repin runs. */
  savingBoardId?: string | null;
  onPick: (boardId: string) => void;
  onProfileSave?: () => void;
  onStartCreate: () => void;
  onDraftChange: (title: string) => void;
  onCreate: () => void;
  onCancelCreate: () => void;
  onRetry: () => void;
  onClose: () => void;
}

export function BoardPickerView(props: BoardPickerViewProps) {
  const {
    boards,
    listStatus,
    mode,
    draftTitle,
    titleMax,
    canCreate,
    creating,
    createError,
    savingBoardId,
  } = props;
  const headingId = useId();
  const inputId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
      return;
    }
    trapTab(event);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canCreate) props.onCreate();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog
    <div
      id={props.id}
      className={styles.picker}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      tabIndex={-1}
      ref={focusLayer}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    >
      {mode === 'pick' ? (
        <>
          <h2 id={headingId} className={styles.heading}>
            Save
          </h2>
          {listStatus === 'loading' ? (
            <p className={styles.note} role="status">
              Loading boards…
            </p>
          ) : listStatus === 'error' ? (
            <div className={styles.note} role="alert">
              <p>Your boards could not be loaded.</p>
              <button type="button" className={styles.secondary} onClick={props.onRetry}>
                Try again
              </button>
            </div>
          ) : (
            <ul className={styles.list} aria-label="All boards">
              {props.onProfileSave ? (
                <li>
                  <button
                    type="button"
                    className={styles.board}
                    disabled={Boolean(savingBoardId)}
                    onClick={props.onProfileSave}
                  >
                    <span className={styles.cover} aria-hidden="true" />
                    <span className={styles.name}>Profile</span>
                  </button>
                </li>
              ) : null}
              {boards.length === 0 ? (
                <li className={styles.note}>No boards yet. Create one to save this Pin.</li>
              ) : (
                boards.map((board) => (
                  <li key={board.id}>
                    <button
                      type="button"
                      className={styles.board}
                      disabled={Boolean(savingBoardId)}
                      aria-busy={savingBoardId === board.id || undefined}
                      onClick={() => props.onPick(board.id)}
                    >
                      {board.coverUrl ? (
                        <img className={styles.cover} src={board.coverUrl} alt="" />
                      ) : (
                        <span className={styles.cover} aria-hidden="true" />
                      )}
                      <span className={styles.name}>{board.name}</span>
                      {board.secret ? <span className={styles.secret}>Secret</span> : null}
                      <span className={styles.saveChip} aria-hidden="true">
                        {savingBoardId === board.id ? 'Saving…' : 'Save'}
                      </span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          )}
          <button type="button" className={styles.create} onClick={props.onStartCreate}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            Create board
          </button>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit}>
          <h2 id={headingId} className={styles.heading}>
            Create board
          </h2>
          <label htmlFor={inputId} className={styles.label}>
            Name
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={draftTitle}
            maxLength={titleMax}
            placeholder='Like "Places to Go" or "Recipes to Make"'
            onChange={(event) => props.onDraftChange(event.target.value)}
            disabled={creating}
            ref={(node) => node?.focus()}
          />
          <span className={styles.counter} aria-live="polite">
            {draftTitle.length}/{titleMax}
          </span>
          {createError ? (
            <p className={styles.error} role="alert">
              {createError}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={props.onCancelCreate}
              disabled={creating}
            >
              Cancel
            </button>
            <button type="submit" className={styles.primary} disabled={!canCreate}>
              {creating ? 'Creating…' : 'Create'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
