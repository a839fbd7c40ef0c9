// Spec 3 section 3 "Board sort orders", "Board type filter enum", "Profile pin filter enum" and
// "Profile view preferences" (boardSortOrder, selfProfileBoardFilter, selfProfilePinFilter), kept
// across a reload; section 7 BoardsResource get (sort, default last_pinned_to). The preferences are
// a page actor, `profile.viewPreferences`.
import { KNOWN } from '../fixtures/known';
import { PROFILE_VIEW_ACTOR_ID } from '../machines/page-kinds';
import type { ActStep, SendStep } from './format';
import { defineScenario } from './format';

const view = PROFILE_VIEW_ACTOR_ID;

function choose(
  name: string,
  say: string,
  event: { type: string } & Record<string, unknown>,
): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name } },
    equivalent: { to: view, event },
  };
}

const spawnHeadless: SendStep = {
  kind: 'send',
  say: 'The profile shows its board choices (headless, the page asks the root for them).',
  only: ['headless'],
  to: 'app',
  event: { type: 'page.spawn', systemId: view, kind: 'profileView', input: undefined },
};

export default defineScenario({
  id: 'board-sorted-and-filtered',
  title: 'Sorting and filtering boards on a profile, kept across a reload',
  summary:
    'Jane sorts the boards on her profile alphabetically and shows only group boards; after a reload both choices are still there. On her Saved Pins she shows only the Pins she favorited.',
  spec: "spec 3 section 3 'Board sort orders', 'Board type filter enum', 'Profile pin filter enum', 'Profile view preferences'; section 7 'BoardsResource get'",
  start: { viewer: KNOWN.users.default, path: '/pinstate/' },
  steps: [
    spawnHeadless,
    {
      kind: 'expect',
      say: 'Boards are sorted by last_pinned_to, with no board type filter.',
      check: { actor: view, path: 'boardSortOrder', equals: 'last_pinned_to' },
    },
    choose('Alphabetical', 'Jane sorts her boards alphabetically.', {
      type: 'view.sort',
      order: 'alphabetical',
    }),
    {
      kind: 'expect',
      say: 'The sort order is alphabetical.',
      check: { actor: view, path: 'boardSortOrder', equals: 'alphabetical' },
    },
    choose('Group', 'Jane shows only group boards.', {
      type: 'view.boardFilter',
      filter: 'GROUP',
    }),
    {
      kind: 'expect',
      say: 'Only group boards are shown.',
      check: { actor: view, path: 'selfProfileBoardFilter', equals: 'GROUP' },
    },
    {
      kind: 'expect',
      say: 'Family recipes, her group board, is on the page.',
      only: ['browser', 'playwright'],
      check: { text: 'Family recipes' },
    },
    {
      kind: 'expect',
      say: 'Kitchen ideas, not a group board, is not.',
      only: ['browser', 'playwright'],
      check: { text: 'Kitchen ideas', visible: false },
    },
    { kind: 'reload', say: 'Jane reloads the page.' },
    spawnHeadless,
    {
      kind: 'expect',
      say: 'The boards are still sorted alphabetically.',
      check: { actor: view, path: 'boardSortOrder', equals: 'alphabetical' },
    },
    {
      kind: 'expect',
      say: 'Only group boards are still shown.',
      check: { actor: view, path: 'selfProfileBoardFilter', equals: 'GROUP' },
    },
    {
      kind: 'act',
      say: 'Jane opens her Saved Pins.',
      only: ['browser', 'playwright'],
      action: { do: 'click', target: { role: 'link', name: 'Saved' } },
    },
    choose('Favorited', 'Jane shows only the Pins she favorited.', {
      type: 'view.pinFilter',
      filter: 'FAVORITED',
    }),
    {
      kind: 'expect',
      say: 'The pin filter is FAVORITED.',
      check: { actor: view, path: 'selfProfilePinFilter', equals: 'FAVORITED' },
    },
  ],
});
