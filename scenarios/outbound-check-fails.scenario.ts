// Spec 1 section 4 "Outbound click-through": when the check errors, the product navigates anyway;
// the logged-out path counts status 'error' (spec 3 section 4, both readings agree).
import { pinPath } from '../domain/pin-path';
import { defineScenario } from './format';
import { LINKS, onCloseup, outboundActor, VISITOR, visitSite } from './outbound-steps';

const outbound = outboundActor(LINKS.error.pinId);

export default defineScenario({
  id: 'outbound-check-fails',
  title: "A visitor's link check fails: the link opens, counted as an error",
  summary:
    "A visitor clicks Visit site; the link check errors on the server. Both readings of the spec agree the person still goes to the link; the failure is counted as status 'error'.",
  spec: "spec 1 section 4 'Outbound click-through'; spec 3 section 4 'Clickthrough and blocked-link check'",
  start: { viewer: null, path: pinPath(LINKS.error.pinId), pins: onCloseup('error') },
  steps: [
    visitSite('error', VISITOR, 'The visitor clicks Visit site.'),
    { kind: 'wait', say: 'The check fails; the link opens.', ms: 300 },
    {
      kind: 'expect',
      say: 'The click-through is done.',
      check: { actor: outbound, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'The link itself was opened.',
      check: { actor: outbound, path: 'opened', equals: LINKS.error.url },
    },
    {
      kind: 'expect',
      say: "The failed check counts once as status 'error'.",
      check: { actor: outbound, path: 'checkErrors', equals: 1 },
    },
    {
      kind: 'expect',
      say: 'The pin click is logged (8948).',
      check: {
        actor: 'analytics',
        path: 'recent',
        contains: { source: outbound, eventType: 8948 },
      },
    },
  ],
});
