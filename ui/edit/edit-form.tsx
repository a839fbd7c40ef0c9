// The edit forms' view: renders an edit-form actor (machines/edit-form.machine.ts). Fields send
// `field.change`, the form sends `form.submit`; messages, the busy state, the saved state and the
// delete confirmation all come from the machine's snapshot.
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BOARD_PIN_DESCRIPTION_MAX } from '../../domain/constants';
import { editFormActorId } from '../../machines/page-kinds';
import { editFormId, editFormKind } from '../../machines/edit-form-types';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import {
  selectBusy,
  selectConfirmingDelete,
  selectDirty,
  selectErrors,
  selectFailure,
  selectSaved,
  selectValues,
  type EditFormInput,
} from '../../machines/edit-form.machine';
import pageStyles from '../pages/page.module.css';
import { Loading } from '../shell/states';
import styles from './edit.module.css';

export type EditFormRef = PageActorRef<'editForm'>;

/**
 * The edit form `<kind>.<id>.edit` of the root's system for the named form (`{ name: 'board',
 * boardId, ownerUsername }`). The runtime saves and deletes it by that name and says what follows
 * (entity store changes, a toast, the page to go to), which the form records itself.
 */
export function useEditForm(input: EditFormInput): EditFormRef | undefined {
  return usePageActor(
    editFormActorId(editFormKind(input.form), editFormId(input.form)),
    'editForm',
    input,
  );
}

function FieldMessage({ actor, name, id }: { actor: EditFormRef; name: string; id: string }) {
  const error = useSelector(actor, (s) => selectErrors(s)[name]);
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

interface FieldProps {
  actor: EditFormRef;
  name: string;
  label: string;
  /** The spec's limit; the counter shows it and the machine checks it. */
  max?: number;
  hint?: string;
  multiline?: boolean;
  placeholder?: string;
}

/** A text field bound to one value of the form. */
export function TextField({ actor, name, label, max, hint, multiline, placeholder }: FieldProps) {
  const value = useSelector(actor, (s) => selectValues(s)[name] ?? '');
  const invalid = useSelector(actor, (s) => selectErrors(s)[name] !== undefined);
  const busy = useSelector(actor, selectBusy);
  const id = `edit-${name}`;
  const described = [invalid ? `${id}-error` : null, max ? `${id}-count` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    placeholder,
    // Read-only, not disabled, while a save runs: a disabled field drops keyboard focus, and a
    // failed save would leave the person nowhere.
    readOnly: busy,
    'aria-disabled': busy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described || undefined,
    onChange: (e: { target: { value: string } }) =>
      actor.send({ type: 'field.change', name, value: e.target.value }),
  };
  const className = `${multiline ? pageStyles.textarea : pageStyles.input} ${styles.busy} ${invalid ? styles.invalid : ''}`;
  return (
    <div className={pageStyles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} className={className} />
      ) : (
        <input {...common} className={className} />
      )}
      <FieldMessage actor={actor} name={name} id={`${id}-error`} />
      {max ? (
        <p id={`${id}-count`} className={styles.counter}>
          {value.length} / {max}
        </p>
      ) : null}
      {hint ? <p className={pageStyles.hint}>{hint}</p> : null}
    </div>
  );
}

/** The description of a pin or board: at most 500 characters (spec 3 section 9). */
export function DescriptionField({
  actor,
  placeholder,
}: {
  actor: EditFormRef;
  placeholder?: string;
}) {
  return (
    <TextField
      actor={actor}
      name="description"
      label="Description"
      max={BOARD_PIN_DESCRIPTION_MAX}
      multiline
      placeholder={placeholder}
    />
  );
}

