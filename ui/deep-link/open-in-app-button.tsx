// The "Open in app" button (spec 3 section 4 "Mobile deep link"): a tap opens the app-open modal
// or the store, as the deep-link actor decides. Disabled until the actor has arrived.
import { APP_OPEN_TEXT } from '../../domain/deep-link';
import { useOpenInApp } from './open-in-app';
import styles from './deep-link.module.css';

export function OpenInAppButton({ className }: { className?: string }) {
  const tap = useOpenInApp();
  return (
    <button
      type="button"
      className={className ?? styles.open}
      aria-disabled={tap === null}
      onClick={() => tap?.()}
    >
      {APP_OPEN_TEXT.openInApp}
    </button>
  );
}
