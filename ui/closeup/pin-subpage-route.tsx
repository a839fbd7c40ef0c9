// Pin sub-pages (spec 1 section 2, spec 3 section 2): `/pin/:id/repin` (edit a just-saved pin from
// the save toast: isEditingPin, pinBoardId, isFromToast, originalPinId), `/pin/:id/edit`,
// `/pin/:id/analytics` (pin stats) and `/pin/:id/comments`.
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { boardChoice, QUICK_SAVES_DISPLAY_NAME } from '../../domain/board';
import { EXPLORE_LOCAL_TEXT } from '../../domain/explore-local';
import { TITLE_MAX } from '../../domain/constants';
import { LOGIN_PROMPT_TEXT } from '../../domain/guidance';
import type { Board, Pin } from '../../domain/types';
import { pinIdFromSegment, pinPath, pinSubpagePath } from '../../domain/pin-path';
import { statDisplay } from '../../domain/numbers';
import { canEditPin, isOwnBoard } from '../../domain/permissions';
import { isOwnPin, topReactions } from '../../domain/pin-card';
import { trimTitle } from '../../domain/text';
import { textColourOver } from '../../domain/theme';
import { useLoad } from '../app/load';
import { useLocale, useViewer } from '../app/viewer';
import { SaveButton } from '../save/save-button';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import {
  DescriptionField,
  EditForm,
  FormActions,
  FormLoading,
  SelectField,
  TextField,
  useEditForm,
} from '../edit/edit-form';
import styles from '../pages/page.module.css';
import { pageTitle } from '../../domain/page-title';

type Kind = 'repin' | 'edit' | 'analytics' | 'comments';

function image(pin: Pin) {
  return pin.images['236x'] ?? pin.images['474x'];
}

function PinThumb({ pin }: { pin: Pin }) {
  const img = image(pin);
  return img ? (
    <Link to={pinPath(pin.id)}>
      <img
        className={styles.thumb}
        src={img.url}
        alt={pin.altText || pin.title || 'Pin image'}
        width={img.width}
        height={img.height}
        style={{ background: pin.dominantColor, color: textColourOver(pin.dominantColor) }}
      />
    </Link>
  ) : null;
}

type BoardOption = { value: string; label: string };

/** The viewer's own boards, for the board choices of the edit forms. */
function useViewerBoards() {
  const viewer = useViewer();
  return useLoad({ what: 'viewerBoards', viewer: viewer.id });
}

/** Where a pin can go: the viewer's boards, and the pin's own board even when not theirs. */
function pinBoardOptions(pin: Pin, boards: readonly Board[]): BoardOption[] {
  const options = boards.map(boardChoice);
  return options.some((o) => o.value === pin.board.id)
    ? options
    : [boardChoice(pin.board), ...options];
}

/**
 * Where the viewer's save can go: their own boards only, with their profile (the quick-saves
 * board, or no board: spec 3 section 4 records a save with no board id as a profile save).
 */
function saveBoardOptions(boards: readonly Board[]): {
  options: BoardOption[];
  profileValue: string;
} {
  const options = boards.map(boardChoice);
  const quickSaves = boards.find((b) => b.layout === 'quick_saves');
  if (quickSaves) return { options, profileValue: quickSaves.id };
  return {
    options: [{ value: '', label: QUICK_SAVES_DISPLAY_NAME }, ...options],
    profileValue: '',
  };
}

