// <ToastHost />: where the app's toasts appear, bottom centre (spec 3 section 2), bound to the
// root system's toasts actor (`toasts`). Place it once in the app shell. The inline board
// picker's layer comes with it: both are app-wide overlays of the saving flow.
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActor } from '../app/late-actor';
import { BoardPickerLayer } from '../save/board-picker-layer';
import { ToastQueue, type ToastsRef } from './toast-queue';

export function ToastHost() {
  // A late root actor: it comes with the logic loaded after the first paint, which may arrive
  // after this host's own chunk. Until then there is no toast to show.
  const toasts = useLateActor(SYSTEM_IDS.toasts) as ToastsRef | undefined;
  return (
    <>
      {toasts ? <ToastQueue toasts={toasts} /> : null}
      <BoardPickerLayer />
    </>
  );
}
