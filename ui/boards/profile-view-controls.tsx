// A profile's board sort order, board type filter and pin filter (spec 3 section 3 "Profile view
// preferences"): renders the `profile.viewPreferences` page actor
// (machines/profile-view.machine.ts). Each choice is a pressed-or-not button in a named group; the
// values are the spec's, read with spaces (`preferenceLabel`).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  BOARD_SORT_ORDERS,
  BOARD_TYPE_FILTERS,
  OFFERED_PIN_FILTERS,
  pinMatchesFilter,
  preferenceLabel,
  type ProfileViewPreferences,
} from '../../domain/board-list';
import type { Pin } from '../../domain/types';
import { selectPins } from '../../machines/feed-pins';
import { PROFILE_VIEW_ACTOR_ID } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import type { FeedRef } from '../feed/use-feed';
import styles from '../pages/page.module.css';

const NO_PINS: readonly Pin[] = [];

export type ProfileViewRef = PageActorRef<'profileView'>;

/** The profile view preferences' page actor. */
export function useProfileView(): ProfileViewRef | undefined {
  return usePageActor(PROFILE_VIEW_ACTOR_ID, 'profileView', undefined);
}

/** The preferences as shown now. */
export function usePreferences(actor: ProfileViewRef): ProfileViewPreferences {
  const boardSortOrder = useSelector(actor, (s) => s.context.boardSortOrder);
  const selfProfileBoardFilter = useSelector(actor, (s) => s.context.selfProfileBoardFilter);
  const selfProfilePinFilter = useSelector(actor, (s) => s.context.selfProfilePinFilter);
  return { boardSortOrder, selfProfileBoardFilter, selfProfilePinFilter };
}

function Choices<T extends string | null>({
  label,
  values,
  current,
  name,
  onChoose,
}: {
  label: string;
  values: readonly T[];
  current: T;
  name: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      <span className={styles.secondary} aria-hidden="true">
        {label}:
      </span>
      {values.map((value) => (
        <button
          key={value ?? ''}
          type="button"
          className={value === current ? `${styles.chip} ${styles.chipActive}` : styles.chip}
          aria-pressed={value === current}
          onClick={() => onChoose(value)}
        >
          {name(value)}
        </button>
      ))}
    </div>
  );
}

/** Sort order for every profile's boards; the board type filter on the viewer's own profile. */
export function BoardViewControls({ actor, own }: { actor: ProfileViewRef; own: boolean }) {
  const prefs = usePreferences(actor);
  return (
    <>
      <Choices
        label="Sort boards"
        values={BOARD_SORT_ORDERS}
        current={prefs.boardSortOrder}
        name={preferenceLabel}
        onChoose={(order) => actor.send({ type: 'view.sort', order })}
      />
      {own ? (
        <Choices
          label="Board type"
          values={BOARD_TYPE_FILTERS}
          current={prefs.selfProfileBoardFilter}
          name={preferenceLabel}
          onChoose={(filter) => actor.send({ type: 'view.boardFilter', filter })}
        />
      ) : null}
    </>
  );
}

/** The viewer's own pins tab: no filter, or one of the filters whose meaning the spec gives (a
 * stored COLORS or INTERESTS shows as chosen too). */
export function PinFilterControls({ actor }: { actor: ProfileViewRef }) {
  const current = useSelector(actor, (s) => s.context.selfProfilePinFilter);
  const values = [null, ...OFFERED_PIN_FILTERS] as (typeof current)[];
  if (current !== null && !values.includes(current)) values.push(current);
  return (
    <Choices
      label="Pin filter"
      values={values}
      current={current}
      name={(v) => (v === null ? 'All Pins' : preferenceLabel(v))}
      onChoose={(filter) => actor.send({ type: 'view.pinFilter', filter })}
    />
  );
}

/** The pins of `feed` the pin filter leaves out, for the grid to leave out. */
export function useFilteredOut(
  feed: FeedRef | undefined,
  actor: ProfileViewRef | undefined,
  viewerId: string | null,
): readonly string[] {
  // Neither mounted yet: nothing is left out.
  const filter = useSelector(actor, (s) => s?.context.selfProfilePinFilter ?? null);
  const pins = useSelector(feed, (s) => (s ? selectPins(s) : NO_PINS));
  return useMemo(
    () => pins.filter((p: Pin) => !pinMatchesFilter(p, filter, viewerId)).map((p) => p.id),
    [pins, filter, viewerId],
  );
}
