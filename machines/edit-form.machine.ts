// Edit forms: pin edit (`/pin/{id}/edit`), a just-saved pin's board (`/pin/{id}/repin` with
// isEditingPin, spec 1 section 2 and spec 3 section 2), board edit (`/board/{id}/edit`) and section
// edit (`/boardsection/{id}/edit`); spec 3 section 4 lists the local board update these end in.
// A failed save or delete shows the server's message or spec 1 section 8's fallback texts.
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  changedFields,
  deleteFailureFallback,
  validateEdit,
  type FieldErrors,
  type FormValues,
} from '../domain/edit-forms';
import { errorMessage } from '../domain/save';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';
import {
  editFormId,
  editFormKind,
  type EditFormInput,
  type EditOutcome,
  type EditFormContext,
  type EditFormEvent,
  type EditFormEmitted,
  type SaveEditInput,
  type DeleteEditInput,
  type SavedEdit,
} from './edit-form-types';

export { editFormId, editFormKind } from './edit-form-types';
export type {
  EditFormInput,
  EditFormName,
  EditFormOf,
  EditFormRequest,
  EditForms,
  EditOutcome,
  SavedEdit,
  EditFormContext,
  EditFormEvent,
  EditFormEmitted,
  SaveEditInput,
  DeleteEditInput,
} from './edit-form-types';

/**
 * One edit form. `editing` takes `field.change` (clearing that field's message and the last
 * failure); `form.submit` checks the values (`validateEdit`) and, when they are fine and something
 * changed, runs `saveEdit` (provided at the root, by the form's name) with only the changed fields (`saving`, tag `busy`: the fields and
 * buttons are disabled). Success lands in `saved` (the saved values become the new baseline, and
 * `form.saved` is emitted so the view can move on); failure returns to `editing` with the
 * server's message or the fallback SAVE_ERROR_FALLBACK, and keeps every value typed.
 * A deletable form asks first (`confirmingDelete`); `deleting` ends in `deleted` (emits
 * `form.deleted`) or back in `editing` with the server's message or, for a pin,
 * 'Sorry! There was an error deleting your Pin.'
 */
export const editFormMachine = setup({
  types: {
    context: {} as EditFormContext,
    events: {} as EditFormEvent,
    emitted: {} as EditFormEmitted,
    input: {} as EditFormInput,
  },
  actors: {
    // The save answers the server's reply and what follows it (toasts, store changes, the page
    // to go to), which the form records itself.
    saveEdit: providedAtRoot<SavedEdit, SaveEditInput>('saveEdit'),
    deleteEdit: providedAtRoot<EditOutcome, DeleteEditInput>('deleteEdit'),
  },
  guards: {
    invalid: ({ context }) =>
      Object.keys(validateEdit({ kind: context.kind, values: context.values })).length > 0,
    hasChanges: ({ context }) =>
      Object.keys(changedFields({ initial: context.initial, values: context.values })).length > 0,
    deletable: ({ context }) => context.deletable,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.name]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.name]: event.value }, errors, failure: null };
    }),
    showErrors: assign({
      errors: ({ context }) => validateEdit({ kind: context.kind, values: context.values }),
    }),
    reset: assign(({ context }) => ({ values: context.initial, errors: {}, failure: null })),
    clearFailure: assign({ failure: null }),
    commit: assign(({ context }) => ({ initial: context.values })),
    fail: assign((_, params: { failure: string }) => ({ failure: params.failure })),
    emitSaved: emit(({ context }, params: { output: unknown }) => ({
      type: 'form.saved' as const,
      kind: context.kind,
      id: context.id,
      output: params.output,
    })),
    emitDeleted: emit(({ context }) => ({
      type: 'form.deleted' as const,
      kind: context.kind,
      id: context.id,
    })),
    record: enqueueActions(({ enqueue, system }, params: { outcome: EditOutcome | undefined }) => {
      const { entities, session, toast, navigateTo } = params.outcome ?? {};
      const store = systemActor(system, SYSTEM_IDS.entities);
      if (store) for (const event of entities ?? []) enqueue.sendTo(store, event);
      const account = systemActor(system, SYSTEM_IDS.session);
      if (account) for (const event of session ?? []) enqueue.sendTo(account, event);
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts && toast) enqueue.sendTo(toasts, { type: 'toast.show', toast });
      if (navigateTo !== undefined) enqueue.emit({ type: 'navigate', to: navigateTo });
    }),
  },
}).createMachine({
  id: 'editForm',
  context: ({ input }) => ({
    form: input.form,
    kind: editFormKind(input.form),
    id: editFormId(input.form),
    initial: input.values,
    values: input.values,
    errors: {},
    failure: null,
    deletable: input.deletable ?? false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'form.submit': [
          { guard: 'invalid', actions: 'showErrors' },
          { guard: 'hasChanges', target: 'saving', actions: 'clearFailure' },
        ],
        'form.reset': { actions: 'reset' },
        'delete.request': { guard: 'deletable', target: 'confirmingDelete' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveEdit',
        src: 'saveEdit',
        input: ({ context }) => ({
          form: context.form,
          kind: context.kind,
          id: context.id,
          changes: changedFields({ initial: context.initial, values: context.values }),
          values: context.values,
        }),
        onDone: {
          target: 'saved',
          actions: [
            'commit',
            { type: 'emitSaved', params: ({ event }) => ({ output: event.output.output }) },
            { type: 'record', params: ({ event }) => ({ outcome: event.output.outcome }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ failure: errorMessage(event.error) }),
          },
        },
      },
    },
    saved: {
      tags: ['saved'],
      on: {
        'field.change': { target: 'editing', actions: 'change' },
        'delete.request': { guard: 'deletable', target: 'confirmingDelete' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.cancel': { target: 'editing' },
        'delete.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteEdit',
        src: 'deleteEdit',
        input: ({ context }) => ({ form: context.form, kind: context.kind, id: context.id }),
        onDone: {
          target: 'deleted',
          actions: [
            'emitDeleted',
            { type: 'record', params: ({ event }) => ({ outcome: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'fail',
            params: ({ context, event }) => ({
              failure: errorMessage(event.error, deleteFailureFallback(context.kind)),
            }),
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
});

export type EditFormSnapshot = SnapshotFrom<typeof editFormMachine>;

export const selectValues = (s: EditFormSnapshot): FormValues => s.context.values;
export const selectErrors = (s: EditFormSnapshot): FieldErrors => s.context.errors;
export const selectFailure = (s: EditFormSnapshot): string | null => s.context.failure;
/** Fields and buttons are disabled while a save or delete runs. */
export const selectBusy = (s: EditFormSnapshot): boolean => s.hasTag('busy');
export const selectSaved = (s: EditFormSnapshot): boolean => s.hasTag('saved');
export const selectConfirmingDelete = (s: EditFormSnapshot): boolean =>
  s.matches('confirmingDelete');
/** Save is offered once something differs from what was last saved. */
export const selectDirty = (s: EditFormSnapshot): boolean =>
  Object.keys(changedFields({ initial: s.context.initial, values: s.context.values })).length > 0;
