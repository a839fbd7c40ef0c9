// The blocked-link modal (spec 1 section 8 "Check result blocked, suspicious or porn"): the heading
// BLOCKED_LINK_TEXT.heading, the server's message, a 'Learn more' link to the spam policy, the blocked host
// only, and 'Okay'; labelled 'We have blocked this link'. A native <dialog> opened with
// showModal(): focus moves in, Escape closes, and focus returns to the link that was clicked.
// Rendered from the outbound actor's `blocked` state; its own chunk.
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BLOCKED_LINK_TEXT, SPAM_POLICY_PATH } from '../../domain/outbound';
import type { outboundMachine } from '../../machines/outbound.machine';
import { selectWarning } from '../../machines/outbound-select';
import { openModal } from '../shell/open-modal';
import styles from './blocked-link-modal.module.css';

type OutboundRef = ActorRefFrom<typeof outboundMachine>;

export default function BlockedLinkModal({
  outbound,
  returnTo,
}: {
  outbound: OutboundRef;
  /** The link that was clicked: focus goes back to it on close. */
  returnTo?: HTMLElement | null;
}) {
  const warning = useSelector(outbound, selectWarning);
  // One stable ref: the dialog opens once, and closes once, when it leaves the page.
  const open = useCallback(
    (dialog: HTMLDialogElement | null) => openModal(dialog, returnTo),
    [returnTo],
  );
  if (!warning) return null;
  const dismiss = () => outbound.send({ type: 'outbound.dismiss' });
  return (
    <dialog
      ref={open}
      className={styles.modal}
      aria-label={BLOCKED_LINK_TEXT.accessibilityLabel}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      <h2 className={styles.heading}>{BLOCKED_LINK_TEXT.heading}</h2>
      {warning.message ? <p className={styles.message}>{warning.message}</p> : null}
      <p className={styles.host}>{warning.host}</p>
      <p className={styles.more}>
        <a href={SPAM_POLICY_PATH} target="_blank" rel="noopener noreferrer">
          {BLOCKED_LINK_TEXT.learnMore}
        </a>
      </p>
      <button type="button" className={styles.okay} onClick={dismiss}>
        {BLOCKED_LINK_TEXT.dismiss}
      </button>
    </dialog>
  );
}
