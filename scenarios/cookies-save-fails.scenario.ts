// Spec 2 section 4 "Cookie banner": a press closes the banner at once; a failed save brings it
// back with its buttons working, so the person can try again; nothing is lost.
import { ACCEPT_ALL } from '../domain/cookies';
import { KNOWN } from '../fixtures/known';
import { pressBanner } from './cookie-steps';
import { defineScenario } from './format';

export default defineScenario({
  id: 'cookies-save-fails',
  title: 'A failed cookie save brings the banner back',
  summary:
    'Sam presses Reject all while the settings call fails: the banner closes, and is back with its buttons working once the call has failed. He presses Accept all once the call works again, and that choice is saved.',
  spec: "spec 2 section 4 'Cookie banner'; section 7 'Save cookie settings'",
  start: { viewer: KNOWN.users.newUser, path: '/', pins: [] },
  steps: [
    {
      kind: 'api',
      say: 'The settings call fails.',
      change: { fault: { route: 'PATCH /v3/user_settings/', status: 500 } },
    },
    pressBanner('rejectAll', 'Sam presses Reject all.'),
    { kind: 'wait', say: 'The settings call answers with an error.', ms: 100 },
    {
      kind: 'expect',
      say: 'The banner is back.',
      check: { actor: 'cookies', state: 'undecided' },
    },
    {
      kind: 'expect',
      say: 'Nothing was saved.',
      check: { actor: 'cookies', path: 'choice', equals: null },
    },
    { kind: 'api', say: 'The settings call works again.', change: { reset: 'faults' } },
    pressBanner('acceptAll', 'Sam presses Accept all.'),
    { kind: 'wait', say: 'The settings call answers.', ms: 100 },
    {
      kind: 'expect',
      say: 'His choice is saved and the banner closes.',
      check: { actor: 'cookies', path: 'choice', equals: ACCEPT_ALL },
    },
  ],
});
