// Board create from the viewer's own profile (spec 3 section 7 BoardResource create: name,
// privacy, username; section 4 "Board management": creating a board refreshes (invalidates) the
// user's board list). An edit-form page actor (`board.new.edit`) checks the name (spec 3 section
// 5: at most 50 characters) and the runtime makes the call; on success the form records
// `board.created` in the entity store, which moves the board list's version, and the profile
// loads its boards again.
import { privacyLabel } from '../../domain/board';
import { BOARD_TITLE_MAX } from '../../domain/constants';
import { PRIVACIES } from '../../domain/edit-forms';
import { profilePath } from '../../domain/pin-path';
import {
  EditForm,
  FormActions,
  FormLoading,
  SelectField,
  TextField,
  useEditForm,
} from '../edit/edit-form';
import { Disclosure } from './disclosure';

const PRIVACY_OPTIONS = PRIVACIES.map((p) => ({ value: p, label: privacyLabel(p) }));

function CreateBoardForm({ username }: { username: string }) {
  const form = useEditForm({
    form: { name: 'newBoard', username },
    values: { name: '', description: '', privacy: 'public' },
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Create board">
      <TextField actor={form} name="name" label="Name" max={BOARD_TITLE_MAX} />
      <SelectField actor={form} name="privacy" label="Visibility" options={PRIVACY_OPTIONS} />
      <FormActions
        actor={form}
        cancelTo={profilePath(username)}
        submitLabel="Create"
        busyLabel="Creating…"
        savedText="Board created"
      />
    </EditForm>
  );
}

/** 'Create board' opens the form. */
export function BoardCreate({ username }: { username: string }) {
  return (
    <Disclosure label="Create board">
      <CreateBoardForm username={username} />
    </Disclosure>
  );
}
