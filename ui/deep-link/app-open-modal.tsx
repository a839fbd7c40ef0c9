// The app-open modal (spec 3 section 4 "Mobile deep link"; section 8 label 'Close modal'): a
// native <dialog> opened with showModal(), so focus moves in, Escape closes and focus returns.
// 'Open the app' opens the app at the deep-link path; 'Close modal' and 'Continue in the browser'
// close it. Android below 7 is flagged. A pure renderer of the deep-link actor's state.
import { useCallback } from 'react';
import { APP_OPEN_TEXT } from '../../domain/deep-link';
import { CLOSE_MODAL_TEXT } from '../../domain/card-texts';
import { openModal } from '../shell/open-modal';
import styles from './deep-link.module.css';

export function AppOpenModal({
  oldAndroid,
  onOpenApp,
  onClose,
}: {
  oldAndroid: boolean;
  onOpenApp: () => void;
  onClose: () => void;
}) {
  const open = useCallback((dialog: HTMLDialogElement | null) => openModal(dialog), []);
  return (
    <dialog
      ref={open}
      className={styles.modal}
      aria-labelledby="app-open-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={CLOSE_MODAL_TEXT}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="m15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18z"
          />
        </svg>
      </button>
      <h2 id="app-open-title" className={styles.title}>
        {APP_OPEN_TEXT.modalTitle}
      </h2>
      <p className={styles.body}>{APP_OPEN_TEXT.modalBody}</p>
      {oldAndroid ? (
        <p className={styles.notice} role="note">
          {APP_OPEN_TEXT.oldAndroid}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onOpenApp}>
          {APP_OPEN_TEXT.openApp}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {APP_OPEN_TEXT.stayHere}
        </button>
      </div>
    </dialog>
  );
}
