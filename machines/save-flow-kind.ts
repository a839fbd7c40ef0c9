// The per-pin kind `save` (`pin.<id>.save`, machines/pin-kinds.ts): how a card's seed becomes the
// save flow's input, and the flow's catalogue entry (sample inputs, events, answers for path
// coverage).
import { serverError } from './catalogue-entry';
import { effectiveSaved } from './entity-store.machine';
import { definePinKind, localPin, type PinSpawn } from './pin-kind';
import { saveFlowMachine } from './save-flow.machine';
import type { SaveFlowContext } from './save-flow-types';
import { boardRepin, sampleSaved } from './save-samples';

/** What a card adds for its save flow. */
export interface SaveFlowSeed extends PinSpawn {
  /** The original pin id when this pin is itself a repin (remembered after a save). */
  originalPinId?: string | null;
  /** The viewer is a new user: board save toasts offer 'Organize' (spec 3 section 4). */
  isNewUser?: boolean;
}

/** The per-pin kind `save` (`pin.<id>.save`): the store's save first, else the server's. */
export const saveFlowPinKind = definePinKind({
  kind: 'save',
  logic: saveFlowMachine,
  inputFrom: (seed: SaveFlowSeed, entities, viewer) => ({
    pinId: seed.pinId,
    originalPinId: seed.originalPinId ?? null,
    saved: effectiveSaved(localPin(entities, seed.pinId), seed.pin),
    viewerId: viewer.id,
    username: viewer.username,
    isNewUser: seed.isNewUser ?? false,
    thumbnailUrl: seed.pin?.images?.['236x']?.url ?? null,
    clientTrackingParams: seed.pin?.trackingParams ?? null,
    view: seed.view ?? null,
  }),
  catalogue: {
    id: 'save-flow',
    title: 'Save (repin) flow and board picker',
    specSection: 'spec 1 section 4 (save flow), spec 3 section 4 (save flow, save-behaviour)',
    machine: saveFlowMachine,
    sampleInput: { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
    coverageInputs: [
      { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: sampleSaved, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: null, viewerId: null, username: null },
    ],
    events: [
      { event: { type: 'pin.save' }, label: 'Save to profile' },
      {
        event: { type: 'pin.save', boardId: 'b1', boardName: 'Home decor' },
        label: 'Save to a board',
      },
      { event: { type: 'picker.open' }, label: 'Open the board picker' },
      { event: { type: 'picker.close' }, label: 'Close the board picker' },
      { event: { type: 'picker.retry' }, label: 'Retry loading boards' },
      { event: { type: 'board.create', title: 'Patio' }, label: 'Create a board' },
      {
        event: { type: 'board.create', title: 'x'.repeat(51) },
        label: 'Create a board (title too long)',
      },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.savePin', output: boardRepin },
      { type: 'xstate.error.actor.savePin', error: serverError },
      {
        type: 'xstate.snapshot.boardPicker',
        snapshot: {
          context: {
            createdBoard: { id: 'b99', name: 'Patio', url: '/pinstate/patio/', privacy: 'public' },
          },
        },
      },
    ],
    serializeState: (s) => {
      const c = s.context as SaveFlowContext;
      return JSON.stringify([
        s.value,
        c.saved !== null,
        c.createdBoard?.id ?? null,
        c.error !== null,
      ]);
    },
  },
});
