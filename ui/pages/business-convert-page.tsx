// `/business/convert/` (spec 3 section 2): what converting to a business account brings, for the
// signed-in viewer; partners are told they already have one.
import { Link } from 'react-router';
import { createdPinsPath } from '../../domain/pin-path';
import { useSessionUser, useViewer } from '../app/viewer';
import styles from './page.module.css';

export default function BusinessConvertPage() {
  const user = useSessionUser();
  const viewer = useViewer();
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Convert to a business account</h1>
        <p className={styles.subtitle}>
          Get Pin stats, run ads and switch between the business profiles you manage.
        </p>
      </header>
      {!user ? (
        <div className={styles.row}>
          <Link className={styles.primary} to="/login">
            Log in
          </Link>
        </div>
      ) : viewer.isPartner ? (
        <p className={styles.subtitle}>
          {user.fullName} is already a business account.{' '}
          <Link to={createdPinsPath(user.username)}>See your created Pins and their stats</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          <li className={styles.listItem}>
            Analytics for every Pin you create, over the last 30 days.
          </li>
          <li className={styles.listItem}>
            Access to the business profiles your team shares with you.
          </li>
          <li className={styles.listItem}>Your boards, Pins and followers stay as they are.</li>
        </ul>
      )}
    </main>
  );
}
