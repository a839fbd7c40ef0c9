// The 'Board' choice of a pin form (Create Pin, edit a pin): the viewer's boards by their shown
// name, the quick-saves board as 'Profile'. Submitted as the form's `board` field.
import { boardDisplayName } from '../../domain/board';
import type { Board } from '../../domain/types';
import styles from './page.module.css';

export function BoardSelect(props: {
  id: string;
  boards: readonly Board[];
  /** The board chosen at first (default: the first one). */
  defaultValue?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>Board</label>
      <select
        id={props.id}
        name="board"
        className={styles.select}
        defaultValue={props.defaultValue}
      >
        {props.boards.map((b) => (
          <option key={b.id} value={b.id}>
            {boardDisplayName(b)}
          </option>
        ))}
      </select>
    </div>
  );
}
