// The app-icon upsell beside the share button (spec 3 section 2): the app's icon at the spec's
// size 44 (section 9 "Share upsell size 44"), animating while the share machine says so (5000 ms,
// after its 4000 ms fetch), then still. This file is the icon that is fetched.
import { SHARE_UPSELL_SIZE } from '../../domain/constants';
import { SHARE_UPSELL_LABEL } from '../../domain/share';
import styles from './share.module.css';

export function AppIconUpsell({ animating }: { animating: boolean }) {
  return (
    <svg
      role="img"
      aria-label={SHARE_UPSELL_LABEL}
      width={SHARE_UPSELL_SIZE}
      height={SHARE_UPSELL_SIZE}
      viewBox="0 0 44 44"
      className={animating ? `${styles.upsell} ${styles.animating}` : styles.upsell}
      data-animating={animating}
    >
      <rect width="44" height="44" rx="10" fill="#E60023" />
      <path
        fill="#fff"
        d="M22 9c-7.2 0-13 5.6-13 12.6 0 5.3 3.4 9.9 8.1 11.7-.1-1-.2-2.5 0-3.6l1.5-6.2s-.4-.8-.4-1.9c0-1.8 1.1-3.1 2.4-3.1 1.1 0 1.7.8 1.7 1.8 0 1.1-.7 2.8-1.1 4.3-.3 1.3.7 2.4 2 2.4 2.4 0 4.2-2.5 4.2-6 0-3.2-2.3-5.4-5.6-5.4-3.8 0-6.1 2.8-6.1 5.7 0 1.1.4 2.4 1 3 .1.1.1.2.1.4l-.4 1.5c-.1.2-.2.3-.5.2-1.7-.8-2.7-3.2-2.7-5.1 0-4.2 3.1-8 8.9-8 4.6 0 8.3 3.3 8.3 7.7 0 4.6-2.9 8.3-7 8.3-1.4 0-2.6-.7-3.1-1.5l-.8 3.2c-.3 1.2-1.1 2.6-1.7 3.5 1.3.4 2.6.6 4 .6 7.2 0 13-5.6 13-12.6S29.2 9 22 9z"
      />
    </svg>
  );
}
