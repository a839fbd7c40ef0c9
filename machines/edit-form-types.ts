// An edit form's shapes (machines/edit-form.machine.ts): the named forms and what they are about,
// what a form is started with, keeps, accepts and emits, and its calls' inputs and answers.
import type { EventObject } from 'xstate';
import type { EditFormKind, FieldErrors, FormValues } from '../domain/edit-forms';

/**
 * Every named form and what its save and delete need to know, as plain data. The runtime saves
 * and deletes each by its name and says what follows (runtime/edit-forms.ts).
 */
export interface EditForms {
  /** A pin's edit page: the pin and the board it is on. */
  pin: { pinId: string; boardId: string; boardUrl: string };
  /** The viewer's save of a pin: the saved copy, the pin, and the board it is on (none: profile). */
  save: { saveId: string; pinId: string; fromBoardId: string | null };
  /** A new board on the viewer's profile. */
  newBoard: { username: string };
  /** A board's edit page. */
  board: { boardId: string; ownerUsername: string };
  /** A new section on a board. */
  newSection: { boardId: string; boardUrl: string };
  /** A section's edit page. */
  section: { sectionId: string; boardUrl: string };
  /** The pin builder. */
  newPin: Record<never, never>;
  /** The save behaviour setting of the signed-in account. */
  saveBehavior: { userId: string };
}

export type EditFormName = keyof EditForms;

export type EditFormOf<N extends EditFormName> = { name: N } & EditForms[N];

/** One named form. */
export type EditFormRequest = { [N in EditFormName]: EditFormOf<N> }[EditFormName];

/** The rules each form's fields follow (domain/edit-forms.ts). */
const KIND_OF: Record<EditFormName, EditFormKind> = {
  pin: 'pin',
  save: 'save',
  newBoard: 'board',
  board: 'board',
  newSection: 'section',
  section: 'section',
  newPin: 'create',
  saveBehavior: 'saveBehavior',
};

export const editFormKind = (form: EditFormRequest): EditFormKind => KIND_OF[form.name];

/** The id of what is edited (`new` for what is not made yet): the form's system id has it. */
export function editFormId(form: EditFormRequest): string {
  switch (form.name) {
    case 'pin':
      return form.pinId;
    case 'save':
      return form.saveId;
    case 'board':
      return form.boardId;
    case 'section':
      return form.sectionId;
    case 'newSection':
      return `new-on-${form.boardId}`;
    case 'saveBehavior':
      return form.userId;
    case 'newBoard':
    case 'newPin':
      return 'new';
  }
}

export interface EditFormInput {
  /** Which form this is, and what it is about. */
  form: EditFormRequest;
  values: FormValues;
  /** Whether the form offers Delete (with a confirmation). */
  deletable?: boolean;
}

/** What a save or a delete leaves behind: entity store changes, a toast, the page to go to. */
export interface EditOutcome {
  entities?: readonly EventObject[];
  toast?: { headline: string; duration?: 'save' };
  /** Changes to the signed-in account, sent to the session (a new save behaviour). */
  session?: readonly EventObject[];
  navigateTo?: string;
}

/** A save's answer: what the server answered, and what follows it. */
export interface SavedEdit {
  output: unknown;
  outcome: EditOutcome;
}

export interface EditFormContext {
  form: EditFormRequest;
  kind: EditFormKind;
  id: string;
  /** The values last saved (or loaded): what "changed" is measured against. */
  initial: FormValues;
  values: FormValues;
  errors: FieldErrors;
  /** The last failed save's or delete's message, shown above the buttons. */
  failure: string | null;
  deletable: boolean;
}

export type EditFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export type EditFormEmitted =
  | { type: 'form.saved'; kind: EditFormKind; id: string; output: unknown }
  | { type: 'form.deleted'; kind: EditFormKind; id: string }
  | { type: 'navigate'; to: string };

export interface SaveEditInput {
  form: EditFormRequest;
  kind: EditFormKind;
  id: string;
  /** Only the fields that changed. */
  changes: Record<string, string>;
  /** Every value, for calls that need the whole picture (a save's board and section). */
  values: FormValues;
}

export interface DeleteEditInput {
  form: EditFormRequest;
  kind: EditFormKind;
  id: string;
}
