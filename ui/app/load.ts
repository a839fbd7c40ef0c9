// A page's data load is a `loader` actor of the root's system (machines/loader.machine.ts), named
// `page.<key>.loader` after the named load it fetches (machines/loads.ts), so the live panel and
// the scenarios reach it. The runtime fetches it; pages only name it and render its state.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loaderActorId } from '../../machines/page-kinds';
import type { LoadFailure, LoaderSnapshot, loaderMachine } from '../../machines/loader.machine';
import {
  loadKey,
  type LoadName,
  type LoadRequest,
  type LoadRequestOf,
  type LoadResult,
} from '../../machines/loads';
import { usePageActor } from './page-actor';

export type { LoadFailure } from '../../machines/loader.machine';

export type LoaderRef = ActorRefFrom<typeof loaderMachine>;

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: LoadFailure; retry: () => void };

// Undefined in the moment before the loader is mounted: loading.
const selectValue = (s: LoaderSnapshot | undefined) => s?.value;
const selectData = (s: LoaderSnapshot | undefined) => s?.context.data;
const selectFailure = (s: LoaderSnapshot | undefined) => s?.context.failure;

/**
 * The state of a loader actor, with a retry that sends `load.retry`; loading while the actor is
 * not mounted yet.
 */
export function useLoaderState<T>(ref: LoaderRef | undefined): LoadState<T> {
  const value = useSelector(ref, selectValue);
  const data = useSelector(ref, selectData);
  const failure = useSelector(ref, selectFailure);
  if (value === 'loaded') return { status: 'loaded', data: data as T };
  if (ref && value === 'failed' && failure) {
    return { status: 'failed', failure, retry: () => ref.send({ type: 'load.retry' }) };
  }
  return { status: 'loading' };
}

/**
 * Loads the named load (`{ what: 'topic', id, viewer }`) when the first view asks for it and
 * returns its state. Another name or other arguments are another load.
 */
export function useLoad<N extends LoadName>(request: LoadRequestOf<N>): LoadState<LoadResult<N>> {
  return useLoaderState(useLoader(request));
}

/** The loader actor of the named load, for a view that hands it on (undefined until mounted). */
export function useLoader<N extends LoadName>(request: LoadRequestOf<N>): LoaderRef | undefined {
  // Every named load is a load request; TypeScript does not see that through the generic name.
  const named = request as LoadRequest;
  return usePageActor(loaderActorId(loadKey(named)), 'loader', named);
}
