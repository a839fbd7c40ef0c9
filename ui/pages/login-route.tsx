// `/login` and `/signup`: the issue-4 login page, in its login or signup form.
import { useLocation } from 'react-router';
import { LoginPage } from '../session/login-page';

export default function LoginRoute() {
  const { pathname } = useLocation();
  return <LoginPage mode={pathname.startsWith('/signup') ? 'signup' : 'login'} />;
}
