// <LoginPage />: the /login and /signup pages (spec 3 section 2), bound to the root system's
// session actor and the `accounts` load.
import { useLocation } from 'react-router';
import { getSessionActor } from '../../runtime/system';
import { useLoader } from '../app/load';
import { SessionLoginPage } from './session-login-page';

export function LoginPage({ mode }: { mode?: 'login' | 'signup' }) {
  const location = useLocation();
  const accounts = useLoader({ what: 'accounts' });
  const resolved = mode ?? (location.pathname.startsWith('/signup') ? 'signup' : 'login');
  return <SessionLoginPage session={getSessionActor()} accounts={accounts} mode={resolved} />;
}
