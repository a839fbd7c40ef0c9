// The login prompt as the session actor has it (spec 2 section 6): open while the session holds
// a prompt; 'Log in' and 'Sign up' carry the route to return to; 'Close modal' sends the close.
// A modal, it asks the screen's arbiter first (decision 082): it answers a tap, so it goes before
// the server's modals, but never over the cookie choice.
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { selectLoginPrompt } from '../../machines/session.machine';
import { loginPromptTexts } from '../../domain/guidance';
import { LoginPromptView } from './login-prompt-view';
import { authHref } from './auth-href';
import { Arbitrated } from '../arbiter/arbitrated';
import { TAPPED_MODAL_PRIORITY } from '../arbiter/priorities';

export type SessionRef = ActorRefFrom<typeof sessionMachine>;

export function SessionLoginPrompt({ session }: { session: SessionRef }) {
  const prompt = useSelector(session, selectLoginPrompt);
  const location = useLocation();
  if (!prompt) return null;
  const texts = loginPromptTexts(prompt.action);
  const next = prompt.next ?? `${location.pathname}${location.search}`;
  return (
    <Arbitrated id="session.loginPrompt" kind="modal" priority={TAPPED_MODAL_PRIORITY}>
      <LoginPromptView
        header={texts.header}
        title={texts.text}
        loginHref={authHref('/login', next)}
        signupHref={authHref('/signup', next)}
        onClose={() => session.send({ type: 'loginPrompt.close' })}
        renderLink={({ href, className, children, onClick }) => (
          <Link to={href} className={className} onClick={onClick}>
            {children}
          </Link>
        )}
      />
    </Arbitrated>
  );
}
