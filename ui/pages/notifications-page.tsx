// `/notifications`: where the viewer's notifications are shown. The app has no notification feed
// yet; the page carries the guidance layer's notifications error callout (placement 1000559, an
// error callout banner, spec 2 sections 2 and 9).
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import { Placement } from '../guidance/placement';
import styles from './page.module.css';

export default function NotificationsPage() {
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <title>{pageTitle(pageName('notifications'))}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{pageName('notifications')}</h1>
      </header>
      <Placement id={VIEW_PLACEMENTS.notificationsError} />
    </main>
  );
}
