// The share button's controls, fetched when it is pressed (or shown on the closeup): the pin's
// share actor (`pin.<id>.share`), the send flyout (spec 3 section 2: signed-in desktop), the
// message after a share, copy or send, and the app-icon upsell (logged-out or mobile, spec 3
// section 4 "Sharing"). Escape, Close or the share button again closes the flyout and puts focus
// back on the button; a press elsewhere in the app closes it too. It stays under its button as the
// window is resized.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import {
  CLOSE_SHARE_TEXT,
  COPY_LINK_TEXT,
  isShareFailure,
  PIN_LINK_LABEL,
  RECIPIENTS_FAILED_TEXT,
  RECIPIENTS_LABEL,
  RECIPIENTS_LOADING_TEXT,
  SEND_FLYOUT_TITLE,
  SEND_TEXT,
  shareMessage,
  type ShareOutcome,
} from '../../domain/share';
import { selectViewer } from '../../machines/session-select';
import { selectShare, type ShareSnapshot } from '../../machines/share.machine';
import { getSessionActor, pinActorFor, type PinActorRefs } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';
import { setUpsellIconFetch } from '../../runtime/pin-logic';
import { useViewer } from '../app/viewer';
import styles from './share.module.css';

type ShareRef = PinActorRefs['share'];

const loadUpsell = () => import('./app-icon-upsell');
// The share machine fetches the upsell's chunk before it animates (runtime/share-actors.ts).
setUpsellIconFetch(loadUpsell);
const AppIconUpsell = lazy(() => loadUpsell().then((m) => ({ default: m.AppIconUpsell })));

/** The share actor's seed: the app's origin, which its links are made on. */
const shareSeed = () => ({ origin: window.location.origin });

/**
 * Presses the pin's share button: the send flyout or the default handler, by the viewer; a press
 * while the flyout is open closes it.
 */
export async function openShare(pinId: string): Promise<void> {
  const actor = await pinActorFor(pinId, 'share', shareSeed());
  const viewer = selectViewer(getSessionActor().getSnapshot());
  actor.send(
    actor.getSnapshot().hasTag('flyout') ? { type: 'share.close' } : { type: 'share.open', viewer },
  );
}

const sameShare = (a: ReturnType<typeof selectShare>, b: ReturnType<typeof selectShare>) =>
  a.flyout === b.flyout && a.busy === b.busy && a.outcome === b.outcome && a.upsell === b.upsell;

/** The share button a flyout belongs to (its sibling). */
const buttonOf = (flyout: HTMLElement) => flyout.parentElement?.querySelector('button') ?? null;

/**
 * The flyout sits in the top layer, so a card's rounded, clipped corners never cut it; once shown,
 * focus moves into it (a stable ref callback runs once, on mount).
 */
const showOnMount = (element: HTMLElement | null) => {
  if (!element) return;
  if (!element.matches(':popover-open')) element.showPopover?.();
  placeUnder(element, buttonOf(element));
  element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
};

/**
 * Shows the flyout (see `showOnMount`); while it is shown, a press in the app outside it and its
 * button closes it (focus stays where the press put it), and a resize places it under its button
 * again. The app is the nearest shell (its root carries the viewer's device), so a press in the
 * scenario player's own controls, around the live app, leaves it open.
 */
function flyoutRef(actor: ShareRef) {
  return (flyout: HTMLDivElement | null) => {
    if (!flyout) return undefined;
    showOnMount(flyout);
    const app = flyout.parentElement?.closest('[data-device]');
    const press = (event: Event) => {
      const target = event.target as Node;
      if (flyout.contains(target) || buttonOf(flyout)?.contains(target)) return;
      actor.send({ type: 'share.close' });
    };
    const resize = () => placeUnder(flyout, buttonOf(flyout));
    app?.addEventListener('pointerdown', press);
    window.addEventListener('resize', resize);
    return () => {
      app?.removeEventListener('pointerdown', press);
      window.removeEventListener('resize', resize);
    };
  };
}

/** Below the share button, its right edge on the button's, kept inside the window. */
function placeUnder(flyout: HTMLElement, button: HTMLElement | null) {
  if (!button) return;
  const at = button.getBoundingClientRect();
  const width = flyout.offsetWidth;
  const left = Math.min(Math.max(8, at.right - width), window.innerWidth - width - 8);
  flyout.style.top = `${at.bottom + window.scrollY + 8}px`;
  flyout.style.left = `${Math.max(8, left) + window.scrollX}px`;
}

