// 'Send this pin': the share popover a signed-out desktop visitor gets on a hovered card (spec 1
// section 2), with the pin's link and Copy link.
import { SEND_THIS_PIN_TEXT } from '../../domain/card-texts';
import { COPY_LINK_TEXT, PIN_LINK_LABEL, SEND_FLYOUT_TITLE } from '../../domain/share';
import { pinPath } from '../../domain/pin-path';
import { ShareIcon } from './hover-icons';
import styles from './pin-card.module.css';

/** 'Send this pin': the share popover a signed-out desktop visitor gets on hover (spec 1 section 2). */
export function SendThisPin({ pinId }: { pinId: string }) {
  const id = `send-${pinId}`;
  const url = `${window.location.origin}${pinPath(pinId)}`;
  return (
    <>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={SEND_THIS_PIN_TEXT}
        popoverTarget={id}
      >
        <ShareIcon />
      </button>
      <div
        id={id}
        popover="auto"
        className={styles.popover}
        role="dialog"
        aria-label={SEND_THIS_PIN_TEXT}
      >
        <p className={styles.popoverTitle}>{SEND_FLYOUT_TITLE}</p>
        <input className={styles.shareInput} readOnly value={url} aria-label={PIN_LINK_LABEL} />
        <button
          type="button"
          className={`${styles.pill} ${styles.grey}`}
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={() => {
            void navigator.clipboard?.writeText(url).catch(() => undefined);
          }}
        >
          {COPY_LINK_TEXT}
        </button>
      </div>
    </>
  );
}
