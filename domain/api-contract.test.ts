// A page loaded as the scenario player calls the player's copy of the data (docs/decisions/085);
// every other page calls the API as it is.
import { expect, test } from 'vitest';
import { apiAddressFor, isPlayerPath, PLAYER_API_PREFIX } from './api-contract';

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