function Message({ outcome }: { outcome: ShareOutcome }) {
  const failure = isShareFailure(outcome);
  return (
    <p role={failure ? 'alert' : 'status'} className={failure ? styles.failure : styles.message}>
      {shareMessage(outcome)}
    </p>
  );
}

function Recipients({ actor }: { actor: ShareRef }) {
  const state = useSelector(actor, (s: ShareSnapshot) =>
    s.matches({ share: { flyout: { recipients: 'ready' } } })
      ? 'ready'
      : s.matches({ share: { flyout: { recipients: 'failed' } } })
        ? 'failed'
        : 'loading',
  );
  const recipients = useSelector(actor, (s: ShareSnapshot) => s.context.recipients);
  if (state === 'loading') return <p className={styles.quiet}>{RECIPIENTS_LOADING_TEXT}</p>;
  if (state === 'failed') {
    return (
      <p role="alert" className={styles.failure}>
        {RECIPIENTS_FAILED_TEXT}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => actor.send({ type: 'share.retryRecipients' })}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <ul className={styles.people}>
      {recipients.map((person) => (
        <li key={person.id} className={styles.person}>
          <span className={styles.avatar} aria-hidden="true">
            {person.name.charAt(0)}
          </span>
          <span className={styles.name}>{person.name}</span>
          <button
            type="button"
            className={styles.send}
            aria-label={`${SEND_TEXT} to ${person.name}`}
            onClick={() => actor.send({ type: 'share.send', recipientId: person.id })}
          >
            {SEND_TEXT}
          </button>
        </li>
      ))}
    </ul>
  );
}

function SendFlyout({
  actor,
  outcome,
  busy,
  onClose,
}: {
  actor: ShareRef;
  outcome: ShareOutcome | null;
  busy: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const link = useSelector(actor, (s: ShareSnapshot) => s.context.link);
  const attach = useMemo(() => flyoutRef(actor), [actor]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the flyout from any of its controls
    <div
      ref={attach}
      popover="manual"
      role="dialog"
      aria-labelledby={titleId}
      // Controls stay enabled (and focused) while a copy or send runs: the machine ignores a
      // second press until the first has answered.
      aria-busy={busy}
      className={styles.flyout}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {SEND_FLYOUT_TITLE}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={CLOSE_SHARE_TEXT}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className={styles.linkRow}>
        <input className={styles.input} readOnly value={link} aria-label={PIN_LINK_LABEL} />
        <button
          data-autofocus
          type="button"
          className={styles.copy}
          onClick={() => actor.send({ type: 'share.copy' })}
        >
          {COPY_LINK_TEXT}
        </button>
      </div>
      <h3 className={styles.subtitle}>{RECIPIENTS_LABEL}</h3>
      <Recipients actor={actor} />
      {outcome ? <Message outcome={outcome} /> : null}
    </div>
  );
}

export default function ShareControls({
  pinId,
  upsell,
  returnFocus,
}: {
  pinId: string;
  upsell: boolean;
  returnFocus: () => void;
}) {
  const actor = usePinActor(pinId, 'share', shareSeed());
  // The moment before the actor is mounted (never painted): the upsell's empty slot.
  if (!actor) return upsell ? <span className={styles.upsellSlot} /> : null;
  return <ShareControlsOf actor={actor} upsell={upsell} returnFocus={returnFocus} />;
}

function ShareControlsOf({
  actor,
  upsell,
  returnFocus,
}: {
  actor: ShareRef;
  upsell: boolean;
  returnFocus: () => void;
}) {
  const viewer = useViewer();
  const share = useSelector(actor, selectShare, sameShare);
  const close = () => {
    actor.send({ type: 'share.close' });
    returnFocus();
  };
  return (
    <>
      {upsell ? (
        // The upsell starts as the button shows; the machine ignores a second `share.shown`.
        <span ref={() => actor.send({ type: 'share.shown', viewer })} className={styles.upsellSlot}>
          {share.upsell ? (
            <Suspense fallback={null}>
              <AppIconUpsell animating={share.upsell === 'animating'} />
            </Suspense>
          ) : null}
        </span>
      ) : null}
      {share.flyout ? (
        <SendFlyout actor={actor} outcome={share.outcome} busy={share.busy} onClose={close} />
      ) : share.outcome ? (
        <span className={styles.aside}>
          <Message outcome={share.outcome} />
        </span>
      ) : null}
    </>
  );
}
