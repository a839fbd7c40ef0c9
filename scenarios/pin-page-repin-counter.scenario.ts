// Spec 3 section 7 "Tracking": "A counter is sampled for a graphql pin-page experiment, which
// logs only the first 10 repins" (docs/decisions/060). In the experiment, each save made on a pin
// page is counted; the first 10 are logged, the eleventh is counted and never logged.
import { EXPERIMENTS } from '../domain/experiments';
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario, type Step } from './format';
import { saveActor } from './steps';

const pin = KNOWN.pins.gif;
const save = saveActor(pin);
const counter = SYSTEM_IDS.repinCounter;

/** The nth save of the pin on its page, then (but after the last) its removal. */
function saveAndRemove(n: number, remove: boolean): Step[] {
  const steps: Step[] = [
    {
      kind: 'send',
      say: `Jane saves the pin (save ${n}).`,
      to: save,
      event: { type: 'save.toggle' },
    },
    { kind: 'wait', say: 'The save lands.', ms: 300 },
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
  ];
  if (!remove) return steps;
  return [
    ...steps,
    { kind: 'send', say: 'She removes it again.', to: save, event: { type: 'save.toggle' } },
    { kind: 'wait', say: 'The removal lands.', ms: 300 },
  ];
}

export default defineScenario({
  id: 'pin-page-repin-counter',
  title: 'The pin-page repin counter logs only the first 10 repins',
  summary:
    'Jane, in the graphql pin-page experiment, saves a pin from its own page eleven times (removing it in between). Each of the first ten saves is logged by the counter; the eleventh is counted and not logged.',
  spec: "spec 3 section 7 'Tracking' (a counter sampled for a graphql pin-page experiment, the first 10 repins)",
  start: {
    viewer: KNOWN.users.default,
    path: pinPath(pin),
    experiments: [EXPERIMENTS.graphqlPinPage],
    pins: [
      {
        pinId: pin,
        kinds: ['oneTapSave'],
        seed: {
          surface: 'Closeup',
          view: { viewType: 'closeup', viewParameter: 140, component: 'closeup' },
        },
      },
    ],
  },
  steps: [
    {
      kind: 'expect',
      say: 'The counter waits for a first save on a pin page.',
      check: { actor: counter, state: 'waiting' },
    },
    ...saveAndRemove(1, true),
    {
      kind: 'expect',
      say: 'Jane is in the experiment: the counter is on and has logged the first.',
      check: { actor: counter, state: 'counting' },
    },
    ...Array.from({ length: 9 }, (_, i) => saveAndRemove(i + 2, true)).flat(),
    {
      kind: 'expect',
      say: 'Ten saves on the pin page, ten logged.',
      check: { actor: counter, path: 'logged', equals: 10 },
    },
    {
      kind: 'expect',
      say: 'The counter is now silent.',
      check: { actor: counter, state: 'silent' },
    },
    ...saveAndRemove(11, false),
    {
      kind: 'expect',
      say: 'The eleventh save is counted...',
      check: { actor: counter, path: 'counted', equals: 11 },
    },
    {
      kind: 'expect',
      say: '...and not logged: still ten.',
      check: { actor: counter, path: 'logged', equals: 10 },
    },
  ],
});
