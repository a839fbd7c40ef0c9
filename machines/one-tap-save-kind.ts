// The one-tap save as a per-pin kind (`pin.<id>.oneTapSave`, spec 1 section 4 "one-tap save
// button"): the entity store's save first, else the server's.
import { serverError } from './catalogue-entry';
import { effectiveSaved } from './entity-store.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { definePinKind, localPin, type PinSpawn } from './pin-kind';
import { profileRepin, sampleSaved } from './save-samples';

/** The per-pin kind `oneTapSave` (`pin.<id>.oneTapSave`): the store's save first, else the server's. */
export const oneTapSavePinKind = definePinKind({
  kind: 'oneTapSave',
  logic: oneTapSaveMachine,
  inputFrom: (seed: PinSpawn & { surface?: string | null }, entities, viewer) => ({
    pinId: seed.pinId,
    saved: effectiveSaved(localPin(entities, seed.pinId), seed.pin),
    viewerId: viewer.id,
    username: viewer.username,
    surface: seed.surface ?? null,
    view: seed.view ?? null,
    ...(seed.pin?.trackingParams ? { clientTrackingParams: seed.pin.trackingParams } : {}),
  }),
  catalogue: {
    id: 'one-tap-save',
    title: 'One-tap save',
    specSection: 'spec 1 section 4 (one-tap save button), section 8',
    machine: oneTapSaveMachine,
    sampleInput: { pinId: '100001', saved: null, viewerId: 'u1' },
    coverageInputs: [
      { pinId: '100001', saved: null, viewerId: 'u1' },
      { pinId: '100001', saved: sampleSaved, viewerId: 'u1' },
      { pinId: '100001', saved: null, viewerId: null },
      { pinId: '100001', saved: null, viewerId: 'u1', surface: 'explore-local' },
      { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
    ],
    events: [{ event: { type: 'save.toggle' }, label: 'Tap the save button' }],
    coverageEvents: [
      { type: 'xstate.done.actor.ensureQuickSaves', output: { id: 'b2' } },
      { type: 'xstate.error.actor.ensureQuickSaves', error: serverError },
      { type: 'xstate.done.actor.savePin', output: profileRepin },
      { type: 'xstate.error.actor.savePin', error: serverError },
      { type: 'xstate.done.actor.deleteSave', output: undefined },
      { type: 'xstate.error.actor.deleteSave', error: serverError },
    ],
  },
});
