// The 'Dark mode' switch (spec 2 section 4): on or off, persisted; toggling reloads the page. The
// account menu and the settings page render it; it needs nothing from them. It reads and toggles
// the `theme` root actor; until that has arrived (it loads after the first paint) it shows the
// theme the page was painted with and toggles through the same store-and-reload.
import { THEME_LABELS, toggledTheme } from '../../domain/theme';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { selectDarkMode } from '../../machines/theme.machine';
import { useLateActor, useLateActorSelector } from '../app/late-actor';
import { chooseTheme, currentTheme } from '../../runtime/theme';
import styles from './theme-switch.module.css';

export function ThemeSwitch() {
  const actor = useLateActor(SYSTEM_IDS.theme);
  const dark = useLateActorSelector(SYSTEM_IDS.theme, selectDarkMode, currentTheme() === 'dark');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={styles.switch}
      onClick={() =>
        actor
          ? actor.send({ type: 'theme.toggle' })
          : chooseTheme(toggledTheme(dark ? 'dark' : 'light'))
      }
    >
      <span className={styles.label}>{THEME_LABELS.darkMode}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
    </button>
  );
}
