// <ToastHost />: where the save confirmation toasts appear (spec 3 section 2), bottom centre.
import styles from './toast-host.module.css';

export function ToastHost() {
  return <div className={styles.host} aria-live="polite" />;
}