function PinEditForm({ pin, boards }: { pin: Pin; boards: BoardOption[] }) {
  const viewer = useViewer();
  const form = useEditForm({
    form: { name: 'pin', pinId: pin.id, boardId: pin.board.id, boardUrl: pin.board.url },
    values: { title: trimTitle(pin.title), description: pin.description, boardId: pin.board.id },
    deletable:
      isOwnPin({ pin, viewerId: viewer.id }) ||
      isOwnBoard({ board: pin.board, viewerId: viewer.id }),
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Edit this Pin">
      <TextField actor={form} name="title" label="Title" max={TITLE_MAX} />
      <DescriptionField actor={form} />
      <SelectField actor={form} name="boardId" label="Board" options={boards} />
      <FormActions
        actor={form}
        cancelTo={pinPath(pin.id)}
        deleteLabel="Delete Pin"
        confirmText="Delete this Pin? It leaves the board and everyone who saved it loses it."
      />
    </EditForm>
  );
}

function SaveEditForm({
  id,
  pin,
  fromBoardId,
  boards,
  profileValue,
}: {
  id: string;
  pin: Pin;
  /** The board the save is on; null for a profile save. */
  fromBoardId: string | null;
  boards: BoardOption[];
  /** The choice that stands for the profile. */
  profileValue: string;
}) {
  const [params] = useSearchParams();
  const form = useEditForm({
    form: { name: 'save', saveId: id, pinId: pin.id, fromBoardId },
    values: { boardId: fromBoardId ?? profileValue },
    deletable: true,
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Edit your saved Pin">
      {params.get('isFromToast') === 'true' ? (
        <p className={styles.hint}>
          You just saved this Pin. Move it to another board, or remove it.
        </p>
      ) : null}
      <SelectField actor={form} name="boardId" label="Board" options={boards} />
      <FormActions
        actor={form}
        cancelTo={pinPath(pin.id)}
        deleteLabel="Remove"
        confirmText="Remove this Pin from your board?"
      />
    </EditForm>
  );
}

/**
 * The board the viewer's save being edited is on. The server's saved record wins when it is this
 * very save (a `pinBoardId` in the address may be stale: an older toast's link, or Back after a
 * move); otherwise the address says which of the viewer's saves is meant.
 */
function savedBoardOf(id: string, pin: Pin, pinBoardId: string | null): string | null {
  const saved = pin.savedInfo;
  if (saved && saved.localPinId === id) return saved.boardId;
  return pinBoardId ?? saved?.boardId ?? null;
}

function EditPage({ id, pin, kind }: { id: string; pin: Pin; kind: 'edit' | 'repin' }) {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const boards = useViewerBoards();
  const editingSave = kind === 'repin' && params.get('isEditingPin') === 'true';
  const location = useLocation();
  if (!viewer.id) {
    return (
      <EmptyState title={LOGIN_PROMPT_TEXT[kind === 'edit' ? 'edit' : 'save']}>
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
  if (kind === 'repin' && !editingSave) {
    return (
      <div className={styles.row}>
        {isOneTapSaveState(location.state) ? (
          <p className={styles.hint} data-one-tap-save="true">
            {EXPLORE_LOCAL_TEXT.repinHint}
          </p>
        ) : null}
        <Link className={styles.button} to={pinPath(pin.id)}>
          Cancel
        </Link>
        <SaveButton pin={pin} surface="Repin" />
      </div>
    );
  }
  if (editingSave && !pin.savedInfo) {
    // Nothing of the viewer's to move or remove (Remove must never reach the Pin itself).
    return (
      <EmptyState title="You haven’t saved this Pin">
        There is no save of yours to move or remove. Save it from the Pin first.
        <div className={styles.row}>
          <Link className={styles.primary} to={pinPath(pin.id)}>
            Back to the Pin
          </Link>
          {canEditPin({ pin, viewerId: viewer.id }) ? (
            <Link className={styles.button} to={pinSubpagePath({ id: pin.id, page: 'edit' })}>
              Edit this Pin
            </Link>
          ) : null}
        </div>
      </EmptyState>
    );
  }
  if (boards.status === 'loading') return <Loading label="Loading your boards" />;
  if (boards.status === 'failed')
    return <ErrorState message={boards.failure.message} onRetry={boards.retry} />;
  if (kind === 'edit') return <PinEditForm pin={pin} boards={pinBoardOptions(pin, boards.data)} />;
  const { options, profileValue } = saveBoardOptions(boards.data);
  return (
    <SaveEditForm
      id={id}
      pin={pin}
      fromBoardId={savedBoardOf(id, pin, params.get('pinBoardId'))}
      boards={options}
      profileValue={profileValue}
    />
  );
}

function Analytics({ pin }: { pin: Pin }) {
  const data = pin.aggregatedPinData.creatorAnalytics;
  const rows: [string, number | undefined][] = [
    ['Impressions', data?.impression],
    ['Pin clicks', data?.pinClick],
    ['Saves', data?.save ?? pin.aggregatedPinData.saves],
  ];
  const locale = useLocale();
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className={styles.subtitle}>
        Last 30 days
      </h2>
      <dl className={styles.stats}>
        {rows.map(([label, value]) => {
          const shown = statDisplay({ value, locale });
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

/** Whether the route was entered from a one-tap save (spec 1 section 2: state marking it so). */
function isOneTapSaveState(state: unknown): boolean {
  return (state as { isOneTapSave?: unknown } | null)?.isOneTapSave === true;
}

function Subpage({ id, kind }: { id: string; kind: Kind }) {
  const oneTap = isOneTapSaveState(useLocation().state);
  // The pin as this viewer sees it (their save, spec 1 section 2's saved info): fetched again once
  // the stored session is read, since a page load may ask for the pin before it is.
  const viewer = useViewer();
  const state = useLoad({ what: 'pinSubpage', id, page: kind, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label="Loading Pin" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="Pin" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const pin = state.data;
  const title = kind === 'repin' && oneTap ? EXPLORE_LOCAL_TEXT.repinTitle : TITLES[kind];
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <title>{pageTitle(title, trimTitle(pin.title) || 'Pin')}</title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{trimTitle(pin.title) || 'Pin'}</p>
      </header>
      <PinThumb pin={pin} />
      <div style={{ height: 24 }} />
      {kind === 'analytics' ? (
        <Analytics pin={pin} />
      ) : kind === 'comments' ? (
        <Comments pin={pin} />
      ) : (
        <EditPage id={id} pin={pin} kind={kind} />
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
