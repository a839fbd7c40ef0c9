// The mobile deep link's browser effects (spec 3 section 4 "Mobile deep link"; decision 054): the
// user agent and the app upsell's stored dismissal read at the start, the dismissal kept in
// browser storage. The store is the app's hand-off page, reached by the machine's `navigate`;
// its redirect cannot fail inside the app, so `openStore` keeps the machine's own.
import { fromPromise } from 'xstate';
import { APP_UPSELL_STORAGE_KEY, appUpsellSnoozeLeft } from '../domain/deep-link';
import { deepLinkMachine, type DeepLinkStart } from '../machines/deep-link.machine';
import { storageOf, type ActorDeps } from './actor-deps';
import { readKey } from './stored-keys';

export function provideDeepLink(deps: ActorDeps = {}) {
  const storage = storageOf(deps);
  const now = deps.now ?? Date.now;
  return deepLinkMachine.provide({
    actors: {
      readStart: fromPromise<DeepLinkStart>(() => {
        const userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : '';
        const dismissedAt = readKey(storage, APP_UPSELL_STORAGE_KEY);
        return Promise.resolve({
          userAgent,
          snoozeLeftMs: appUpsellSnoozeLeft(dismissedAt, now()),
        });
      }),
    },
    actions: {
      storeDismissal: () => {
        try {
          storage?.setItem(APP_UPSELL_STORAGE_KEY, String(now()));
        } catch (error) {
          console.warn('Could not store the app upsell dismissal', error);
        }
      },
    },
  });
}
