// Spec 1 section 4 "Signed-out saves": at most 2 pins are held; a further save is refused with
// the login prompt (spec 2 section 6).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor } from './steps';

const [first, second, third] = [KNOWN.pins.image, KNOWN.pins.video, KNOWN.pins.gif];

export default defineScenario({
  id: 'signed-out-third-save-refused',
  title: 'A signed-out visitor may hold two saves; the third asks them to log in',
  summary:
    'A visitor who is not logged in saves two pins: both are held for later. A third save is refused and the login prompt opens.',
  spec: "spec 1 section 4 'Signed-out saves'; spec 2 section 6 (login prompts)",
  start: {
    viewer: null,
    device: 'mobile',
    path: '/',
    pins: [first, second, third].map((pinId) => ({ pinId, kinds: ['oneTapSave'] })),
  },
  steps: [
    {
      kind: 'send',
      say: 'The visitor saves a first pin.',
      to: saveActor(first),
      event: { type: 'save.toggle' },
    },
    { kind: 'send', say: 'And a second.', to: saveActor(second), event: { type: 'save.toggle' } },
    {
      kind: 'expect',
      say: 'Both are held for after sign-in.',
      check: { actor: 'signedOutSaves', path: 'held', equals: [first, second] },
    },
    {
      kind: 'send',
      say: 'The visitor saves a third pin.',
      to: saveActor(third),
      event: { type: 'save.toggle' },
    },
    {
      kind: 'expect',
      say: 'The third is refused: still two held.',
      check: { actor: 'signedOutSaves', path: 'held', equals: [first, second] },
    },
    {
      kind: 'expect',
      say: 'The login prompt opens for saving.',
      check: { actor: 'session', path: 'loginPrompt.action', equals: 'save' },
    },
  ],
});
