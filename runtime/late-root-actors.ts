// The real invoked actors of the late root actors (machines/late-actors.ts): the toasts' stopwatch,
// the logged-out visitor's held saves in browser storage, the page's scroll and the window's
// focus and size, dark mode's storage. runtime/effects.ts provides them; they load with the
// per-pin logic after the first paint (pin-logic.ts). Storage failures are logged and the default is used
// (spec 3 section 8).
import { fromCallback, fromPromise } from 'xstate';
import type { Api } from '../api/api';
import type { MergeResult, SignedOutStorageEvent } from '../machines/signed-out-saves.machine';
import type { StopwatchEvent } from '../machines/toasts.machine';
import type { ScrollUiEvent } from '../machines/scroll-ui.machine';
import type { AppUiEvent } from '../machines/app-ui.machine';
import { viewportSize } from '../domain/app-ui';
import { SIGNED_OUT_SAVES_STORAGE_KEY } from '../domain/held-saves';
import { THEME_STORAGE_KEY, type Theme } from '../domain/theme';
import { themeMachine } from '../machines/theme.machine';
import { themeEffects } from './theme';
import { storageOf, type ActorDeps } from './actor-deps';
import { readKey } from './stored-keys';

/** The toast's stopwatch: answers a lap with the ms since it started or last restarted. */
export function createStopwatch(now: () => number) {
  return fromCallback<StopwatchEvent>(({ sendBack, receive }) => {
    let since = now();
    receive((event) => {
      if (event.type === 'stopwatch.lap') sendBack({ type: 'stopwatch.lapped', ms: now() - since });
      else since = now();
    });
  });
}

/** The late root actors' real invoked actors, by the names their machines declare. */
export function createLateRootActors(api: Api, deps: ActorDeps = {}) {
  const storage = storageOf(deps);

  const restoreSignedOutSaves = fromPromise<string[]>(() =>
    Promise.resolve(readKey(storage, SIGNED_OUT_SAVES_STORAGE_KEY)),
  );

  const persistSignedOutSaves = fromCallback<SignedOutStorageEvent>(({ receive }) => {
    receive((event) => {
      try {
        if (event.held.length === 0) storage?.removeItem(SIGNED_OUT_SAVES_STORAGE_KEY);
        else storage?.setItem(SIGNED_OUT_SAVES_STORAGE_KEY, JSON.stringify(event.held));
      } catch (error) {
        console.warn('Could not store the signed-out saves', error);
      }
    });
  });

  /** Saves each held pin once via repin, to the profile; failures are counted, never thrown. */
  const mergeSignedOutSaves = fromPromise<MergeResult, { pinIds: string[]; userId: string }>(
    async ({ input, signal }) => {
      const result: MergeResult = { saved: [], failed: 0 };
      for (const pinId of input.pinIds) {
        try {
          const saved = await api.repin({ pinId, boardId: null, userId: input.userId }, { signal });
          result.saved.push({ pinId, result: saved });
        } catch {
          result.failed += 1;
        }
      }
      return result;
    },
  );

  return {
    restoreSignedOutSaves,
    persistSignedOutSaves,
    mergeSignedOutSaves,
    stopwatch: createStopwatch(deps.now ?? (() => Date.now())),
  };
}

export type LateRootActors = ReturnType<typeof createLateRootActors>;

/** The page's scroll position, sent on each scroll (and once at the start, where the page is). */
export const windowScroll = fromCallback<ScrollUiEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  const send = () => sendBack({ type: 'scroll.moved', y: window.scrollY });
  if (window.scrollY > 0) send();
  window.addEventListener('scroll', send, { passive: true });
  return () => window.removeEventListener('scroll', send);
});

/**
 * The window's focus, blur, visibility, page hide and size, as app UI events (spec 3 section 4:
 * session focus follows window focus, blur, visibility and page hide), and the autoplay flag from
 * the reduced-motion choice. Sent once at the start too.
 */
export const windowEvents = fromCallback<AppUiEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  const focus = () => {
    const away = document.visibilityState === 'hidden' || !document.hasFocus();
    sendBack({ type: away ? 'app.blur' : 'app.focus' });
  };
  const blur = () => sendBack({ type: 'app.blur' });
  const size = () => sendBack({ type: 'viewport.changed', size: viewportSize(window.innerWidth) });
  size();
  // The autoplay flag follows the viewer's reduced-motion choice: asked for, no video autoplays.
  const motion =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)')
      : null;
  const autoplay = () => sendBack({ type: 'autoplay.set', on: !(motion?.matches ?? false) });
  autoplay();
  motion?.addEventListener?.('change', autoplay);
  const listeners: [EventTarget, string, () => void][] = [
    [window, 'focus', focus],
    [window, 'blur', blur],
    [window, 'pageshow', focus],
    [window, 'pagehide', blur],
    [document, 'visibilitychange', focus],
    [window, 'resize', size],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    motion?.removeEventListener?.('change', autoplay);
  };
});

/**
 * Dark mode's storage and reload (spec 2 section 4; decision 038): the stored theme as the page's
 * inline script reads it (unreadable storage is light), and a toggle that stores and reloads. A
 * store that throws still reloads, into the theme that is stored.
 */
export function provideTheme(deps: ActorDeps = {}) {
  const storage = storageOf(deps);
  const reload =
    deps.reload ?? (() => (typeof window !== 'undefined' ? themeEffects.reload() : undefined));
  return themeMachine.provide({
    actors: {
      readTheme: fromPromise<Theme>(() => Promise.resolve(readKey(storage, THEME_STORAGE_KEY))),
      storeAndReload: fromPromise<void, { theme: Theme }>(({ input }) => {
        try {
          storage?.setItem(THEME_STORAGE_KEY, input.theme);
        } catch (error) {
          console.warn('Could not store the theme', error);
        }
        reload();
        return Promise.resolve();
      }),
    },
  });
}
