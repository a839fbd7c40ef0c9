// A pin feed actor for one grid, with the page request going to the fake API.
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FeedQuery, Page } from '../../api/api';
import type { Pin } from '../../domain/types';
import { feedMachine, type FetchPageInput } from '../../machines/feed.machine';
import { fromAbortablePromise } from '../app/abortable';
import { api } from '../app/system';

export const liveFeedMachine = feedMachine.provide({
  actors: {
    fetchPage: fromAbortablePromise<Page<Pin>, FetchPageInput>(({ input, signal }) =>
      api.getFeed(input.query, { signal }),
    ),
  },
});

export type FeedRef = ActorRefFrom<typeof liveFeedMachine>;

/** Starts the feed for `query` on mount; give the component a `key` per query to restart it. */
export function useFeed(query: Omit<FeedQuery, 'bookmark'>): FeedRef {
  return useActorRef(liveFeedMachine, { input: { query } });
}
