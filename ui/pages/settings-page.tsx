// `/settings` (spec 3 section 2, account routes): dark mode (spec 2 section 4, decision 038), and
// where a cookie choice made on the banner is changed later (the toast of spec 2 section 4 points here), with the same three switches. The
// switches show the saved choice; changing one opens the cookie actor's settings, and Save saves
// them like the banner does.
import { useEffect } from 'react';
import { COOKIE_TEXT, REJECT_ALL } from '../../domain/cookies';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import type { CookiesView } from '../../machines/cookies-select';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActor } from '../app/late-actor';
import { THEME_LABELS } from '../../domain/theme';
import { ThemeSwitch } from '../settings/theme-switch';
import { SaveBehaviorSetting } from '../settings/save-behavior-setting';
import { CookieSwitches } from '../cookies/cookie-switches';
import { useCookies } from '../cookies/use-cookies';
import { Loading } from '../shell/states';
import cookieStyles from '../cookies/cookies.module.css';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { Placement } from '../guidance/placement';
import { useSessionUser } from '../app/viewer';
import styles from './page.module.css';

export default function SettingsPage() {
  const cookies = useCookies();
  const signedIn = useSessionUser() !== null;
  // Leaving the page with unsaved switches closes the settings: nothing is saved.
  const actor = useLateActor(SYSTEM_IDS.cookies);
  useEffect(
    () => () => {
      if (actor && (actor.getSnapshot() as CookiesView).hasTag('modal'))
        actor.send({ type: 'cookies.close' });
    },
    [actor],
  );
  const editing = cookies.settingsOpen;
  const values = (editing ? cookies.draft : (cookies.choice ?? cookies.draft)) ?? REJECT_ALL;
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <title>{pageTitle(pageName('settings'))}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{pageName('settings')}</h1>
      </header>
      {signedIn ? <Placement id={VIEW_PLACEMENTS.accountSetup} /> : null}
      <section aria-labelledby="appearance-settings">
        <h2 id="appearance-settings">{THEME_LABELS.appearance}</h2>
        <ThemeSwitch />
      </section>
      <SaveBehaviorSetting />
      <section aria-labelledby="cookie-settings">
        <h2 id="cookie-settings">{COOKIE_TEXT.settings}</h2>
        {!cookies.ready || cookies.checking ? (
          <Loading label="Loading your cookie settings" />
        ) : (
          <form
            aria-busy={cookies.saving}
            onSubmit={(event) => {
              event.preventDefault();
              if (editing) cookies.send({ type: 'cookies.save' });
            }}
          >
            <CookieSwitches
              values={values}
              disabled={cookies.saving}
              onToggle={(category) => {
                if (!editing) cookies.send({ type: 'cookies.choose' });
                cookies.send({ type: 'cookies.toggle', category });
              }}
            />
            <div className={cookieStyles.actions}>
              <button
                type="submit"
                className={cookieStyles.primary}
                aria-disabled={!editing || cookies.saving}
              >
                {COOKIE_TEXT.save}
              </button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