/** A choice bound to one value of the form. */
export function SelectField({
  actor,
  name,
  label,
  options,
  hint,
}: {
  actor: EditFormRef;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const value = useSelector(actor, (s) => selectValues(s)[name] ?? '');
  const invalid = useSelector(actor, (s) => selectErrors(s)[name] !== undefined);
  const busy = useSelector(actor, selectBusy);
  const id = `edit-${name}`;
  return (
    <div className={pageStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={`${pageStyles.select} ${styles.busy} ${invalid ? styles.invalid : ''}`}
        value={value}
        aria-disabled={busy || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        // While busy the machine ignores a change, and the controlled value stays.
        onChange={(e) => actor.send({ type: 'field.change', name, value: e.target.value })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage actor={actor} name={name} id={`${id}-error`} />
      {hint ? <p className={pageStyles.hint}>{hint}</p> : null}
    </div>
  );
}

/**
 * What a form draws in the moment before its actor is mounted (never painted: the mount draws
 * again before the browser paints).
 */
export function FormLoading() {
  return <Loading label="Loading form" />;
}

/** The form element: Enter or the Save button submits to the machine. */
export function EditForm({
  actor,
  label,
  children,
}: {
  actor: EditFormRef;
  label: string;
  children: ReactNode;
}) {
  return (
    <form
      className={pageStyles.form}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      {children}
    </form>
  );
}

/** A stable ref callback: focuses its element once, when it is mounted. */
function focusOnMount(el: HTMLElement | null): void {
  el?.focus();
}

/** Failure, saved status, Save, Cancel and (when the form is deletable) Delete with its question. */
export function FormActions({
  actor,
  cancelTo,
  deleteLabel,
  confirmText,
  savedText = 'Changes saved',
  submitLabel = 'Save',
  busyLabel = 'Saving…',
}: {
  actor: EditFormRef;
  cancelTo: string;
  deleteLabel?: string;
  confirmText?: string;
  savedText?: string;
  submitLabel?: string;
  busyLabel?: string;
}) {
  const failure = useSelector(actor, selectFailure);
  const busy = useSelector(actor, selectBusy);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const dirty = useSelector(actor, selectDirty);
  const saved = useSelector(actor, selectSaved);
  const confirming = useSelector(actor, selectConfirmingDelete);
  const deletable = useSelector(actor, (s) => s.context.deletable);
  // Keyboard focus follows the question: it opens on Cancel (the safe answer) and, when the
  // question is answered, returns to the Delete button that asked it (which reads 'Deleting…'
  // and then, if the delete fails, stays beside the message). Busy controls are aria-disabled,
  // not disabled, so they keep focus.
  const returnFocus = useRef(false);
  const cancelDelete = () => {
    returnFocus.current = true;
    actor.send({ type: 'delete.cancel' });
  };
  const escapeCancels = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    cancelDelete();
  };
  return (
    <>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {saved ? (
        <p className={styles.saved} role="status">
          {savedText}
        </p>
      ) : null}
      {confirming ? (
        <div
          className={styles.confirm}
          role="alertdialog"
          aria-label={deleteLabel}
          aria-describedby="edit-delete-question"
        >
          <p id="edit-delete-question">{confirmText}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={pageStyles.button}
              ref={focusOnMount}
              onClick={cancelDelete}
              onKeyDown={escapeCancels}
            >
              Cancel
            </button>
            <button
              type="button"
              className={pageStyles.primary}
              onClick={() => {
                returnFocus.current = true;
                actor.send({ type: 'delete.confirm' });
              }}
              onKeyDown={escapeCancels}
            >
              {deleteLabel}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {deletable && deleteLabel ? (
            <button
              type="button"
              className={`${pageStyles.button} ${styles.busy}`}
              aria-disabled={busy || undefined}
              ref={(el) => {
                if (el && returnFocus.current) {
                  returnFocus.current = false;
                  el.focus();
                }
              }}
              onClick={() => actor.send({ type: 'delete.request' })}
            >
              {busy && !saving ? 'Deleting…' : deleteLabel}
            </button>
          ) : null}
          <span className={styles.spacer} />
          <Link className={pageStyles.button} to={cancelTo}>
            {saved ? 'Done' : 'Cancel'}
          </Link>
          <button
            type="submit"
            className={`${pageStyles.primary} ${styles.busy}`}
            disabled={!busy && !dirty}
            aria-disabled={busy || undefined}
          >
            {saving ? busyLabel : submitLabel}
          </button>
        </div>
      )}
    </>
  );
}
