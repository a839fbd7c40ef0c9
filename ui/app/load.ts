// A page's data load is a `loader` actor of the root's system (machines/loader.machine.ts), named
// `page.<what>.loader` so the live panel and the scenarios reach it. Pages render its state.
import { useSelector } from '@xstate/react';
import { loaderActorId } from '../../machines/page-kinds';
import type { LoadFailure, LoaderSnapshot } from '../../machines/loader.machine';
import { usePageActor } from './page-actor';

export type { LoadFailure } from '../../machines/loader.machine';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: LoadFailure; retry: () => void };

const selectValue = (s: LoaderSnapshot) => s.value;
const selectData = (s: LoaderSnapshot) => s.context.data;
const selectFailure = (s: LoaderSnapshot) => s.context.failure;

/**
 * `what` for this viewer (`closeup.100031.for.u1`, `....for.visitor`): a load that depends on who
 * is looking (a secret board, a pin's saved state) is fetched again once the stored session is
 * read, or the viewer changes.
 */
export function forViewer(what: string, viewer: { id: string | null }): string {
  return `${what}.for.${viewer.id ?? 'visitor'}`;
}

/**
 * Loads `what` (`board.b13`, words and ids that name what is loaded) when the first view asks for
 * it and returns its state; the load function is read then, once. A new `what` is a new load.
 */
export function useLoad<T>(what: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const ref = usePageActor(loaderActorId(what), 'loader', { what, load });
  const value = useSelector(ref, selectValue);
  const data = useSelector(ref, selectData);
  const failure = useSelector(ref, selectFailure);
  if (value === 'loaded') return { status: 'loaded', data: data as T };
  if (value === 'failed' && failure) {
    return { status: 'failed', failure, retry: () => ref.send({ type: 'load.retry' }) };
  }
  return { status: 'loading' };
}
