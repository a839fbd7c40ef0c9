// The 'Dark mode' switch (spec 2 section 4): on or off, persisted; toggling reloads the page. The
// account menu and the settings page render it; it needs nothing from them.
import { THEME_LABELS, toggledTheme } from '../../domain/theme';
import { chooseTheme, currentTheme } from '../app/theme';
import styles from './theme-switch.module.css';

export function ThemeSwitch() {
  const theme = currentTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === 'dark'}
      className={styles.switch}
      onClick={() => chooseTheme(toggledTheme(theme))}
    >
      <span className={styles.label}>{THEME_LABELS.darkMode}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
    </button>
  );
}
