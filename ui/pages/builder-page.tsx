// The builder paths (spec 3 section 2: /pin-builder, /pin-editor, /story-pin-builder, ...,
// /pin/create/): create a Pin from an image address onto one of the viewer's boards
// (PinResource create, spec 1 section 7). Logged-out visitors get the login prompt text.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Board } from '../../domain/types';
import { useLoad } from '../app/load';
import { api } from '../app/system';
import { useSessionUser } from '../app/viewer';
import { loadAllBoards } from '../boards/boards-data';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { BoardSelect } from './board-select';
import styles from './page.module.css';

function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function BuilderForm({ username }: { username: string }) {
  const navigate = useNavigate();
  const boards = useLoad<Board[]>((signal) => loadAllBoards(username, signal));
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  if (boards.status === 'loading') return <Loading label="Loading your boards" />;
  if (boards.status === 'failed')
    return <ErrorState message={boards.failure.message} onRetry={boards.retry} />;
  if (boards.data.length === 0)
    return (
      <EmptyState title="Create a board first">
        Pins are created onto one of your boards.
      </EmptyState>
    );
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const imageUrl = field(data, 'image').trim();
    const title = field(data, 'title').trim();
    const link = field(data, 'link').trim();
    setStatus({ busy: true, error: null });
    api
      .createPin({
        boardId: field(data, 'board'),
        imageUrl,
        ...(title ? { title } : {}),
        ...(link ? { link } : {}),
      })
      .then(
        (pin) => void navigate(`/pin/${pin.id}/`),
        (error: unknown) =>
          setStatus({
            busy: false,
            error:
              error instanceof Error ? error.message : 'Sorry! Something went wrong on our end.',
          }),
      );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Create Pin">
      <div className={styles.field}>
        <label htmlFor="builder-image">Image address</label>
        <input
          id="builder-image"
          name="image"
          className={styles.input}
          type="url"
          required
          placeholder="https://…"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="builder-title">Title</label>
        <input id="builder-title" name="title" className={styles.input} maxLength={200} />
      </div>
      <div className={styles.field}>
        <label htmlFor="builder-link">Link</label>
        <input
          id="builder-link"
          name="link"
          className={styles.input}
          type="url"
          placeholder="https://…"
        />
      </div>
      <BoardSelect id="builder-board" boards={boards.data} />
      {status.error ? (
        <p className={styles.status} role="alert">
          {status.error}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={status.busy}>
          {status.busy ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </form>
  );
}

export default function BuilderPage() {
  const user = useSessionUser();
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Create Pin</h1>
      </header>
      {user ? (
        <BuilderForm username={user.username} />
      ) : (
        <EmptyState title="Log in to create a Pin or board">
          <Link className={styles.primary} to="/login">
            Log in
          </Link>
        </EmptyState>
      )}
    </main>
  );
}
