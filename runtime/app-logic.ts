// The root machine with every child provided with its real actors, the per-pin kinds and the page
// actors included: the headless runs and tests start it whole. The app starts the startup root
// (create-actors.ts) and loads the rest after the first paint (pin-logic.ts); kept apart so the
// startup root's module imports none of the late logic (docs/decisions/119).
import type { Api } from '../api/api';
import { appMachine } from '../machines/app.machine';
import type { ActorDeps } from './actor-deps';
import { coreActors, createSessionActors } from './create-actors';
import { createPinActors, feedWindowRule, providePageLogic, providePinKinds } from './pin-logic';
import { createLateRootActors } from './late-root-actors';

/** Every real invoked actor, by the names the machines declare in `setup({ actors })`. */
export function createActors(api: Api, deps: ActorDeps = {}) {
  return {
    ...createSessionActors(api, deps),
    ...createLateRootActors(api, deps),
    ...createPinActors(api, deps),
  };
}

/** The root machine with every child provided with its real actors. */
export function createAppLogic(api: Api, deps: ActorDeps = {}) {
  const actors = createActors(api, deps);
  const pinLogic = Object.fromEntries(
    Object.values(providePinKinds(actors, api, deps)).map((kind) => [kind.kind, kind.logic]),
  );
  return appMachine.provide({
    actors: {
      ...coreActors(actors, () => feedWindowRule),
      ...pinLogic,
      ...providePageLogic(api, deps),
    },
  });
}
