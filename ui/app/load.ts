// One page's data load as a tiny machine: loading, loaded, failed (with retry). Pages render its
// snapshot; the load itself is an invoked promise actor that receives an AbortSignal.
import { useActorRef, useSelector } from '@xstate/react';
import { assign, setup } from 'xstate';
import { ApiError } from '../../api/api';
import { SAVE_ERROR_FALLBACK } from '../../domain/save';
import { fromAbortablePromise } from './abortable';

export interface LoadInput {
  load: (signal: AbortSignal) => Promise<unknown>;
}

export interface LoadFailure {
  message: string;
  /** HTTP status when the server answered (404 means not found), 0 otherwise. */
  status: number;
}

function failureOf(error: unknown): LoadFailure {
  if (error instanceof ApiError) {
    return { message: error.serverMessage ?? error.message, status: error.status };
  }
  const status =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
      ? error.status
      : 0;
  return {
    message: error instanceof Error ? error.message : SAVE_ERROR_FALLBACK,
    status,
  };
}

/** Loads once on start; `load.retry` after a failure loads again. */
export const loadMachine = setup({
  types: {
    input: {} as LoadInput,
    context: {} as { input: LoadInput; data: unknown; failure: LoadFailure | null },
    events: {} as { type: 'load.retry' },
  },
  actors: {
    runLoad: fromAbortablePromise<unknown, LoadInput>(({ input, signal }) => input.load(signal)),
  },
}).createMachine({
  id: 'pageLoad',
  context: ({ input }) => ({ input, data: undefined, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'runLoad',
        src: 'runLoad',
        input: ({ context }) => context.input,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ failure: null }) } } },
  },
});

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: LoadFailure; retry: () => void };

/**
 * Starts a load when the component mounts (remount with a `key` for a new id) and returns its
 * state. The load function is read once, on mount.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const ref = useActorRef(loadMachine, { input: { load } });
  const value = useSelector(ref, (s) => s.value);
  const data = useSelector(ref, (s) => s.context.data);
  const failure = useSelector(ref, (s) => s.context.failure);
  if (value === 'loaded') return { status: 'loaded', data: data as T };
  if (value === 'failed' && failure) {
    return { status: 'failed', failure, retry: () => ref.send({ type: 'load.retry' }) };
  }
  return { status: 'loading' };
}
