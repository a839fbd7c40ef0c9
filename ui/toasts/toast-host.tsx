// <ToastHost />: where the app's toasts appear, bottom centre (spec 3 section 2), bound to the
// root system's toasts actor (`toasts`). Place it once in the app shell.
import { getToastsActor } from '../app/system';
import { ToastQueue } from './toast-queue';

export function ToastHost() {
  return <ToastQueue toasts={getToastsActor()} />;
}
