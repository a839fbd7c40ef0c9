// A button that shows or hides what follows it (aria-expanded), for the board and profile pages'
// optional panels: what it shows mounts only while open.
import { useState, type ReactNode } from 'react';
import styles from '../pages/page.module.css';

export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {label}
        </button>
      </div>
      {open ? children : null}
    </>
  );
}
