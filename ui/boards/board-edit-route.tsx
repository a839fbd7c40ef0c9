// Board management pages (spec 3 section 2): `/board/:id/edit`, `/board/:id/edit/collaborators`,
// `/board/:id/edit/add_collaborators` and `/boardsection/:id/edit`. The forms are edit-form actors
// and the people lists a collaborators actor (spec 3 section 4 "Board management").
import { Link, useLocation, useParams } from 'react-router';
import { boardDisplayName, boardSectionPath, privacyLabel } from '../../domain/board';
import { BOARD_TITLE_MAX } from '../../domain/constants';
import { PRIVACIES, SECTION_TITLE_MAX } from '../../domain/edit-forms';
import { boardRole, canActOnBoard, SECTION_PERMISSION } from '../../domain/permissions';
import type { Board, BoardSection } from '../../domain/types';
import { collaboratorsActorId } from '../../machines/page-kinds';
import { useLoad } from '../app/load';
import { usePageActor } from '../app/page-actor';
import { useViewer } from '../app/viewer';
import {
  DescriptionField,
  EditForm,
  FormActions,
  FormLoading,
  SelectField,
  TextField,
  useEditForm,
} from '../edit/edit-form';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import styles from '../pages/page.module.css';
import {
  AddCollaboratorsView,
  CollaboratorsView,
  type CollaboratorsRef,
} from './collaborators-view';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

/** What a viewer who may not edit sees: why, and a way to log in when logged out. */
function NotAllowed({
  signedIn,
  title,
  loginTitle,
}: {
  signedIn: boolean;
  title: string;
  loginTitle: string;
}) {
  return (
    <EmptyState title={signedIn ? title : loginTitle}>
      {signedIn ? null : (
        <Link className={styles.primary} to="/login">
          Log in
        </Link>
      )}
    </EmptyState>
  );
}

/**
 * The board's people: the collaborators actor `board.<id>.collaborators` of the root's system,
 * which calls the API, records removals in the entity store and logs its success events itself.
 */
function useCollaborators(board: Board): CollaboratorsRef | undefined {
  return usePageActor(collaboratorsActorId(board.id), 'collaborators', {
    boardId: board.id,
    ownerId: board.owner.id,
    collaborators: board.collaborators,
    invited: board.invitedUsers,
  });
}

function CollaboratorsPage({ board, isOwner }: { board: Board; isOwner: boolean }) {
  const viewer = useViewer();
  const actor = useCollaborators(board);
  if (!actor) return <Loading label="Loading people" />;
  return <CollaboratorsView actor={actor} board={board} viewerId={viewer.id} isOwner={isOwner} />;
}

function AddCollaboratorsPage({ board }: { board: Board }) {
  const actor = useCollaborators(board);
  const state = useLoad({ what: 'people', boardId: board.id });
  if (state.status === 'loading' || !actor) return <Loading label="Loading people" />;
  if (state.status === 'failed')
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  return <AddCollaboratorsView actor={actor} board={board} people={state.data} />;
}

const PRIVACY_OPTIONS = PRIVACIES.map((p) => ({ value: p, label: privacyLabel(p) }));

