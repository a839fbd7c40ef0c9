// Spec 2 section 4 "Cookie banner" and decision 019: a visitor is asked too; the choice is kept in
// browser storage with no call, and carried into the account when they sign in.
import { REJECT_ALL } from '../domain/cookies';
import { KNOWN } from '../fixtures/known';
import { pressBanner } from './cookie-steps';
import { defineScenario } from './format';
import { signIn } from './steps';

export default defineScenario({
  id: 'cookies-visitor-carried',
  title: "A visitor's cookie choice is carried into their account",
  summary:
    'A visitor presses Reject all: the banner closes and the choice is kept in the browser, with no call. When they sign in as Jane, the choice is saved to her settings.',
  spec: "spec 2 section 4 'Cookie banner'; section 7 'Save cookie settings'; decision 019",
  start: { viewer: null, path: '/', pins: [] },
  steps: [
    {
      kind: 'expect',
      say: 'The visitor has not chosen: the banner shows.',
      check: { actor: 'cookies', state: 'undecided' },
    },
    pressBanner('rejectAll', 'The visitor presses Reject all.'),
    { kind: 'wait', say: 'The choice is kept in the browser.', ms: 100 },
    {
      kind: 'expect',
      say: 'The banner is closed with everything rejected.',
      check: { actor: 'cookies', path: 'choice', equals: REJECT_ALL },
    },
    signIn(KNOWN.users.default, 'The visitor signs in as Jane.'),
    { kind: 'wait', say: 'The choice is saved to her settings.', ms: 200 },
    {
      kind: 'expect',
      say: 'The choice now belongs to her account.',
      check: { actor: 'cookies', path: 'signedIn', equals: true },
    },
    {
      kind: 'expect',
      say: 'Nothing is being saved any more.',
      check: { actor: 'cookies', state: 'decided' },
    },
  ],
});
