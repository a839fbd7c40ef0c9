// Section create on a board (spec 3 section 2: a board section lives at the board url plus its
// slug; section 6: owners can do everything on the board, collaborators what
// collaboratorPermissions lists). An edit-form page actor checks the title and the runtime makes
// the call; on success the page moves to the new section, loading the board's sections again.
import { SECTION_TITLE_MAX } from '../../domain/edit-forms';
import { EditForm, FormActions, FormLoading, TextField, useEditForm } from '../edit/edit-form';
import { Disclosure } from './disclosure';

function CreateSectionForm({ boardId, boardUrl }: { boardId: string; boardUrl: string }) {
  const form = useEditForm({
    form: { name: 'newSection', boardId, boardUrl },
    values: { title: '' },
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label="Add section">
      <TextField actor={form} name="title" label="Section name" max={SECTION_TITLE_MAX} />
      <FormActions actor={form} cancelTo={boardUrl} submitLabel="Add" busyLabel="Adding…" />
    </EditForm>
  );
}

/** 'Add section' opens the form. */
export function SectionCreate(props: { boardId: string; boardUrl: string }) {
  return (
    <Disclosure label="Add section">
      <CreateSectionForm {...props} />
    </Disclosure>
  );
}
