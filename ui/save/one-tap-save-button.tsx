// The one-tap Save / Saved pill (spec 1 section 4 "One-tap save button"): renders the pin's
// one-tap save actor; a tap, a click and Enter all send `save.toggle`. Taps while saving or
// deleting are refused by the machine, and the pill says so (`aria-disabled`, busy).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { oneTapSaveMachine } from '../../machines/one-tap-save.machine';
import { selectIsBusy, selectIsSaved, selectSaveLabel } from '../../machines/one-tap-save.machine';
import type { LogView } from '../../domain/log-view';
import { SavePill } from './save-pill';

export type OneTapSaveRef = ActorRefFrom<typeof oneTapSaveMachine>;

/** `surface`: where this button is, sent with the tap (the explore-local tab, spec 1 section 4). */
export function OneTapSaveButton({
  actor,
  surface = null,
  view,
}: {
  actor: OneTapSaveRef;
  surface?: string | null;
  /** Where the pin is shown, for the repin's logging event (spec 1 section 7). */
  view?: LogView;
}) {
  const label = useSelector(actor, selectSaveLabel);
  const saved = useSelector(actor, selectIsSaved);
  const busy = useSelector(actor, selectIsBusy);
  const canToggle = useSelector(actor, (s) => s.can({ type: 'save.toggle' }));
  return (
    <SavePill
      label={label}
      saved={saved}
      busy={busy}
      inert={!canToggle}
      onPress={() => actor.send({ type: 'save.toggle', surface, ...(view ? { view } : {}) })}
    />
  );
}
