// Pin sub-pages (spec 1 section 2, spec 3 section 2): `/pin/:id/repin` (edit a just-saved pin from
// the save toast: isEditingPin, pinBoardId, isFromToast, originalPinId), `/pin/:id/edit`,
// `/pin/:id/analytics` (pin stats) and `/pin/:id/comments`.
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Board, Pin } from '../../domain/types';
import { pinIdFromSegment } from '../../domain/pin-path';
import { statDisplay } from '../../domain/numbers';
import { canEditPin } from '../../domain/permissions';
import { topReactions } from '../../domain/pin-card';
import { trimTitle } from '../../domain/text';
import { useLoad } from '../app/load';
import { api } from '../app/system';
import { useViewer } from '../app/viewer';
import { SaveButton } from '../save/save-button';
import { EmptyState, ErrorState, Loading, NotFound } from '../shell/states';
import { loadAllBoards } from '../boards/boards-data';
import { BoardSelect } from '../pages/board-select';
import styles from '../pages/page.module.css';

type Kind = 'repin' | 'edit' | 'analytics' | 'comments';

function image(pin: Pin) {
  return pin.images['236x'] ?? pin.images['474x'];
}

function PinThumb({ pin }: { pin: Pin }) {
  const img = image(pin);
  return img ? (
    <Link to={`/pin/${pin.id}/`}>
      <img
        className={styles.thumb}
        src={img.url}
        alt={pin.altText || pin.title || 'Pin image'}
        width={img.width}
        height={img.height}
        style={{ background: pin.dominantColor }}
      />
    </Link>
  ) : null;
}

function BoardChoice({ pin, selected }: { pin: Pin; selected: string | null }) {
  const viewer = useViewer();
  const state = useLoad<Board[]>((signal) =>
    viewer.id
      ? api.getUser(viewer.id, { signal }).then((u) => loadAllBoards(u.username, signal))
      : Promise.resolve([]),
  );
  if (state.status === 'loading') return <Loading label="Loading your boards" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  return <BoardSelect id="pin-board" boards={state.data} defaultValue={selected ?? pin.board.id} />;
}

function EditForm({ pin, kind }: { pin: Pin; kind: 'edit' | 'repin' }) {
  const [params] = useSearchParams();
  const viewer = useViewer();
  if (!viewer.id) {
    return (
      <EmptyState title={kind === 'edit' ? 'Log in to edit this Pin' : 'Log in to save this Pin'}>
        <Link className={styles.primary} to="/login">
          Log in
        </Link>
      </EmptyState>
    );
  }
  if (kind === 'edit' && !canEditPin({ pin, viewerId: viewer.id })) {
    return (
      <EmptyState title="You can’t edit this Pin">
        Only the Pin’s owner or the board’s collaborators with the right permission can edit it.
      </EmptyState>
    );
  }
  const fromToast = params.get('isFromToast') === 'true';
  return (
    <form
      className={styles.form}
      aria-label={kind === 'edit' ? 'Edit this Pin' : 'Edit your saved Pin'}
      onSubmit={(e) => e.preventDefault()}
    >
      {fromToast ? (
        <p className={styles.hint}>You just saved this Pin. Change where it lives or add a note.</p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="pin-title">Title</label>
        <input
          id="pin-title"
          name="title"
          className={styles.input}
          defaultValue={trimTitle(pin.title)}
          maxLength={200}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="pin-description">Description</label>
        <textarea
          id="pin-description"
          name="description"
          className={styles.textarea}
          defaultValue={pin.description}
          maxLength={500}
        />
      </div>
      <BoardChoice pin={pin} selected={params.get('pinBoardId')} />
      <div className={styles.row}>
        <Link className={styles.button} to={`/pin/${pin.id}/`}>
          Cancel
        </Link>
        {kind === 'repin' ? <SaveButton pin={pin} surface="Repin" /> : null}
      </div>
    </form>
  );
}

function Analytics({ pin }: { pin: Pin }) {
  const data = pin.aggregatedPinData.creatorAnalytics;
  const rows: [string, number | undefined][] = [
    ['Impressions', data?.impression],
    ['Pin clicks', data?.pinClick],
    ['Saves', data?.save ?? pin.aggregatedPinData.saves],
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className={styles.subtitle}>
        Last 30 days
      </h2>
      <dl className={styles.stats}>
        {rows.map(([label, value]) => {
          const shown = statDisplay({ value });
          return (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd title={shown.tooltip ?? undefined}>{shown.text}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function Comments({ pin }: { pin: Pin }) {
  const reactions = topReactions(pin.reactionCountsData);
  return (
    <section aria-label="Comments">
      {reactions.length > 0 ? (
        <p className={styles.subtitle}>
          {reactions.map((r) => `${r.count} ${r.name}`).join(' · ')}
        </p>
      ) : null}
      <EmptyState title="No comments yet">
        Share what you like about this Pin, or ask the creator a question.
      </EmptyState>
    </section>
  );
}

const TITLES: Record<Kind, string> = {
  repin: 'Edit your saved Pin',
  edit: 'Edit this Pin',
  analytics: 'Pin stats',
  comments: 'Comments',
};

function Subpage({ id, kind }: { id: string; kind: Kind }) {
  const state = useLoad<Pin>((signal) => api.getPin(id, { signal }));
  if (state.status === 'loading') return <Loading label="Loading Pin" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="Pin" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const pin = state.data;
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{TITLES[kind]}</h1>
        <p className={styles.subtitle}>{trimTitle(pin.title) || 'Pin'}</p>
      </header>
      <PinThumb pin={pin} />
      <div style={{ height: 24 }} />
      {kind === 'analytics' ? (
        <Analytics pin={pin} />
      ) : kind === 'comments' ? (
        <Comments pin={pin} />
      ) : (
        <EditForm pin={pin} kind={kind} />
      )}
    </main>
  );
}

export default function PinSubpageRoute() {
  const { pinPath = '' } = useParams();
  const { pathname } = useLocation();
  const id = pinIdFromSegment(pinPath);
  const kind = (pathname.replace(/\/+$/, '').split('/').pop() ?? '') as Kind;
  if (!id || !(kind in TITLES)) return <NotFound what="Pin" />;
  return <Subpage key={`${id}:${kind}`} id={id} kind={kind} />;
}
