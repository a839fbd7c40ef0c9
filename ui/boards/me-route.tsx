// `/me/`: the viewer's own profile; a logged-out visitor is asked to log in.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { profilePath } from '../../domain/pin-path';
import { useSessionBusy, useSessionUser } from '../app/viewer';
import { EmptyState, Loading } from '../shell/states';
import styles from '../pages/page.module.css';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

export default function MeRoute() {
  const user = useSessionUser();
  const busy = useSessionBusy();
  const navigate = useNavigate();
  const profile = user ? profilePath(user.username) : null;
  // The profile in place of `/me/`, once rendered (react-router's Navigate, without its code in
  // the home chunk: decision 112).
  useEffect(() => {
    if (profile) void navigate(profile, { replace: true });
  }, [profile, navigate]);
  if (profile) return null;
  if (busy) return <Loading label="Loading your profile" />;
  return (
    <main className={styles.page}>
      <title>{pageTitle(pageName('me'))}</title>
      <EmptyState title="Log in to see your profile">
        <p>Your boards and saved Pins live on your profile.</p>
        <Link className={styles.primary} to="/login">
          Log in
        </Link>
      </EmptyState>
    </main>
  );
}
