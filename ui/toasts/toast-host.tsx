// <ToastHost />: where the app's toasts appear, bottom centre (spec 3 section 2), bound to the
// root system's toasts actor. Place it once in the app shell.
import { getActorBySystemId } from '../app/system';
import { TOASTS_ID } from '../../machines/save-texts';
import type { ToastsRef } from './toast-queue';
import { ToastQueue } from './toast-queue';

export function ToastHost() {
  const toasts = getActorBySystemId(TOASTS_ID) as ToastsRef | undefined;
  return toasts ? <ToastQueue toasts={toasts} /> : null;
}
