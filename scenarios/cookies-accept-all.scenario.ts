// Spec 2 section 4 "Cookie banner": Accept all saves the choice and closes the banner; after saving,
// a toast shows for 3000 ms (COOKIE_TOAST_MS). Section 7: signed in, the choice is saved through
// PATCH /v3/user_settings/ (the three allow_*_cookies fields and surface_tag).
import { COOKIE_SAVED_TOAST } from '../domain/guidance';
import { KNOWN } from '../fixtures/known';
import { pressAndSave } from './cookie-steps';
import { defineScenario } from './format';

export default defineScenario({
  id: 'cookies-accept-all',
  title: 'Accept all saves the cookie choice and thanks for 3000 ms',
  summary:
    'Sam joined three days ago and has not chosen his cookies yet, so the banner shows on the home feed. He presses Accept all: the choice is saved to his settings, the banner closes, and a toast says the preferences were saved for 3000 ms.',
  spec: "spec 2 section 4 'Cookie banner'; section 7 'Save cookie settings'",
  start: { viewer: KNOWN.users.newUser, path: '/', pins: [] },
  steps: [
    {
      kind: 'expect',
      say: 'Sam has not chosen: the banner shows.',
      check: { actor: 'cookies', state: 'undecided' },
    },
    {
      kind: 'expect',
      say: 'Sam is signed in, so his choice goes to his settings.',
      check: { actor: 'cookies', path: 'signedIn', equals: true },
    },
    ...pressAndSave('acceptAll', {
      who: 'Sam',
      saved: 'The choice is saved: every category allowed.',
    }),
    {
      kind: 'expect',
      say: 'The toast says the preferences were saved.',
      check: { text: COOKIE_SAVED_TOAST },
    },
    { kind: 'wait', say: 'Its 3000 ms pass.', ms: 3000 },
    {
      kind: 'expect',
      say: 'Its time is over: the toast fades out.',
      check: { actor: 'toasts', state: 'hiding' },
    },
  ],
});
