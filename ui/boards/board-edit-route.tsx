// Board management pages (spec 3 section 2): `/board/:id/edit`, `/board/:id/edit/collaborators`,
// `/board/:id/edit/add_collaborators` and `/boardsection/:id/edit`.
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Board, User, UserRef } from '../../domain/types';
import { BOARD_TITLE_MAX } from '../../domain/constants';
import { boardRole } from '../../domain/permissions';
import { useLoad } from '../app/load';
import { api } from '../app/system';
import { useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading, NotFound } from '../shell/states';
import styles from '../pages/page.module.css';

function Person({ user, action }: { user: UserRef; action?: React.ReactNode }) {
  return (
    <li className={styles.listItem}>
      <span className={styles.smallAvatar} aria-hidden="true">
        {user.imageMediumUrl ? (
          <img src={user.imageMediumUrl} alt="" width={48} height={48} />
        ) : (
          user.fullName.charAt(0)
        )}
      </span>
      <span className={styles.grow}>
        <strong>{user.fullName}</strong>
        <br />
        <span className={styles.secondary}>@{user.username}</span>
      </span>
      {action}
    </li>
  );
}

function Collaborators({ board }: { board: Board }) {
  // Removal is applied here first; a failed call restores the person (spec 3 section 4).
  const [removed, setRemoved] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const remove = (user: UserRef, kind: 'collaborator' | 'invite') => {
    setRemoved((r) => [...r, user.id]);
    setError(null);
    const call =
      kind === 'collaborator'
        ? api.deleteCollaborator({ boardId: board.id, userId: user.id })
        : api.deleteBoardInvite({ boardId: board.id, invitedUserId: user.id });
    call.catch((e: unknown) => {
      setRemoved((r) => r.filter((id) => id !== user.id));
      setError(e instanceof Error ? e.message : `${user.fullName} could not be removed`);
    });
  };
  const collaborators = board.collaborators.filter((u) => !removed.includes(u.id));
  const invited = board.invitedUsers.filter((u) => !removed.includes(u.id));
  return (
    <>
      {error ? (
        <p className={styles.status} role="alert">
          {error}
        </p>
      ) : null}
      <h2 className={styles.subtitle}>Collaborators</h2>
      <ul className={styles.list}>
        <Person user={board.owner} action={<span className={styles.secondary}>Owner</span>} />
        {collaborators.map((u) => (
          <Person
            key={u.id}
            user={u}
            action={
              <button
                type="button"
                className={styles.button}
                onClick={() => remove(u, 'collaborator')}
              >
                Remove
              </button>
            }
          />
        ))}
      </ul>
      {invited.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>Invited</h2>
          <ul className={styles.list}>
            {invited.map((u) => (
              <Person
                key={u.id}
                user={u}
                action={
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => remove(u, 'invite')}
                  >
                    Cancel invite
                  </button>
                }
              />
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.row}>
        <Link className={styles.button} to={`/board/${board.id}/edit/add_collaborators`}>
          Add collaborators
        </Link>
      </div>
    </>
  );
}

function AddCollaborators({ board }: { board: Board }) {
  const state = useLoad<User[]>((signal) => api.listUsers({ signal }));
  if (state.status === 'loading') return <Loading label="Loading people" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  const taken = new Set([
    board.owner.id,
    ...board.collaborators.map((u) => u.id),
    ...board.invitedUsers.map((u) => u.id),
  ]);
  const people = state.data.filter((u) => !taken.has(u.id));
  return (
    <>
      <p className={styles.hint}>People you invite can save Pins to this board once they accept.</p>
      <ul className={styles.list} aria-label="People to invite">
        {people.map((u) => (
          <Person
            key={u.id}
            user={u}
            action={
              <Link className={styles.button} to={`/${u.username}/`}>
                View profile
              </Link>
            }
          />
        ))}
      </ul>
    </>
  );
}

function EditBoard({ board }: { board: Board }) {
  return (
    <form className={styles.form} aria-label="Edit board" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor="board-name">Name</label>
        <input
          id="board-name"
          className={styles.input}
          defaultValue={board.name}
          maxLength={BOARD_TITLE_MAX}
        />
        <p className={styles.hint}>Up to {BOARD_TITLE_MAX} characters.</p>
      </div>
      <div className={styles.field}>
        <label htmlFor="board-description">Description</label>
        <textarea
          id="board-description"
          className={styles.textarea}
          defaultValue={board.description}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="board-privacy">Visibility</label>
        <select id="board-privacy" className={styles.select} defaultValue={board.privacy}>
          <option value="public">Public</option>
          <option value="protected">Protected</option>
          <option value="secret">Secret</option>
        </select>
      </div>
      <div className={styles.row}>
        <Link className={styles.button} to={`/board/${board.id}/edit/collaborators`}>
          Collaborators
        </Link>
        <Link className={styles.button} to={board.url}>
          Back to board
        </Link>
      </div>
    </form>
  );
}

function BoardEdit({ boardId, kind }: { boardId: string; kind: 'edit' | 'collaborators' | 'add' }) {
  const viewer = useViewer();
  const state = useLoad<Board>((signal) => api.getBoard(boardId, { signal }));
  if (state.status === 'loading') return <Loading label="Loading board" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="board" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const board = state.data;
  const role = boardRole({ board, viewerId: viewer.id });
  const title =
    kind === 'edit'
      ? 'Edit your board'
      : kind === 'collaborators'
        ? 'Collaborators'
        : 'Add collaborators';
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>
          <Link to={board.url}>{board.name}</Link>
        </p>
      </header>
      {role === 'none' ? (
        <EmptyState
          title={
            viewer.id
              ? 'Only the board’s owner and collaborators can change it'
              : 'Log in to edit this board'
          }
        >
          {viewer.id ? null : (
            <Link className={styles.primary} to="/login">
              Log in
            </Link>
          )}
        </EmptyState>
      ) : kind === 'edit' ? (
        <EditBoard board={board} />
      ) : kind === 'collaborators' ? (
        <Collaborators board={board} />
      ) : (
        <AddCollaborators board={board} />
      )}
    </main>
  );
}

function SectionEdit({ sectionId }: { sectionId: string }) {
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Edit your section</h1>
      </header>
      <form className={styles.form} aria-label="Edit section" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="section-name">Name</label>
          <input
            id="section-name"
            className={styles.input}
            defaultValue=""
            placeholder={`Section ${sectionId}`}
            maxLength={BOARD_TITLE_MAX}
          />
        </div>
      </form>
    </main>
  );
}

export default function BoardEditRoute() {
  const { boardId, sectionId } = useParams();
  const { pathname } = useLocation();
  if (sectionId) return <SectionEdit key={sectionId} sectionId={sectionId} />;
  if (!boardId) return <NotFound what="board" />;
  const kind = /add_collaborators\/?$/.test(pathname)
    ? 'add'
    : /collaborators\/?$/.test(pathname)
      ? 'collaborators'
      : 'edit';
  return <BoardEdit key={`${boardId}:${kind}`} boardId={boardId} kind={kind} />;
}
