// The cookie banner (spec 2 section 2 "Cookie banner", section 4): on the home feed, a card on
// desktop and a fixed bottom sheet on mobile and any narrow layout (decision 097), with Accept
// all, Reject all and Let me choose. It renders the cookie actor's state only: a press closes it
// at once, the actor saves after that frame and shows the toast (decision 124). Its own chunk,
// fetched after the first paint; floating, so the feed never moves (decision 039). Each of its
// two surfaces asks the screen's arbiter, which serves the cookie choice first (decision 082).
import { COOKIE_TEXT } from '../../domain/cookies';
import { Arbitrated } from '../arbiter/arbitrated';
import { COOKIE_SETTINGS_PRIORITY } from '../arbiter/priorities';
import { useNarrowLayout } from '../shell/use-narrow-layout';
import { CookieSettingsModal } from './cookie-settings-modal';
import { useCookies } from './use-cookies';
import styles from './cookies.module.css';

/** The banner's buttons, in the spec's order, and what each tells the cookie actor. */
const BUTTONS = [
  { text: COOKIE_TEXT.acceptAll, type: 'cookies.acceptAll', primary: true },
  { text: COOKIE_TEXT.rejectAll, type: 'cookies.rejectAll', primary: false },
  { text: COOKIE_TEXT.letMeChoose, type: 'cookies.choose', primary: false },
] as const;

export function CookieBanner() {
  const cookies = useCookies();
  const narrow = useNarrowLayout();
  // A press that saves closes the banner at once; it is back if the save fails.
  const press = (type: 'cookies.acceptAll' | 'cookies.rejectAll' | 'cookies.choose') => () =>
    cookies.send({ type });
  return (
    <>
      {cookies.bannerShown ? (
        <Arbitrated id="cookies.banner" kind="cookie">
          <section
            className={narrow ? styles.sheet : styles.card}
            aria-label={COOKIE_TEXT.banner}
            data-testid="cookie-banner"
            data-floating-bottom=""
          >
            <p className={styles.message}>{COOKIE_TEXT.bannerMessage}</p>
            <div className={styles.actions}>
              {BUTTONS.map(({ text, type, primary }) => (
                <button
                  key={type}
                  type="button"
                  className={primary ? styles.primary : styles.secondary}
                  onClick={press(type)}
                >
                  {text}
                </button>
              ))}
            </div>
          </section>
        </Arbitrated>
      ) : null}
      {cookies.settingsOpen ? (
        // On a phone the settings modal takes the sheet's place (spec 2 section 2).
        <Arbitrated id="cookies.settings" kind="cookie" priority={COOKIE_SETTINGS_PRIORITY}>
          <CookieSettingsModal cookies={cookies} />
        </Arbitrated>
      ) : null}
    </>
  );
}
