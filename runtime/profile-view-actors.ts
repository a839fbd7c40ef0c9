// The profile view preferences' storage (spec 3 section 3 "Profile view preferences"): read back
// through the key's one parser (`readKey`, runtime/stored-keys.ts; unreadable storage is the
// defaults) and stored on every change.
import { fromPromise } from 'xstate';
import { PROFILE_VIEW_STORAGE_KEY, type ProfileViewPreferences } from '../domain/board-list';
import { profileViewMachine } from '../machines/profile-view.machine';
import { storageOf, type ActorDeps } from './actor-deps';
import { readKey } from './stored-keys';

export function provideProfileView(deps: ActorDeps = {}) {
  const storage = storageOf(deps);
  return profileViewMachine.provide({
    actors: {
      readPreferences: fromPromise<ProfileViewPreferences>(() =>
        Promise.resolve(readKey(storage, PROFILE_VIEW_STORAGE_KEY)),
      ),
    },
    actions: {
      store: ({ context }) => {
        try {
          storage?.setItem(PROFILE_VIEW_STORAGE_KEY, JSON.stringify(context));
        } catch (error) {
          console.warn('Could not store the profile view preferences', error);
        }
      },
    },
  });
}
