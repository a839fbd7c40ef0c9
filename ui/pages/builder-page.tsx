// The builder paths (spec 3 section 2: /pin-builder, /pin-editor, /story-pin-builder, ...,
// /pin/create/): create a Pin from an image address onto one of the viewer's boards
// (PinResource create, spec 1 section 7), through an edit-form actor. Logged-out visitors get the
// login prompt text.
import { Link } from 'react-router';
import { TITLE_MAX } from '../../domain/constants';
import { LOGIN_PROMPT_TEXT } from '../../domain/guidance';
import { useLoad } from '../app/load';
import { useSessionUser } from '../app/viewer';
import {
  EditForm,
  FormActions,
  FormLoading,
  SelectField,
  TextField,
  useEditForm,
} from '../edit/edit-form';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './page.module.css';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

function BuilderForm({ boards }: { boards: { value: string; label: string }[] }) {
  const form = useEditForm({
    form: { name: 'newPin' },
    values: { image: '', title: '', link: '', boardId: boards[0]?.value ?? '' },
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Create Pin">
      <TextField actor={form} name="image" label="Image address" placeholder="https://…" />
      <TextField actor={form} name="title" label="Title" max={TITLE_MAX} />
      <TextField actor={form} name="link" label="Link" placeholder="https://…" />
      <SelectField actor={form} name="boardId" label="Board" options={boards} />
      <FormActions actor={form} cancelTo="/" submitLabel="Publish" busyLabel="Publishing…" />
    </EditForm>
  );
}

function Builder({ username }: { username: string }) {
  const boards = useLoad({ what: 'builder', username });
  if (boards.status === 'loading') return <Loading label="Loading your boards" />;
  if (boards.status === 'failed')
    return <ErrorState message={boards.failure.message} onRetry={boards.retry} />;
  if (boards.data.length === 0)
    return (
      <EmptyState title="Create a board first">
        Pins are created onto one of your boards.
      </EmptyState>
    );
  return <BuilderForm boards={boards.data} />;
}

export default function BuilderPage() {
  const user = useSessionUser();
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <title>{pageTitle(pageName('builder'))}</title>
        <h1 className={styles.title}>Create Pin</h1>
      </header>
      {user ? (
        <Builder username={user.username} />
      ) : (
        <EmptyState title={LOGIN_PROMPT_TEXT.create}>
          <Link className={styles.primary} to="/login">
            Log in
          </Link>
        </EmptyState>
      )}
    </main>
  );
}