function EditBoard({ board }: { board: Board }) {
  const form = useEditForm({
    form: { name: 'board', boardId: board.id, ownerUsername: board.owner.username },
    values: { name: board.name, description: board.description, privacy: board.privacy },
    deletable: true,
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Edit board">
      <TextField actor={form} name="name" label="Name" max={BOARD_TITLE_MAX} />
      <DescriptionField actor={form} placeholder="What’s your board about?" />
      <SelectField
        actor={form}
        name="privacy"
        label="Visibility"
        options={PRIVACY_OPTIONS}
        hint="Secret boards are seen only by you and your collaborators."
      />
      <div className={styles.row}>
        <Link className={styles.button} to={`/board/${board.id}/edit/collaborators`}>
          Collaborators
        </Link>
      </div>
      <FormActions
        actor={form}
        cancelTo={board.url}
        deleteLabel="Delete board"
        confirmText={`Delete ${board.name}? Its Pins and sections are deleted with it, for good.`}
      />
    </EditForm>
  );
}

function BoardEdit({ boardId, kind }: { boardId: string; kind: 'edit' | 'collaborators' | 'add' }) {
  const viewer = useViewer();
  // Fetched again once the stored session is read: a secret board is found only by its people.
  const state = useLoad({ what: 'boardEdit', boardId, page: kind, viewer: viewer.id });
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
  const ownerOnly = kind !== 'collaborators';
  // An invited person sees who is on the board, and may decline (spec 3 section 4: invite denial).
  const invitedViewer = viewer.id !== null && board.invitedUsers.some((u) => u.id === viewer.id);
  let body: React.ReactNode;
  if (kind === 'collaborators' && role === 'none' && invitedViewer) {
    body = <CollaboratorsPage board={board} isOwner={false} />;
  } else if (role === 'none') {
    body = (
      <NotAllowed
        signedIn={viewer.id !== null}
        title="Only the board’s owner and collaborators can change it"
        loginTitle="Log in to edit this board"
      />
    );
  } else if (ownerOnly && role !== 'owner') {
    body = (
      <EmptyState
        title={
          kind === 'edit'
            ? 'Only the board’s owner can change its name, description and visibility'
            : 'Only the board’s owner can invite people'
        }
      >
        <Link className={styles.button} to={`/board/${board.id}/edit/collaborators`}>
          See who’s on this board
        </Link>
      </EmptyState>
    );
  } else if (kind === 'edit' && board.layout === 'quick_saves') {
    // The quick-saves board always reads 'Profile' (spec 3 section 3): a new name would never
    // show, and deleting it would take every quick save with it.
    body = (
      <EmptyState title="Your Profile board can’t be renamed or deleted">
        It keeps the Pins you save straight to your profile.
        <div className={styles.row}>
          <Link className={styles.button} to={board.url}>
            Back to {boardDisplayName(board)}
          </Link>
        </div>
      </EmptyState>
    );
  } else if (kind === 'edit') {
    body = <EditBoard board={board} />;
  } else if (kind === 'collaborators') {
    body = <CollaboratorsPage board={board} isOwner={role === 'owner'} />;
  } else {
    body = <AddCollaboratorsPage board={board} />;
  }
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <title>
          {pageTitle(
            pageName(
              kind === 'edit'
                ? 'boardEdit'
                : kind === 'collaborators'
                  ? 'boardCollaborators'
                  : 'addCollaborators',
            ),
            boardDisplayName(board),
          )}
        </title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>
          <Link to={board.url}>{boardDisplayName(board)}</Link>
        </p>
      </header>
      {body}
    </main>
  );
}

function SectionForm({ board, section }: { board: Board; section: BoardSection }) {
  const form = useEditForm({
    form: { name: 'section', sectionId: section.id, boardUrl: board.url },
    values: { title: section.title },
    deletable: true,
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Edit section">
      <TextField actor={form} name="title" label="Name" max={SECTION_TITLE_MAX} />
      <FormActions
        actor={form}
        cancelTo={boardSectionPath({ boardUrl: board.url, slug: section.slug })}
        deleteLabel="Delete section"
        confirmText={`Delete ${section.title}? Its Pins stay on ${boardDisplayName(board)}.`}
      />
    </EditForm>
  );
}

function SectionEdit({ sectionId }: { sectionId: string }) {
  const viewer = useViewer();
  const state = useLoad({ what: 'sectionEdit', sectionId, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label="Loading section" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="section" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const { section, board } = state.data;
  const allowed = canActOnBoard({ board, viewerId: viewer.id, action: SECTION_PERMISSION });
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <title>{pageTitle(pageName('sectionEdit'), section.title)}</title>
        <h1 className={styles.title}>Edit your section</h1>
        <p className={styles.subtitle}>
          {section.title} in <Link to={board.url}>{boardDisplayName(board)}</Link>
        </p>
      </header>
      {allowed ? (
        <SectionForm board={board} section={section} />
      ) : (
        <NotAllowed
          signedIn={viewer.id !== null}
          title="Only the board’s owner and collaborators allowed to manage sections can change it"
          loginTitle="Log in to edit this section"
        />
      )}
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
