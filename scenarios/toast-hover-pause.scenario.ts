// Spec 1 section 4 / spec 3 section 4: save toasts last 5000 ms, shown 100 ms after the request,
// fading 200 ms; hovering the toast pauses its timer.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { saveActor, toastSays } from './steps';

const pin = KNOWN.pins.video;
const save = saveActor(pin);

export default defineScenario({
  id: 'toast-hover-pause',
  title: 'Hovering a save toast keeps it on screen',
  summary:
    "The 'Saved to Profile' toast appears 100 ms after the save and would leave after 5000 ms; while the pointer rests on it, it stays. It fades 200 ms after its time runs out.",
  spec: "spec 1 section 9 (toast show 100 ms, save toasts 5000 ms, exit 200 ms); spec 3 section 3 'Save confirmation toast' (hovering pauses the timer)",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['oneTapSave'] }] },
  steps: [
    { kind: 'send', say: 'Jane taps Save.', to: save, event: { type: 'save.toggle' } },
    { kind: 'expect', say: 'The pin is saved.', check: { actor: save, state: 'saved' } },
    {
      kind: 'expect',
      say: 'The toast waits its 100 ms show delay.',
      check: { actor: 'toasts', state: 'waiting' },
      only: ['headless'],
    },
    { kind: 'wait', say: '100 ms pass.', ms: 100 },
    ...toastSays('Saved to Profile', "The toast 'Saved to Profile' shows."),
    { kind: 'wait', say: '1000 ms pass.', ms: 1000 },
    {
      kind: 'send',
      say: 'Jane rests the pointer on the toast.',
      to: 'toasts',
      event: { type: 'toast.pause' },
    },
    { kind: 'wait', say: '6000 ms pass, longer than the toast lasts.', ms: 6000 },
    {
      kind: 'expect',
      say: 'The toast is still there, its timer paused.',
      check: { actor: 'toasts', state: { visible: { timer: 'paused' } } },
    },
    {
      kind: 'send',
      say: 'The pointer leaves the toast.',
      to: 'toasts',
      event: { type: 'toast.resume' },
    },
    { kind: 'wait', say: '3900 ms pass.', ms: 3900 },
    {
      kind: 'expect',
      say: 'The toast is still shown: the pause kept the 4000 ms it had left.',
      check: { actor: 'toasts', state: { visible: { timer: 'running' } } },
      only: ['headless'],
    },
    { kind: 'wait', say: '100 ms more: its 5000 ms of showing are over.', ms: 100 },
    {
      kind: 'expect',
      say: 'The toast fades out.',
      check: { actor: 'toasts', state: 'hiding' },
      only: ['headless'],
    },
    { kind: 'wait', say: 'The 200 ms fade passes.', ms: 250 },
    { kind: 'expect', say: 'The toast is gone.', check: { actor: 'toasts', state: 'hidden' } },
  ],
});
