// The Quick Saves board call as it leaves the client: the spec's fields and nothing else.
import { createActor, toPromise } from 'xstate';
import { expect, test } from 'vitest';
import { capturingApi } from '../api/capture-fetch.test-support';
import { createApi } from '../api/client';
import { EXPERIMENTS } from '../domain/experiments';
import { quickSavesFromUserState } from '../domain/user-state';
import { withTestServer } from '../fake-api/testing';
import { KNOWN } from '../fixtures/known';
import { createEnsureQuickSaves } from './quick-saves';

test("the Quick Saves board create sends name 'Quick Saves', layout quick_saves, protected false, return_existing true and user_id, nothing else", async () => {
  const { api, bodies } = capturingApi({ id: 'b9' });
  const board = await toPromise(
    createActor(createEnsureQuickSaves(api), { input: { userId: 'u1' } }).start(),
  );
  expect(board).toEqual({ id: 'b9' });
  expect(bodies).toEqual([
    {
      name: 'Quick Saves',
      layout: 'quick_saves',
      protected: false,
      return_existing: true,
      user_id: 'u1',
    },
  ]);
});

test('the Quick Saves board is asked for once per account', async () => {
  const { api, bodies } = capturingApi({ id: 'b9' });
  const ensure = createEnsureQuickSaves(api);
  for (const userId of ['u1', 'u1', 'u2']) {
    await toPromise(createActor(ensure, { input: { userId } }).start());
  }
  expect(bodies.map((body) => (body as { user_id: string }).user_id)).toEqual(['u1', 'u2']);
});

/** A client of a real fake API that notes each call as `METHOD /path/`. */
function loggedApi(url: string) {
  const calls: string[] = [];
  const api = createApi({
    baseUrl: url,
    getViewerId: () => 'u1',
    fetch: (input, init) => {
      calls.push(
        `${init?.method ?? 'GET'} ${new URL(input instanceof Request ? input.url : input).pathname}`,
      );
      return fetch(input, init);
    },
  });
  return { api, calls };
}

const ensureFor = (ensure: ReturnType<typeof createEnsureQuickSaves>) =>
  toPromise(createActor(ensure, { input: { userId: 'u1' } }).start());

test('signed in with its experiment on, the Quick Saves board id is read from the user state QUICK_SAVES_BOARD_ID', () =>
  withTestServer(async (s) => {
    const experiments = () => [EXPERIMENTS.quickSavesUserState];
    // Nothing kept yet: the board is asked for, then kept in the user state.
    const first = loggedApi(s.url);
    expect(await ensureFor(createEnsureQuickSaves(first.api, experiments))).toEqual({
      id: KNOWN.boards.quickSaves,
    });
    expect(first.calls).toEqual(['GET /v3/user_state/', 'POST /v3/boards/', 'PUT /v3/user_state/']);
    // The next session reads the kept id and creates nothing.
    const next = loggedApi(s.url);
    expect(await ensureFor(createEnsureQuickSaves(next.api, experiments))).toEqual({
      id: KNOWN.boards.quickSaves,
    });
    expect(next.calls).toEqual(['GET /v3/user_state/']);
  }));

test('with the user state experiment off, or signed out, the user state is not asked', async () => {
  expect(quickSavesFromUserState('u1', [])).toBe(false);
  expect(quickSavesFromUserState(null, [EXPERIMENTS.quickSavesUserState])).toBe(false);
  expect(quickSavesFromUserState('u1', [EXPERIMENTS.quickSavesUserState])).toBe(true);
  await withTestServer(async (s) => {
    const off = loggedApi(s.url);
    await ensureFor(createEnsureQuickSaves(off.api));
    expect(off.calls).toEqual(['POST /v3/boards/']);
  });
});
