// Profile view preferences (spec 3 section 3): over random reads and changes, the machine follows
// a small model: storage is read at the start and when asked again (unreadable is the defaults); after that each
// change with a value from the spec's lists is shown and stored, anything else is ignored.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, initialTransition, transition, type AnyEventObject } from 'xstate';
import {
  BOARD_SORT_ORDERS,
  BOARD_TYPE_FILTERS,
  type ProfileViewPreferences,
} from '../domain/board-list';
import { profileViewMachine, type ProfileViewEvent } from '../machines/profile-view.machine';
import { assertProperty, propertyFails } from './property-support';

/** Spec 3 section 3's profile pin filter enum. */
const PROFILE_PIN_FILTERS = [
  'COLORS',
  'CREATED_BY_ME',
  'FAVORITED',
  'FAVORITED_AND_CREATED_BY_ME',
  'INTERESTS',
] as const;

const DEFAULTS: ProfileViewPreferences = {
  boardSortOrder: 'last_pinned_to',
  selfProfileBoardFilter: 'NONE',
  selfProfilePinFilter: null,
};

const junk = fc.constantFrom('by_colour', 'PUBLIC', 'none', '');
const stored: fc.Arbitrary<ProfileViewPreferences> = fc.record({
  boardSortOrder: fc.constantFrom(...BOARD_SORT_ORDERS),
  selfProfileBoardFilter: fc.constantFrom(...BOARD_TYPE_FILTERS),
  selfProfilePinFilter: fc.option(fc.constantFrom(...PROFILE_PIN_FILTERS), { nil: null }),
});

const event: fc.Arbitrary<AnyEventObject> = fc.oneof(
  fc
    .oneof(fc.constantFrom<string>(...BOARD_SORT_ORDERS), junk)
    .map((order) => ({ type: 'view.sort', order })),
  fc
    .oneof(fc.constantFrom<string>(...BOARD_TYPE_FILTERS), junk)
    .map((filter) => ({ type: 'view.boardFilter', filter })),
  fc
    .oneof(fc.constantFrom<string | null>(...PROFILE_PIN_FILTERS, null), junk)
    .map((filter) => ({ type: 'view.pinFilter', filter })),
  stored.map((output) => ({ type: 'xstate.done.actor.readPreferences', output })),
  fc.constant({ type: 'xstate.error.actor.readPreferences', error: new Error('refused') }),
  fc.constant({ type: 'view.reread' }),
);

interface Model {
  phase: 'reading' | 'ready';
  prefs: ProfileViewPreferences;
  stores: number;
}

const within = (list: readonly (string | null)[], v: unknown) => list.includes(v as string);

type Prefs = ProfileViewPreferences;

function step(m: Model, e: AnyEventObject): void {
  const ev = e as { type: string; order?: unknown; filter?: unknown; output?: unknown };
  if (m.phase === 'reading') {
    if (ev.type === 'xstate.done.actor.readPreferences') {
      m.prefs = { ...(ev.output as Prefs) };
      m.phase = 'ready';
    } else if (ev.type === 'xstate.error.actor.readPreferences') m.phase = 'ready';
    return;
  }
  if (ev.type === 'view.reread') m.phase = 'reading';
  else if (ev.type === 'view.sort' && within(BOARD_SORT_ORDERS, ev.order)) {
    m.prefs.boardSortOrder = ev.order as Prefs['boardSortOrder'];
    m.stores += 1;
  } else if (ev.type === 'view.boardFilter' && within(BOARD_TYPE_FILTERS, ev.filter)) {
    m.prefs.selfProfileBoardFilter = ev.filter as Prefs['selfProfileBoardFilter'];
    m.stores += 1;
  } else if (ev.type === 'view.pinFilter' && within([...PROFILE_PIN_FILTERS, null], ev.filter)) {
    m.prefs.selfProfilePinFilter = ev.filter as Prefs['selfProfilePinFilter'];
    m.stores += 1;
  }
}

const followsTheModel = (logic: typeof profileViewMachine) =>
  fc.property(fc.array(event, { maxLength: 30 }), (events) => {
    let [snapshot] = initialTransition(logic);
    const model: Model = { phase: 'reading', prefs: { ...DEFAULTS }, stores: 0 };
    let stores = 0;
    for (const e of events) {
      const [next, actions] = transition(logic, snapshot, e as ProfileViewEvent);
      snapshot = next;
      step(model, e);
      stores += actions.filter((a) => a.type === 'store').length;
      expect(snapshot.value).toBe(model.phase);
      expect(snapshot.context).toEqual(model.prefs);
    }
    expect(stores).toBe(model.stores);
  });

test('preferences are read once, spec values are shown and stored, others ignored', async () => {
  await assertProperty('profile-view', followsTheModel(profileViewMachine), 200);
});

test('the suite catches a machine that keeps the old sort order', async () => {
  const stuck = profileViewMachine.provide({ actions: { assignSort: assign({}) } });
  expect(await propertyFails(followsTheModel(stuck))).toBe(true);
});
