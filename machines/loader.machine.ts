// A page's data load (spec 3 section 2 routes: a board, a pin, a profile, the accounts of the login
// page): loading, loaded, failed with retry. The input names the load (loads.ts); the invoked
// `load`, provided at the root, fetches it with an AbortSignal, so leaving the page cancels it.
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { SAVE_ERROR_FALLBACK } from '../domain/save';
import type { CatalogueEntry } from './catalogue-entry';
import { serverError } from './catalogue-entry';
import { loadKey, type LoadRequest } from './loads';
import { providedAtRoot } from './provided-at-root';

/** The loader is started with the named load it fetches. */
export type LoaderInput = LoadRequest;

export interface LoadFailure {
  message: string;
  /** HTTP status when the server answered (404 means not found), 0 otherwise. */
  status: number;
}

export interface LoaderContext {
  request: LoadRequest;
  data: unknown;
  failure: LoadFailure | null;
}

export type LoaderEvent = { type: 'load.retry' };

/** The server's message and status when the call failed with one, else the error's own words. */
export function failureOf(error: unknown): LoadFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    serverMessage?: unknown;
    message?: unknown;
    status?: unknown;
  };
  const message =
    (typeof e.serverMessage === 'string' && e.serverMessage) ||
    (typeof e.message === 'string' && e.message) ||
    SAVE_ERROR_FALLBACK;
  return { message, status: typeof e.status === 'number' ? e.status : 0 };
}

/**
 * Loads once on start (`loading`, tag `busy`); the answer is kept in `data` (`loaded`), a failure
 * in `failure` (`failed`), from where `load.retry` loads again.
 */
export const loaderMachine = setup({
  types: {
    input: {} as LoaderInput,
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  actors: {
    load: providedAtRoot<unknown, LoadRequest>('load'),
  },
  actions: {
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({
    request: input,
    data: undefined,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.request,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'load.retry': { target: 'loading', actions: 'forgetFailure' } } },
  },
});

export type LoaderSnapshot = SnapshotFrom<typeof loaderMachine>;

export const loaderCatalogueEntry: CatalogueEntry = {
  id: 'loader',
  title: 'Page data load',
  specSection: 'spec 3 section 2 (routes), spec 3 section 8 (a failed load shows its message)',
  machine: loaderMachine,
  sampleInput: { what: 'boardEdit', boardId: 'b13', page: 'edit', viewer: null },
  events: [{ event: { type: 'load.retry' }, label: 'Press Try again' }],
  coverageEvents: [
    { type: 'xstate.done.actor.load', output: { id: 'b13' } },
    { type: 'xstate.error.actor.load', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as LoaderContext;
    return JSON.stringify([s.value, c.data !== undefined, c.failure !== null]);
  },
  summarize: (context) => {
    const c = context as LoaderContext;
    return `${loadKey(c.request)}${c.failure ? ` (${c.failure.message})` : ''}`;
  },
};
