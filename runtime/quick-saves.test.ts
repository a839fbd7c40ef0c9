// The Quick Saves board call as it leaves the client: the spec's fields and nothing else.
import { createActor, toPromise } from 'xstate';
import { expect, test } from 'vitest';
import { capturingApi } from '../api/capture-fetch.test-support';
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
