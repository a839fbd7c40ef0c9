// <ToastHost />: where the app's toasts appear, bottom centre (spec 3 section 2), bound to the
// root system's toasts actor (`toasts`). Place it once in the app shell. The inline board
// picker's layer comes with it: both are app-wide overlays of the saving flow.
import { getToastsActor } from '../../runtime/system';
import { BoardPickerLayer } from '../save/board-picker-layer';
import { ToastQueue } from './toast-queue';

export function ToastHost() {
  return (
    <>
      <ToastQueue toasts={getToastsActor()} />
      <BoardPickerLayer />
    </>
  );
}
