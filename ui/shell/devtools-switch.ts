// Whether the dev toolbar shows: always in development; in production only with `?devtools`
// in the URL or the stored switch (which `?devtools` sets and `?devtools=0` clears).
import { DEVTOOLS_STORAGE_KEY } from '../../domain/first-paint-keys';
import { browserStorage } from '../../runtime/actor-deps';
import { readFirstPaintKey } from '../../runtime/read-key';

export const DEVTOOLS_KEY = DEVTOOLS_STORAGE_KEY;

function stored(): boolean {
  return readFirstPaintKey(browserStorage(), DEVTOOLS_KEY);
}

export function devtoolsEnabled(search: string): boolean {
  const params = new URLSearchParams(search);
  if (params.has('devtools')) return params.get('devtools') !== '0';
  return import.meta.env.DEV || stored();
}

/** Remembers the switch from the URL (called once at start). */
export function rememberDevtoolsSwitch(search: string): void {
  const params = new URLSearchParams(search);
  if (!params.has('devtools')) return;
  try {
    if (params.get('devtools') === '0') window.localStorage.removeItem(DEVTOOLS_KEY);
    else window.localStorage.setItem(DEVTOOLS_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode); the URL switch still works for this page.
  }
}

export function setDevtoolsStored(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(DEVTOOLS_KEY, '1');
    else window.localStorage.removeItem(DEVTOOLS_KEY);
  } catch {
    // ignored: see above
  }
}
