// The calls the app makes at its start: a pin, a feed page, a user, the viewer's experiences. The app carries these from
// the first paint; the rest of the client (client.ts) loads on first use (lazy-client.ts).
import type { Api, CallOptions } from './api';
import type { Experience, Pin, User } from '../domain/types';
import { feedRoute, READ_ROUTES } from './read-routes';
import type { CreateApiOptions } from './transport';
import { createTransport } from './transport';

export type ReadApi = Pick<Api, 'getPin' | 'getFeed' | 'getUser' | 'getExperiences'>;

/** The read calls over fetch. */
export function createReadApi(options: CreateApiOptions): ReadApi {
  const { readObject, readList, readPage } = createTransport(options, READ_ROUTES);
  return {
    getPin: (id, o?: CallOptions) =>
      readObject<Pin>('getPin', { params: { id }, signal: o?.signal }),
    getFeed: (query, o) => {
      const { route, params } = feedRoute(query);
      return readPage<Pin>(route, {
        params,
        query: {
          q: query.q,
          rs: query.rs,
          country: query.country,
          type: query.type,
          category: query.category,
          bookmark: query.bookmark,
          page_size: query.pageSize,
        },
        signal: o?.signal,
      });
    },

    getUser: (usernameOrId, o) =>
      readObject<User>('getUser', { params: { id: usernameOrId }, signal: o?.signal }),
    // Extra context travels as JSON text, as the specs write it (none: left out).
    getExperiences: (extraContext, o) =>
      readList<Experience>('getExperiences', {
        query: { extra_context: extraContext && JSON.stringify(extraContext) },
        signal: o?.signal,
      }),
  };
}
