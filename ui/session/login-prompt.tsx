// <LoginPrompt />: the app's login modal for gated actions (spec 2 section 6), bound to the
// root system's session actor. Place it once in the app shell.
import { getSessionActor } from '../../runtime/system';
import { SessionLoginPrompt } from './session-login-prompt';

export function LoginPrompt() {
  return <SessionLoginPrompt session={getSessionActor()} />;
}
