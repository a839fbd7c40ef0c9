// Spec 1 section 4 "Favorite button": tapping flips at once, moves the count by one, and disables
// the button while the request runs; the count shows '9+' above 9 (spec 1 section 5).
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { favoriteActor } from './steps';

const pin = KNOWN.pins.favorites9;
const favorite = favoriteActor(pin);

export default defineScenario({
  id: 'favorite',
  title: "Favoriting a pin: at once, count up by one, '9+'",
  summary:
    "Jane favorites a pin 9 people favorited: the heart fills at once, the count becomes 10 (shown as '9+'), and the button waits while the request runs. Tapping again takes it back to 9.",
  spec: "spec 1 section 4 'Favorite button'; section 5 (favorite count 9+)",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['favorite'] }] },
  steps: [
    {
      kind: 'expect',
      say: 'The pin is not favorited; 9 people favorited it.',
      check: { actor: favorite, path: 'favoriteUserCount', equals: 9 },
    },
    {
      kind: 'api',
      say: 'Favorite requests take 400 ms.',
      change: { fault: { route: 'POST /v3/pins/:id/favorite/', latencyMs: 400 } },
    },
    { kind: 'send', say: 'Jane taps the heart.', to: favorite, event: { type: 'favorite.toggle' } },
    {
      kind: 'expect',
      say: 'The heart fills at once.',
      check: { actor: favorite, path: 'favoritedByMe', equals: true },
    },
    {
      kind: 'expect',
      say: 'The count is 10 at once.',
      check: { actor: favorite, path: 'favoriteUserCount', equals: 10 },
    },
    {
      kind: 'expect',
      say: 'The button waits while the request runs.',
      check: { actor: favorite, state: 'requesting' },
    },
    { kind: 'wait', say: 'The server answers.', ms: 500 },
    {
      kind: 'expect',
      say: 'The button is ready again.',
      check: { actor: favorite, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'The favorite is recorded for every grid and the closeup.',
      check: { actor: 'entities', path: `pins.${pin}.favoritedByMe`, equals: true },
    },
    { kind: 'api', say: 'Requests answer at once again.', change: { reset: 'faults' } },
    {
      kind: 'send',
      say: 'Jane taps the heart again.',
      to: favorite,
      event: { type: 'favorite.toggle' },
    },
    { kind: 'wait', say: 'The server answers.', ms: 200 },
    {
      kind: 'expect',
      say: 'The heart is empty and the count back to 9.',
      check: { actor: favorite, path: 'favoriteUserCount', equals: 9 },
    },
    {
      kind: 'expect',
      say: 'The unfavorite is recorded.',
      check: { actor: 'entities', path: `pins.${pin}.favoritedByMe`, equals: false },
    },
  ],
});
