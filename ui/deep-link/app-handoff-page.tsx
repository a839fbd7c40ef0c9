// The app's hand-off page (spec 3 section 4 "Mobile deep link"; docs/decisions/054): where a real
// product leaves for the App Store, Google Play, the one-link page or the app itself. A browser
// cannot leave for a store here, so the page says where the viewer is sent, with the deep-link
// path and the address sent (its sensitive parameters already stripped), and flags Android
// below 7.
import { Link, useLocation } from 'react-router';
import { APP_HANDOFF_TITLE, APP_OPEN_TEXT, parseAppHandoff } from '../../domain/deep-link';
import { pageTitle } from '../../domain/page-title';
import styles from './deep-link.module.css';

export default function AppHandoffPage() {
  const { search } = useLocation();
  const handoff = parseAppHandoff(search);
  const title = APP_HANDOFF_TITLE[handoff.to];
  return (
    <main className={styles.page} aria-labelledby="app-handoff-title">
      <title>{pageTitle(title)}</title>
      <h1 id="app-handoff-title" className={styles.title}>
        {title}
      </h1>
      {handoff.oldAndroid ? (
        <p className={styles.notice} role="note">
          {APP_OPEN_TEXT.oldAndroid}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{APP_OPEN_TEXT.deepLinkLabel}</dt>
        <dd data-testid="deep-link-path">{handoff.deepLinkPath}</dd>
        <dt>{APP_OPEN_TEXT.addressLabel}</dt>
        <dd data-testid="deep-link-address">{handoff.address}</dd>
      </dl>
      <Link to={handoff.deepLinkPath} className={styles.secondary}>
        {APP_OPEN_TEXT.back}
      </Link>
    </main>
  );
}
