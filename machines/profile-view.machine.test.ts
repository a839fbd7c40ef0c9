// Profile view preferences (spec 3 section 3: boardSortOrder, selfProfileBoardFilter,
// selfProfilePinFilter, with the values of the board sort orders and the two filter enums).
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { expect, test } from 'vitest';
import {
  DEFAULT_PROFILE_VIEW_PREFERENCES,
  type ProfileViewPreferences,
} from '../domain/board-list';
import { profileViewMachine, selectPreferencesRead } from './profile-view.machine';
import { flush } from './test-support';

function start(stored: ProfileViewPreferences | Error = DEFAULT_PROFILE_VIEW_PREFERENCES) {
  const stores: ProfileViewPreferences[] = [];
  const logic = profileViewMachine.provide({
    actors: {
      readPreferences: fromPromise(() =>
        stored instanceof Error ? Promise.reject(stored) : Promise.resolve(stored),
      ),
    },
    actions: { store: ({ context }) => void stores.push({ ...context }) },
  });
  const actor = createActor(logic, { clock: new SimulatedClock() });
  actor.start();
  return { actor, stores, context: () => actor.getSnapshot().context };
}

test('the stored preferences are read at the start; until then the defaults show', async () => {
  const stored: ProfileViewPreferences = {
    boardSortOrder: 'alphabetical',
    selfProfileBoardFilter: 'SECRET',
    selfProfilePinFilter: 'FAVORITED',
  };
  const t = start(stored);
  expect(selectPreferencesRead(t.actor.getSnapshot())).toBe(false);
  expect(t.context()).toEqual(DEFAULT_PROFILE_VIEW_PREFERENCES);
  await flush();
  expect(selectPreferencesRead(t.actor.getSnapshot())).toBe(true);
  expect(t.context()).toEqual(stored);
});

test('unreadable storage reads as the defaults: boards sorted by last_pinned_to, no filter', async () => {
  const t = start(new Error('Storage refused'));
  await flush();
  expect(t.actor.getSnapshot().value).toBe('ready');
  expect(t.context()).toEqual({
    boardSortOrder: 'last_pinned_to',
    selfProfileBoardFilter: 'NONE',
    selfProfilePinFilter: null,
  });
});

test('a board sort order is shown at once and stored', async () => {
  const t = start();
  await flush();
  t.actor.send({ type: 'view.sort', order: 'group_boards_at_top' });
  expect(t.context().boardSortOrder).toBe('group_boards_at_top');
  expect(t.stores).toEqual([
    { ...DEFAULT_PROFILE_VIEW_PREFERENCES, boardSortOrder: 'group_boards_at_top' },
  ]);
});

test('a board type filter and a pin filter are shown at once and stored; the pin filter can be taken off', async () => {
  const t = start();
  await flush();
  t.actor.send({ type: 'view.boardFilter', filter: 'ARCHIVED' });
  t.actor.send({ type: 'view.pinFilter', filter: 'CREATED_BY_ME' });
  expect(t.context()).toMatchObject({
    selfProfileBoardFilter: 'ARCHIVED',
    selfProfilePinFilter: 'CREATED_BY_ME',
  });
  t.actor.send({ type: 'view.pinFilter', filter: null });
  expect(t.context().selfProfilePinFilter).toBeNull();
  expect(t.stores).toHaveLength(3);
});

test('a value outside the spec lists is ignored and nothing is stored', async () => {
  const t = start();
  await flush();
  t.actor.send({ type: 'view.sort', order: 'by_colour' });
  t.actor.send({ type: 'view.boardFilter', filter: 'PUBLIC' });
  t.actor.send({ type: 'view.pinFilter', filter: 'created_by_me' });
  expect(t.context()).toEqual(DEFAULT_PROFILE_VIEW_PREFERENCES);
  expect(t.stores).toEqual([]);
});

test('changes wait until the stored preferences are read', () => {
  const t = start();
  t.actor.send({ type: 'view.sort', order: 'alphabetical' });
  expect(t.context().boardSortOrder).toBe('last_pinned_to');
  expect(t.stores).toEqual([]);
});

test('reading again takes what storage holds now', async () => {
  let stored: ProfileViewPreferences = DEFAULT_PROFILE_VIEW_PREFERENCES;
  const logic = profileViewMachine.provide({
    actors: { readPreferences: fromPromise(() => Promise.resolve(stored)) },
  });
  const actor = createActor(logic, { clock: new SimulatedClock() });
  actor.start();
  await flush();
  stored = { ...DEFAULT_PROFILE_VIEW_PREFERENCES, boardSortOrder: 'newest' };
  actor.send({ type: 'view.reread' });
  expect(actor.getSnapshot().value).toBe('reading');
  await flush();
  expect(actor.getSnapshot().context.boardSortOrder).toBe('newest');
});
