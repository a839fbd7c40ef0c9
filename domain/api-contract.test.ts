// A page loaded as the scenario player calls the player's copy of the data (docs/decisions/085);
// every other page calls the API as it is.
import { expect, test } from 'vitest';
import { createApi } from '../api/client';
import {
  apiAddressFor,
  apiBaseOn,
  checkApiBase,
  isPlayerPath,
  PLAYER_API_PREFIX,
} from './api-contract';

test('the player pages are /scenarios and what is under it, nothing else', () => {
  expect(isPlayerPath('/scenarios')).toBe(true);
  expect(isPlayerPath('/scenarios/')).toBe(true);
  expect(isPlayerPath('/scenarios/favorite')).toBe(true);
  expect(isPlayerPath('/')).toBe(false);
  expect(isPlayerPath('/scenariosx')).toBe(false);
  expect(isPlayerPath('/search/scenarios')).toBe(false);
});

test("a player page's own-origin calls go to the player's copy, once", () => {
  const on = '/scenarios/favorite';
  expect(apiAddressFor('/v3/pins/1/', on)).toBe(`${PLAYER_API_PREFIX}/v3/pins/1/`);
  expect(apiAddressFor('/_control/reset', on)).toBe(`${PLAYER_API_PREFIX}/_control/reset`);
  expect(apiAddressFor(`${PLAYER_API_PREFIX}/_control/reset`, on)).toBe(
    `${PLAYER_API_PREFIX}/_control/reset`,
  );
});

test('another page, another origin and a request object are left alone', () => {
  expect(apiAddressFor('/v3/pins/1/', '/')).toBe('/v3/pins/1/');
  expect(apiAddressFor('https://elsewhere.example/x', '/scenarios')).toBe(
    'https://elsewhere.example/x',
  );
  expect(apiAddressFor('//elsewhere.example/x', '/scenarios')).toBe('//elsewhere.example/x');
  const url = new URL('http://127.0.0.1/v3/');
  expect(apiAddressFor(url, '/scenarios')).toBe(url);
});

test('VITE_API_BASE: an http or https address, its trailing slashes dropped; none is the own origin', () => {
  expect(checkApiBase(undefined)).toBe('');
  expect(checkApiBase('  ')).toBe('');
  expect(checkApiBase('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
  expect(checkApiBase('https://backend.example/api//')).toBe('https://backend.example/api');
});

test('VITE_API_BASE that is not an http or https address is refused with a sentence', () => {
  expect(() => checkApiBase('/api')).toThrow(
    "VITE_API_BASE must be the backend's http or https address (e.g. http://127.0.0.1:8080), got /api",
  );
  expect(() => checkApiBase('ftp://backend.example')).toThrow(
    'VITE_API_BASE must be an http or https address, got ftp://backend.example',
  );
  expect(() => checkApiBase('http://backend.example/?x=1')).toThrow(/no query or fragment/);
});

test("with a backend of another origin, a player page calls that backend's copy for the player", async () => {
  const base = 'http://backend.test:8080';
  expect(apiBaseOn(base, '/scenarios/favorite')).toBe(`${base}${PLAYER_API_PREFIX}`);
  expect(apiBaseOn(base, '/')).toBe(base);
  // The page's own origin: its paths are moved under the copy by apiAddressFor instead.
  expect(apiBaseOn('', '/scenarios/favorite')).toBe('');
  // What leaves the client: every call under the backend's /_player, none left at its root.
  const urls: string[] = [];
  const api = createApi({
    baseUrl: apiBaseOn(base, '/scenarios/favorite'),
    getViewerId: () => null,
    fetch: (url) => {
      urls.push(apiAddressFor(typeof url === 'string' ? url : '', '/scenarios/favorite'));
      return Promise.resolve(
        new Response(JSON.stringify({ resource_response: { data: { id: '1' } } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  await api.getPin('1');
  expect(urls).toEqual([`${base}${PLAYER_API_PREFIX}/v3/pins/1/`]);
});
