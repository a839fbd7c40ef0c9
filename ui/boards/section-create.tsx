// Section create on a board (spec 3 section 2: a board section lives at the board url plus its
// slug; section 6: owners can do everything on the board, collaborators what
// collaboratorPermissions lists). An edit-form page actor checks the title and makes the call;
// on success the page moves to the new section, loading the board's sections again.
import type { BoardSection } from '../../domain/types';
import { boardSectionPath } from '../../domain/board';
import { SECTION_TITLE_MAX } from '../../domain/edit-forms';
import { api } from '../../runtime/system';
import { EditForm, FormActions, TextField, useEditForm } from '../edit/edit-form';
import { Disclosure } from './disclosure';

function CreateSectionForm({ boardId, boardUrl }: { boardId: string; boardUrl: string }) {
  const form = useEditForm({
    kind: 'section',
    id: `new-on-${boardId}`,
    values: { title: '' },
    calls: {
      save: ({ values }) => api.createBoardSection({ boardId, title: (values.title ?? '').trim() }),
    },
    after: {
      saved: (output) => ({
        navigateTo: boardSectionPath({ boardUrl, slug: (output as BoardSection).slug }),
      }),
    },
  });
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
