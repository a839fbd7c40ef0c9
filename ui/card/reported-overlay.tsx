// The 'Reported' overlay over a reported pin's image: fades from invisible to 80% opacity over
// 1 s (spec 1 sections 2 and 9), with the confirmation text and the link to tune the home feed.
import { TUNE_HOME_FEED_TEXT } from '../../domain/view-parameter';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { OVERLAY_FADE_MS, OVERLAY_OPACITY } from '../../domain/constants';
import { REPORTED_TEXT } from '../../domain/save';
import styles from './reported-overlay.module.css';

export function ReportedOverlay() {
  const style = {
    '--overlay-fade': `${OVERLAY_FADE_MS}ms`,
    '--overlay-opacity': OVERLAY_OPACITY,
  } as CSSProperties;
  return (
    <div className={styles.overlay} style={style} data-testid="reported-overlay" role="status">
      <span className={styles.backdrop} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.title}>{REPORTED_TEXT.title}</p>
        <p className={styles.text}>{REPORTED_TEXT.body}</p>
        <Link className={styles.link} to="/edit">
          {TUNE_HOME_FEED_TEXT}
        </Link>
      </div>
    </div>
  );
}
