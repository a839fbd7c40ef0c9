// The three cookie categories as switches (spec 2 section 2 "Let me choose"): the settings modal
// and the settings page show the same ones, bound to the cookie actor's switches.
import {
  COOKIE_CATEGORIES,
  COOKIE_TEXT,
  type CookieCategory,
  type CookieChoice,
} from '../../domain/cookies';
import styles from './cookies.module.css';

export function CookieSwitches({
  values,
  disabled,
  onToggle,
}: {
  values: CookieChoice;
  disabled: boolean;
  onToggle: (category: CookieCategory) => void;
}) {
  return (
    <ul className={styles.switches}>
      {COOKIE_CATEGORIES.map((category) => (
        <li key={category} className={styles.switchRow}>
          <label className={styles.switchLabel}>
            <span>{COOKIE_TEXT.categories[category]}</span>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={values[category]}
              aria-checked={values[category]}
              disabled={disabled}
              onChange={() => onToggle(category)}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
