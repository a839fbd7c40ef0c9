// Helpers for machine tests: answers a test settles by hand, and a microtask flush so promise
// actors deliver their results before the next assertion.
import { createActor, enqueueActions, fromCallback, setup } from 'xstate';
import type {
  ActorRefFrom,
  AnyActorLogic,
  AnyActorRef,
  AnyEventObject,
  SimulatedClock,
} from 'xstate';
import { entityStoreLogic } from './entity-store.machine';
import { toastsMachine } from './toasts.machine';
import type { SessionUser } from './session.machine';
import type { EditFormKind } from '../domain/edit-forms';
import type { EditFormRequest } from './edit-form-types';

/** The default signed-in fixture user as the session holds it (`u1`, `pinstate`). */
export const testUser: SessionUser = {
  id: 'u1',
  username: 'pinstate',
  fullName: 'Pin State',
  firstName: 'Pin',
  isPartner: false,
  isEmployee: false,
  country: 'US',
  createdAt: '2024-01-01T00:00:00.000Z',
  saveBehavior: 0,
  boardCount: 3,
};

/** A named edit form following the rules of `kind`, about `id`, for form tests. */
export function formOf(kind: EditFormKind, id: string): EditFormRequest {
  switch (kind) {
    case 'create':
      return { name: 'newPin' };
    case 'pin':
      return { name: 'pin', pinId: id, boardId: 'b1', boardUrl: '/pinstate/b1/' };
    case 'save':
      return { name: 'save', saveId: id, pinId: 'p1', fromBoardId: 'b1' };
    case 'board':
      return { name: 'board', boardId: id, ownerUsername: 'pinstate' };
    case 'section':
      return { name: 'section', sectionId: id, boardUrl: '/pinstate/b1/' };
    case 'saveBehavior':
      return { name: 'saveBehavior', userId: id };
  }
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test resolves or rejects when it chooses. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actors that wait on them. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** A callback actor that records every event it receives (a stand-in for a long-lived actor). */
export function recorder(received: AnyEventObject[]) {
  return fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => received.push(event));
  });
}

/** An error as the API client raises it: a status and the server's message. */
export function apiError(status: number, serverMessage: string | null) {
  return Object.assign(new Error(serverMessage ?? `failed with ${status}`), {
    status,
    serverMessage,
  });
}

/**
 * A host for a machine under test, with the long-lived actors it talks to: the real toasts
 * machine as `toasts`, the entity store as `entities`, and the subject as `subject`, all in one
 * system (so `system.get('toasts')` works as at the app root).
 */
export function createHost<TLogic extends AnyActorLogic>(options: {
  subject: TLogic;
  input?: unknown;
  clock?: SimulatedClock;
  extra?: Record<string, AnyActorLogic>;
  /** Inputs of the extra actors, by id. */
  extraInputs?: Record<string, unknown>;
}) {
  const extraIds = Object.keys(options.extra ?? {});
  const actors: Record<string, AnyActorLogic> = {
    subject: options.subject,
    toasts: toastsMachine,
    entities: entityStoreLogic,
    ...(options.extra ?? {}),
  };
  const host = setup({
    actors,
  }).createMachine({
    entry: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('toasts', { systemId: 'toasts' });
      enqueue.spawnChild('entities', { systemId: 'entities' });
      for (const id of extraIds) {
        enqueue.spawnChild(id, { systemId: id, input: options.extraInputs?.[id] });
      }
      enqueue.spawnChild('subject', { systemId: 'subject', input: options.input });
    }),
  });
  const root = createActor(host, options.clock ? { clock: options.clock } : {});
  root.start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  return {
    root,
    subject: get('subject') as ActorRefFrom<TLogic>,
    toasts: get('toasts') as ActorRefFrom<typeof toastsMachine>,
    entities: get('entities') as ActorRefFrom<typeof entityStoreLogic>,
    get,
  };
}
