// Spec 2 section 4 "Cookie banner": Reject all saves the choice and closes the banner. Section 2:
// analytics are sent only while analytics cookies are allowed; until a choice is made events wait
// in memory, and after Reject all none is ever sent.
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { pressAndSave } from './cookie-steps';
import { defineScenario } from './format';

const analytics = SYSTEM_IDS.analytics;

export default defineScenario({
  id: 'cookies-reject-all',
  title: 'Reject all closes the banner and no analytics event is sent',
  summary:
    'Sam, new here, has not chosen his cookies, so the events of his visit wait unsent. He presses Reject all: the choice is saved, the banner closes, the waiting events are let go, and no analytics batch is sent however long he stays.',
  spec: "spec 2 section 2 'Cookie banner'; section 4 'Cookie banner'; section 7 'Save cookie settings'",
  start: { viewer: KNOWN.users.newUser, path: '/', pins: [] },
  steps: [
    {
      kind: 'expect',
      say: 'Sam has not chosen: the banner shows.',
      check: { actor: 'cookies', state: 'undecided' },
    },
    {
      kind: 'expect',
      say: 'Nothing is on its way to the events sink.',
      check: { actor: analytics, path: 'batch', equals: [] },
    },
    ...pressAndSave('rejectAll', {
      who: 'Sam',
      saved: 'His choice is saved: every category refused.',
    }),
    {
      kind: 'expect',
      say: 'Analytics knows the choice: analytics and marketing refused.',
      check: { actor: analytics, path: 'consent', equals: { analytics: false, marketing: false } },
    },
    { kind: 'wait', say: 'Time for several batches passes.', ms: 6000 },
    {
      kind: 'expect',
      say: 'No event waits to be sent.',
      check: { actor: analytics, path: 'queue', equals: [] },
    },
    {
      kind: 'expect',
      say: 'And no batch is on its way.',
      check: { actor: analytics, path: 'batch', equals: [] },
    },
  ],
});
