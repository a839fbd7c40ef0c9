// Spec 1 section 4 "Outbound click-through": an empty or hash-only link cancels navigation and
// records a telemetry event.
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { clickOn, LINKS, onCloseup, outboundActor, SIGNED_IN } from './outbound-steps';

const outbound = outboundActor(LINKS.none.pinId);

export default defineScenario({
  id: 'outbound-empty-link',
  title: 'A hash-only link: cancelled, and recorded',
  summary:
    'A link that is only "#" leads nowhere: the click-through cancels at once, opens nothing, and records why for telemetry.',
  spec: "spec 1 section 4 'Outbound click-through' (empty or hash-only links)",
  start: { viewer: KNOWN.users.default, path: pinPath(LINKS.none.pinId), pins: onCloseup('none') },
  steps: [
    {
      kind: 'send',
      say: 'A link whose address is only "#" is clicked.',
      to: outbound,
      event: { type: 'outbound.open', click: clickOn('none', { url: '#' }), viewer: SIGNED_IN },
    },
    { kind: 'wait', say: 'A moment passes.', ms: 100 },
    {
      kind: 'expect',
      say: 'The click-through is over.',
      check: { actor: outbound, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'Nothing was opened.',
      check: { actor: outbound, path: 'opened', equals: null },
    },
    {
      kind: 'expect',
      say: 'The cancel is recorded for telemetry, with its reason.',
      check: {
        actor: 'analytics',
        path: 'recent',
        contains: {
          source: outbound,
          event: { type: 'outbound.cancelled', url: '#', reason: 'emptyOrHashLink' },
        },
      },
    },
  ],
});
