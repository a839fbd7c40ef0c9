// <LoginPage />: the /login and /signup pages (spec 3 section 2), bound to the root system's
// session actor and the app's API client.
import { useLocation } from 'react-router';
import { api, getSessionActor } from '../../runtime/system';
import { SessionLoginPage } from './session-login-page';
import type { AccountChoice } from './session-login-page';

function listAccounts(): Promise<AccountChoice[]> {
  return api.listUsers();
}

export function LoginPage({ mode }: { mode?: 'login' | 'signup' }) {
  const location = useLocation();
  const resolved = mode ?? (location.pathname.startsWith('/signup') ? 'signup' : 'login');
  return <SessionLoginPage session={getSessionActor()} listUsers={listAccounts} mode={resolved} />;
}
