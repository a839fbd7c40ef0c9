// Bulk delete on the owner's board page (spec 3 section 7, BulkEditResource delete; section 6:
// owners can do everything on the board). Renders the board's bulk-delete page actor
// (machines/bulk-delete.machine.ts, `board.<id>.bulkDelete`): which pins are chosen, the question,
// the failure and the result all come from its snapshot. The deleted pins leave the grid through
// the entity store, as an unfavorite on a board does.
import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import type { Pin } from '../../domain/types';
import { bulkDeleteActorId } from '../../machines/page-kinds';
import { selectPins } from '../../machines/feed-pins';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import type { FeedRef } from '../feed/use-feed';
import { Loading } from '../shell/states';
import editStyles from '../edit/edit.module.css';
import styles from '../pages/page.module.css';
import { Disclosure } from './disclosure';

type BulkDeleteRef = PageActorRef<'bulkDelete'>;

const pinsLabel = (n: number) => `${n} ${n === 1 ? 'Pin' : 'Pins'}`;

/** The name a person reads for a pin in the list. */
const pinName = (pin: Pin) => pin.gridTitle?.trim() || pin.title.trim() || `Pin ${pin.id}`;

function focusOnMount(el: HTMLElement | null): void {
  el?.focus();
}

function Question({
  actor,
  count,
  orbacSubjectId,
}: {
  actor: BulkDeleteRef;
  count: number;
  orbacSubjectId: string | undefined;
}) {
  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    actor.send({ type: 'bulk.cancel' });
  };
  return (
    <div
      className={editStyles.confirm}
      role="alertdialog"
      aria-label="Delete the chosen Pins"
      aria-describedby="bulk-delete-question"
    >
      <p id="bulk-delete-question">{`Delete ${pinsLabel(count)} from this board?`}</p>
      <div className={editStyles.actions}>
        <button
          type="button"
          className={styles.button}
          ref={focusOnMount}
          onClick={() => actor.send({ type: 'bulk.cancel' })}
          onKeyDown={cancelOnEscape}
        >
          Cancel
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() =>
            actor.send({ type: 'bulk.confirm', ...(orbacSubjectId ? { orbacSubjectId } : {}) })
          }
          onKeyDown={cancelOnEscape}
        >
          Delete
        </button>
      </div>
    </div>
  );
}

function Failure({ actor, error }: { actor: BulkDeleteRef; error: string }) {
  return (
    <>
      <p className={editStyles.failure} role="alert">
        {error}
      </p>
      <div className={editStyles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => actor.send({ type: 'bulk.retry' })}
        >
          Try again
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => actor.send({ type: 'bulk.cancel' })}
        >
          Cancel
        </button>
      </div>
    </>
  );
}

/** The list of the board's loaded pins, each a checkbox, with Delete and its question. */
function BulkDeletePanel({ boardId, feed, ...props }: BoardBulkDeleteProps) {
  const actor = usePageActor(bulkDeleteActorId(boardId), 'bulkDelete', { boardId });
  // The moment before the actor and the feed are mounted is never painted.
  if (!actor || !feed) return <Loading label="Loading Pins" />;
  return <BulkDeleteForm actor={actor} feed={feed} {...props} />;
}

function BulkDeleteForm({
  actor,
  feed,
  removedPinIds,
  orbacSubjectId,
}: {
  actor: BulkDeleteRef;
  feed: FeedRef;
  removedPinIds: readonly string[];
  orbacSubjectId?: string | undefined;
}) {
  const pins = useSelector(feed, selectPins).filter((p) => !removedPinIds.includes(p.id));
  const selected = useSelector(actor, (s) => s.context.selected);
  const phase = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const deleted = useSelector(actor, (s) => s.context.deleted.length);
  const canToggle = phase === 'selecting' || phase === 'done';
  return (
    <section className={styles.form} aria-label="Choose Pins to delete" id="bulk-delete-panel">
      <fieldset className={styles.field} disabled={!canToggle}>
        <legend>Pins on this board</legend>
        <ul className={styles.list}>
          {pins.map((pin) => (
            <li key={pin.id} className={styles.listItem}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(pin.id)}
                  onChange={() => actor.send({ type: 'bulk.toggle', pinId: pin.id })}
                />{' '}
                {pinName(pin)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {phase === 'confirming' ? (
        <Question actor={actor} count={selected.length} orbacSubjectId={orbacSubjectId} />
      ) : null}
      {phase === 'failed' && error ? <Failure actor={actor} error={error} /> : null}
      {phase === 'done' && deleted > 0 ? (
        <p className={editStyles.saved} role="status">
          {`${pinsLabel(deleted)} deleted`}
        </p>
      ) : null}
      {phase !== 'confirming' && phase !== 'failed' ? (
        <div className={editStyles.actions}>
          <button
            type="button"
            className={`${styles.button} ${editStyles.busy}`}
            aria-disabled={selected.length === 0 || phase === 'deleting' || undefined}
            onClick={() => actor.send({ type: 'bulk.delete' })}
          >
            {phase === 'deleting' ? 'Deleting…' : `Delete ${pinsLabel(selected.length)}`}
          </button>
          {selected.length > 0 && phase === 'selecting' ? (
            <button
              type="button"
              className={styles.button}
              onClick={() => actor.send({ type: 'bulk.clear' })}
            >
              Clear selection
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** 'Select Pins' opens the panel; closing it lets the page actor go. */
interface BoardBulkDeleteProps {
  boardId: string;
  feed: FeedRef | undefined;
  removedPinIds: readonly string[];
  /** Acting for a business profile, the delete is the profile's (spec 3 section 4). */
  orbacSubjectId?: string | undefined;
}

export function BoardBulkDelete(props: BoardBulkDeleteProps) {
  return (
    <Disclosure label="Select Pins">
      <BulkDeletePanel {...props} />
    </Disclosure>
  );
}
