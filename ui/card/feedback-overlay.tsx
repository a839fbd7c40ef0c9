// The overlays of a pin's feedback (spec 1 section 4 "Pin feedback status"): 'Reported' over the
// image, and 'Pin hidden' in place of the card with an undo; both offer to unfollow the board or
// pinner the pin came from, and swap to their unfollow text once it is done. They fade in over
// 1 s (spec 1 section 9) and link to 'Tune your home feed'. Rendered from `pin.<id>.feedback`.
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { OVERLAY_FADE_MS, OVERLAY_OPACITY } from '../../domain/constants';
import { REPORTED_TEXT } from '../../domain/save';
import type { Pin } from '../../domain/types';
import {
  FEEDBACK_OVERLAY_TEXT,
  PIN_HIDDEN_TITLE,
  TUNE_HOME_FEED_TEXT,
} from '../../domain/view-parameter';
import type { PinFeedbackSnapshot } from '../../machines/pin-feedback.machine';
import { usePinActor } from '../app/pin-actor';
import { feedbackSeed } from './feedback-actions';
import styles from './reported-overlay.module.css';

// Before the actor is mounted (a moment never painted) the overlay offers nothing and is inert.
const unfollowedName = (s: PinFeedbackSnapshot | undefined) =>
  s?.context.unfollowed ? (s.context.unfollow?.name ?? null) : null;
const offerName = (s: PinFeedbackSnapshot | undefined) =>
  !s || s.context.unfollowed ? null : (s.context.unfollow?.name ?? null);
const busy = (s: PinFeedbackSnapshot | undefined) => s?.hasTag('busy') ?? true;

export function FeedbackOverlay({
  pin,
  surface,
  kind,
}: {
  pin: Pin;
  surface: string;
  kind: 'reported' | 'hidden';
}) {
  const feedback = usePinActor(pin.id, 'feedback', feedbackSeed(pin, surface));
  const offer = useSelector(feedback, offerName);
  const unfollowed = useSelector(feedback, unfollowedName);
  const working = useSelector(feedback, busy);
  const hidden = kind === 'hidden';
  const style = {
    '--overlay-fade': `${OVERLAY_FADE_MS}ms`,
    '--overlay-opacity': OVERLAY_OPACITY,
  } as CSSProperties;
  return (
    <div
      className={styles.overlay}
      style={style}
      data-testid={hidden ? 'hidden-overlay' : 'reported-overlay'}
      role="status"
    >
      <span className={styles.backdrop} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.title}>{hidden ? PIN_HIDDEN_TITLE : REPORTED_TEXT.title}</p>
        {hidden ? null : <p className={styles.text}>{REPORTED_TEXT.body}</p>}
        {unfollowed ? (
          <p className={styles.text}>{FEEDBACK_OVERLAY_TEXT.unfollowed(unfollowed)}</p>
        ) : null}
        <div className={styles.actions}>
          {hidden ? (
            <button
              type="button"
              className={styles.button}
              disabled={working}
              onClick={() => feedback?.send({ type: 'feedback.undo' })}
            >
              {FEEDBACK_OVERLAY_TEXT.undo}
            </button>
          ) : null}
          {offer ? (
            <button
              type="button"
              className={styles.button}
              disabled={working}
              onClick={() => feedback?.send({ type: 'feedback.unfollow' })}
            >
              {FEEDBACK_OVERLAY_TEXT.unfollow(offer)}
            </button>
          ) : null}
        </div>
        <Link className={styles.link} to="/edit">
          {TUNE_HOME_FEED_TEXT}
        </Link>
      </div>
    </div>
  );
}
