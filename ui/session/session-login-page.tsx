// The login and signup pages (spec 3 section 2, account routes /login and /signup): pick one of
// the sample accounts and sign in, no password. Signing in is the session actor's; it also merges
// the pins a visitor saved while logged out (spec 1 section 4, "Signed-out saves").
import { useSelector } from '@xstate/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { waitFor } from 'xstate';
import type { User } from '../../domain/types';
import type { SessionRef } from './session-login-prompt';
import { authHref, safeNext } from './auth-href';
import styles from './login-page.module.css';
import { useLoaderState, type LoaderRef } from '../app/load';

/** An account as the login page lists it. */
export type AccountChoice = Pick<
  User,
  'id' | 'username' | 'fullName' | 'imageMediumUrl' | 'isPartner' | 'isEmployee' | 'saveBehavior'
>;

export interface SessionLoginPageProps {
  session: SessionRef;
  /** The load of the accounts one may sign in as (the named load `accounts`). */
  accounts: LoaderRef | undefined;
  mode: 'login' | 'signup';
}

function initials(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

export function SessionLoginPage({ session, accounts, mode }: SessionLoginPageProps) {
  const list = useLoaderState<AccountChoice[]>(accounts);
  const user = useSelector(session, (s) => s.context.user);
  const pendingUserId = useSelector(session, (s) => s.context.pendingUserId);
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const signInError = useSelector(session, (s) => s.context.signInError);
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(location.search);

  const pick = async (userId: string) => {
    if (user && user.id !== userId) session.send({ type: 'session.signOut' });
    session.send({ type: 'session.signIn', userId });
    const settled = await waitFor(session, (s) => !s.hasTag('busy'));
    if (settled.matches('signedIn')) await navigate(next, { replace: true });
  };

  const title = mode === 'login' ? 'Log in to Pinstate' : 'Sign up to Pinstate';
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.logo} aria-hidden="true">
          P
        </div>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>
          Choose an account to continue. These are sample accounts: no password is needed.
        </p>

        {user ? (
          <div className={styles.current} role="status">
            <span>
              You&rsquo;re logged in as <strong>{user.fullName}</strong> (@{user.username}).
            </span>
            <span className={styles.currentActions}>
              <Link className={styles.primary} to={next}>
                Continue
              </Link>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => session.send({ type: 'session.signOut' })}
              >
                Log out
              </button>
            </span>
          </div>
        ) : null}

        {signInError ? (
          <p className={styles.error} role="alert">
            {signInError}
          </p>
        ) : null}

        {list.status === 'loading' ? (
          <p className={styles.note} role="status">
            Loading accounts…
          </p>
        ) : list.status === 'failed' ? (
          <div className={styles.note} role="alert">
            <p>{list.failure.message}</p>
            <button type="button" className={styles.secondary} onClick={list.retry}>
              Try again
            </button>
          </div>
        ) : list.data.length === 0 ? (
          <p className={styles.note}>There are no accounts to sign in with.</p>
        ) : (
          <ul className={styles.accounts} aria-label="Accounts">
            {list.data.map((account) => {
              const current = user?.id === account.id;
              const pending = pendingUserId === account.id;
              return (
                <li key={account.id}>
                  <button
                    type="button"
                    className={styles.account}
                    aria-current={current || undefined}
                    aria-busy={pending || undefined}
                    disabled={busy}
                    onClick={() => void pick(account.id)}
                  >
                    {account.imageMediumUrl ? (
                      <img className={styles.avatar} src={account.imageMediumUrl} alt="" />
                    ) : (
                      <span className={styles.avatar} aria-hidden="true">
                        {initials(account.fullName)}
                      </span>
                    )}
                    <span className={styles.who}>
                      <span className={styles.name}>{account.fullName}</span>
                      <span className={styles.username}>@{account.username}</span>
                    </span>
                    <span className={styles.tags}>
                      {account.isPartner ? <span className={styles.tag}>Business</span> : null}
                      {account.isEmployee ? <span className={styles.tag}>Employee</span> : null}
                      {pending ? (
                        <span className={styles.tag}>
                          {mode === 'login' ? 'Logging in…' : 'Signing up…'}
                        </span>
                      ) : current ? (
                        <span className={styles.tag}>Current</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        <p className={styles.switch}>
          {mode === 'login' ? (
            <>
              Not on Pinstate yet? <Link to={authHref('/signup', next)}>Sign up</Link>
            </>
          ) : (
            <>
              Already a member? <Link to={authHref('/login', next)}>Log in</Link>
            </>
          )}
        </p>
      </section>
    </main>
  );
}
