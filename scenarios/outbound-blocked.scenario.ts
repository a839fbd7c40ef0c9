// Spec 1 section 4 "Outbound click-through" and section 8 "Check result blocked, suspicious or
// porn": a blocked link is never followed; the modal shows 'Heads up!' with the server's message
// and the host only.
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { LINKS, onCloseup, outboundActor, SIGNED_IN, visitSite } from './outbound-steps';

const outbound = outboundActor(LINKS.blocked.pinId);

export default defineScenario({
  id: 'outbound-blocked',
  title: 'A blocked link: Heads up!, and nothing opens',
  summary:
    'Jane clicks Visit site on a pin whose link is known to be blocked. The link is checked, the server confirms the verdict, and the blocked-link modal explains why: no tab opens. Okay closes it.',
  spec: "spec 1 section 4 'Outbound click-through', section 8 'Check result blocked, suspicious or porn'",
  start: {
    viewer: KNOWN.users.default,
    path: pinPath(LINKS.blocked.pinId),
    pins: onCloseup('blocked'),
  },
  steps: [
    visitSite('blocked', SIGNED_IN, 'Jane clicks Visit site.'),
    { kind: 'wait', say: 'The link check answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'The click-through stops at the blocked-link modal.',
      check: { actor: outbound, state: 'blocked' },
    },
    {
      kind: 'expect',
      say: "The modal's heading is 'Heads up!'.",
      check: { text: 'Heads up!' },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: 'It names the host only, not the whole address.',
      check: { actor: outbound, path: 'warning.host', equals: 'free-prizes-now.example' },
    },
    {
      kind: 'expect',
      say: "It shows the server's message.",
      check: { actor: outbound, path: 'warning.message', contains: 'we blocked it' },
    },
    {
      kind: 'expect',
      say: 'Nothing was opened.',
      check: { actor: outbound, path: 'opened', equals: null },
    },
    {
      kind: 'act',
      say: 'Jane presses Okay.',
      action: { do: 'click', target: { role: 'button', name: 'Okay' } },
      equivalent: { to: outbound, event: { type: 'outbound.dismiss' } },
    },
    {
      kind: 'expect',
      say: 'The modal is gone and nothing was opened.',
      check: { actor: outbound, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'Still nothing opened.',
      check: { actor: outbound, path: 'opened', equals: null },
    },
  ],
});
