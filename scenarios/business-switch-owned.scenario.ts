// Spec 3 section 4 "Business-profile switching": a partner viewing a profile they hold OWNER on
// acts as it, and owner actions carry its orbac_subject_id (section 7, BoardResource create); the
// fake API records the board under that profile.
import { KNOWN } from '../fixtures/known';
import { pinActorId, SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const business = SYSTEM_IDS.businessProfile;
const owned = KNOWN.users.businessOwned;
const pin = KNOWN.pins.carousel;
const save = pinActorId(pin, 'save');

export default defineScenario({
  id: 'business-switch-owned',
  title: 'A partner switches to a business profile they own and creates a board for it',
  summary:
    "Northwind Studio's partner opens the Northwind Home profile, which they own. The header says they act as Northwind Home; a board they create from the picker is created for Northwind Home, with its orbac_subject_id.",
  spec: "spec 3 section 4 'Business-profile switching'; section 6; section 7 (BoardResource create, orbac_subject_id)",
  start: {
    viewer: KNOWN.users.partnerOwner,
    path: `/${KNOWN.usernames.businessOwned}/`,
    pins: [{ pinId: pin, kinds: ['save'] }],
  },
  steps: [
    { kind: 'wait', say: 'The business profiles load.', ms: 100 },
    {
      kind: 'expect',
      say: 'The partner’s business profiles are loaded.',
      check: { actor: business, state: 'ready' },
    },
    {
      kind: 'send',
      say: 'The partner views the Northwind Home profile (the page tells the business profiles).',
      only: ['headless'],
      to: business,
      event: { type: 'profile.viewing', viewed: { username: KNOWN.usernames.businessOwned } },
    },
    { kind: 'wait', say: 'The profile page loads and tells whom it shows.', ms: 500 },
    {
      kind: 'expect',
      say: 'Northwind Home, the profile being viewed, becomes the active profile.',
      check: { actor: business, path: 'activeId', equals: owned },
    },
    {
      kind: 'expect',
      say: 'The header says who the partner is acting as.',
      check: { text: 'Acting as Northwind Home' },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'send',
      say: 'The partner opens the board picker on a pin.',
      to: save,
      event: { type: 'picker.open' },
    },
    { kind: 'wait', say: 'The boards load.', ms: 200 },
    {
      kind: 'send',
      say: "They create a board named 'Spring window'.",
      to: save,
      event: { type: 'board.create', title: 'Spring window' },
    },
    { kind: 'wait', say: 'The fake API answers.', ms: 200 },
    {
      kind: 'expect',
      say: 'The fake API recorded the board under Northwind Home, as its orbac_subject_id asked.',
      check: {
        actor: save,
        path: 'createdBoard.url',
        contains: `/${KNOWN.usernames.businessOwned}/`,
      },
    },
  ],
});
