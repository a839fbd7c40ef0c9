// `/login` and `/signup`: the issue-4 login page, in its login or signup form.
import { useLocation } from 'react-router';
import { LoginPage } from '../session/login-page';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

export default function LoginRoute() {
  const { pathname } = useLocation();
  const mode = pathname.startsWith('/signup') ? 'signup' : 'login';
  return (
    <>
      <title>{pageTitle(pageName(mode))}</title>
      <LoginPage mode={mode} />
    </>
  );
}
