// The unavailable-pin placeholder (spec 3 section 2): alert icon, 'Unavailable' and 'Removed by
// the creator'; 314 high inside a pin grid, full screen otherwise.
import { PLACEHOLDER_HEIGHT } from '../../domain/constants';
import { UNAVAILABLE_PIN_TEXT } from '../../domain/pin-card';
import { AlertIcon } from './icons';
import styles from './unavailable-pin.module.css';

export function UnavailablePin({ inGrid }: { inGrid: boolean }) {
  return (
    <div
      className={inGrid ? styles.box : `${styles.box} ${styles.full}`}
      style={inGrid ? { height: PLACEHOLDER_HEIGHT } : undefined}
      role="group"
      aria-label={UNAVAILABLE_PIN_TEXT.heading}
      data-testid="unavailable-pin"
    >
      <AlertIcon size={inGrid ? 24 : 40} />
      <p className={styles.heading}>{UNAVAILABLE_PIN_TEXT.heading}</p>
      <p className={styles.text}>{UNAVAILABLE_PIN_TEXT.body}</p>
    </div>
  );
}
