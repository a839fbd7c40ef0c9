// The floating back-to-top button (spec 2 section 4 "Other": scroll-driven UI): it shows once the
// page has stopped away from its top, 1500 ms after the scroll (the `scrollUi` actor decides), and
// takes the reader back to the top, focus on the page's first link.
import { SYSTEM_IDS } from '../../machines/system-ids';
import { selectShowsBackToTop, type ScrollUiView } from '../../machines/scroll-ui-select';
import { useLateActorSelector } from '../app/late-actor';
import styles from './back-to-top.module.css';

export function BackToTop() {
  const shows = useLateActorSelector<ScrollUiView, boolean>(
    SYSTEM_IDS.scrollUi,
    selectShowsBackToTop,
    false,
  );
  if (!shows) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>('#content a[href], #content button')?.focus({
          preventScroll: true,
        });
      }}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 3.2 2.8 12.4l2.1 2.1L10.5 9v12h3V9l5.6 5.5 2.1-2.1z" />
      </svg>
    </button>
  );
}
