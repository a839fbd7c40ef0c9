// `/me/`: the viewer's own profile; a logged-out visitor is asked to log in.
import { Link, Navigate } from 'react-router';
import { profilePath } from '../../domain/pin-path';
import { useSessionBusy, useSessionUser } from '../app/viewer';
import { EmptyState, Loading } from '../shell/states';
import styles from '../pages/page.module.css';

export default function MeRoute() {
  const user = useSessionUser();
  const busy = useSessionBusy();
  if (user) return <Navigate to={profilePath(user.username)} replace />;
  if (busy) return <Loading label="Loading your profile" />;
  return (
    <main className={styles.page}>
      <EmptyState title="Log in to see your profile">
        <p>Your boards and saved Pins live on your profile.</p>
        <Link className={styles.primary} to="/login">
          Log in
        </Link>
      </EmptyState>
    </main>
  );
}
