// A client whose fetch keeps each call's JSON body and answers `data`: what a call sends, read
// as it leaves the client.
import type { Api } from './api';
import { createApi } from './client';

export function capturingApi(data: unknown = {}): { api: Api; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const api = createApi({
    baseUrl: 'http://api.test',
    getViewerId: () => 'u1',
    fetch: (_url, init) => {
      bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      return Promise.resolve(
        new Response(JSON.stringify({ resource_response: { data } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  return { api, bodies };
}
