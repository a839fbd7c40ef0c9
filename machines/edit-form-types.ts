// An edit form's shapes (machines/edit-form.machine.ts): what it is started with, the calls the
// page gives it, what it keeps, accepts and emits, and its calls' inputs.
import type { EventObject } from 'xstate';
import type { EditFormKind, FieldErrors, FormValues } from '../domain/edit-forms';

export interface EditFormInput {
  kind: EditFormKind;
  /** The id of what is edited (pin, saved copy, board or section). */
  id: string;
  values: FormValues;
  /** Whether the form offers Delete (with a confirmation). */
  deletable?: boolean;
  /** The page's calls (writes: leaving the page does not cancel what the person asked for). */
  calls?: EditCalls;
  /** What follows a save or a delete, recorded by the form itself. */
  after?: EditAfter;
}

export interface EditCalls {
  save: (input: SaveEditInput) => Promise<unknown>;
  remove?: (input: DeleteEditInput) => Promise<void>;
}

/** What a save or a delete leaves behind: entity store changes, a toast, the page to go to. */
export interface EditOutcome {
  entities?: readonly EventObject[];
  toast?: { headline: string; duration?: 'save' };
  /** Changes to the signed-in account, sent to the session (a new save behaviour). */
  session?: readonly EventObject[];
  navigateTo?: string;
}

export interface EditAfter {
  saved?: (output: unknown) => EditOutcome;
  deleted?: () => EditOutcome;
}

export interface EditFormContext {
  kind: EditFormKind;
  id: string;
  /** The values last saved (or loaded): what "changed" is measured against. */
  initial: FormValues;
  values: FormValues;
  errors: FieldErrors;
  /** The last failed save's or delete's message, shown above the buttons. */
  failure: string | null;
  deletable: boolean;
  calls: EditCalls | null;
  after: EditAfter;
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
  kind: EditFormKind;
  id: string;
  /** Only the fields that changed. */
  changes: Record<string, string>;
  /** Every value, for calls that need the whole picture (a save's board and section). */
  values: FormValues;
  call?: EditCalls['save'];
}

export interface DeleteEditInput {
  kind: EditFormKind;
  id: string;
  call?: EditCalls['remove'];
}
