// Spec 1 section 4 "Favorite button" and section 8 "Favorite fails": nothing is shown and no
// rollback is shown.
import { KNOWN } from '../fixtures/known';
import { defineScenario } from './format';
import { favoriteActor } from './steps';

const pin = KNOWN.pins.favorites1;
const favorite = favoriteActor(pin);

export default defineScenario({
  id: 'favorite-fails-silently',
  title: 'A favorite that fails shows nothing and is not rolled back',
  summary:
    'The server refuses the favorite. Per the spec, the person sees no error and the heart and count stay as they were flipped: no rollback is shown.',
  spec: "spec 1 section 4 'Favorite button'; section 8 'Favorite fails'",
  start: { viewer: KNOWN.users.default, path: '/', pins: [{ pinId: pin, kinds: ['favorite'] }] },
  steps: [
    {
      kind: 'expect',
      say: 'One person favorited the pin.',
      check: { actor: favorite, path: 'favoriteUserCount', equals: 1 },
    },
    {
      kind: 'api',
      say: 'The server will refuse the next favorite.',
      change: { fault: { route: 'POST /v3/pins/:id/favorite/', status: 500, count: 1 } },
    },
    { kind: 'send', say: 'Jane taps the heart.', to: favorite, event: { type: 'favorite.toggle' } },
    { kind: 'wait', say: 'The refusal arrives.', ms: 300 },
    {
      kind: 'expect',
      say: 'The button is ready again.',
      check: { actor: favorite, state: 'idle' },
    },
    {
      kind: 'expect',
      say: 'The heart stays filled: no rollback.',
      check: { actor: favorite, path: 'favoritedByMe', equals: true },
    },
    {
      kind: 'expect',
      say: 'The count stays at 2.',
      check: { actor: favorite, path: 'favoriteUserCount', equals: 2 },
    },
    {
      kind: 'expect',
      say: 'No toast or message appears.',
      check: { actor: 'toasts', state: 'hidden' },
    },
    {
      kind: 'expect',
      say: 'No error text is shown.',
      check: { text: 'Sorry! Something went wrong on our end.', visible: false },
    },
  ],
});
