// The cookie settings modal (spec 2 section 2: Let me choose opens a settings modal): the three
// categories as switches, saved like the banner's buttons. A native <dialog>: focus moves in,
// Escape closes without saving, and focus returns to Let me choose.
import { useId } from 'react';
import { COOKIE_TEXT, REJECT_ALL } from '../../domain/cookies';
import { openModal } from '../shell/open-modal';
import { CookieSwitches } from './cookie-switches';
import type { CookiesState } from './use-cookies';
import styles from './cookies.module.css';

export function CookieSettingsModal({ cookies }: { cookies: CookiesState }) {
  const heading = useId();
  const close = () => cookies.send({ type: 'cookies.close' });
  return (
    <dialog
      ref={openModal}
      className={styles.modal}
      aria-labelledby={heading}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={heading} className={styles.heading}>
        {COOKIE_TEXT.settings}
      </h2>
      <CookieSwitches
        values={cookies.draft ?? REJECT_ALL}
        disabled={cookies.saving}
        onToggle={(category) => cookies.send({ type: 'cookies.toggle', category })}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => cookies.send({ type: 'cookies.save' })}
        >
          {COOKIE_TEXT.save}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {COOKIE_TEXT.close}
        </button>
      </div>
    </dialog>
  );
}
