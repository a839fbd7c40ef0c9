// Spec 1 section 4 "Outbound click-through": offline, a click on an outside link is silently
// aborted; spec 3 section 4: nothing happens if the browser is offline.
import { pinPath } from '../domain/pin-path';
import { defineScenario } from './format';
import { LINKS, onCloseup, outboundActor, VISITOR, visitSite } from './outbound-steps';

const outbound = outboundActor(LINKS.none.pinId);

export default defineScenario({
  id: 'outbound-offline',
  title: 'A click while offline: nothing at all',
  summary:
    'A visitor loses the network and clicks Visit site. The click is dropped without a word: no check, no tab, no message.',
  spec: "spec 1 section 4 'Outbound click-through' (offline); spec 3 section 4 'Clickthrough and blocked-link check'",
  start: { viewer: null, path: pinPath(LINKS.none.pinId), pins: onCloseup('none') },
  steps: [
    { kind: 'api', say: 'The network goes down.', change: { offline: true } },
    visitSite('none', VISITOR, 'The visitor clicks Visit site.'),
    { kind: 'wait', say: 'A moment passes.', ms: 300 },
    {
      kind: 'expect',
      say: 'The click-through is over, as if nothing happened.',
      check: { actor: outbound, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'Nothing was opened.',
      check: { actor: outbound, path: 'opened', equals: null },
    },
    {
      kind: 'expect',
      say: 'No check was attempted, so none failed.',
      check: { actor: outbound, path: 'checkErrors', equals: 0 },
    },
    {
      kind: 'expect',
      say: 'The abort is recorded for analytics, and no message is shown.',
      check: {
        actor: 'analytics',
        path: 'recent',
        contains: { source: outbound, event: { type: 'outbound.aborted', reason: 'offline' } },
      },
    },
    { kind: 'api', say: 'The network comes back.', change: { offline: false } },
  ],
});
