// What the saving calls send, field by field, as spec 1 section 7 lists them.
import { expect, test } from 'vitest';
import { capturingApi } from './capture-fetch.test-support';

const view = { viewType: 'home_feed', viewParameter: 141, component: 'pin_card' } as const;

test('Repin create sends pin_id, board_id, section, clientTrackingParams, user_id, eventContext and disable_event_log_info', async () => {
  const { api, bodies } = capturingApi({ id: 'r1', board: null, section: null });
  await api.repin({
    pinId: 'p1',
    boardId: 'b1',
    sectionId: 's1',
    userId: 'u1',
    clientTrackingParams: 'ctp',
    eventContext: view,
  });
  expect(bodies).toEqual([
    {
      pin_id: 'p1',
      board_id: 'b1',
      section: 's1',
      user_id: 'u1',
      clientTrackingParams: 'ctp',
      eventContext: view,
      disable_event_log_info: true,
    },
  ]);
});

test('Pin delete sends id, board_id and client_tracking_params', async () => {
  const { api, bodies } = capturingApi();
  await api.deletePin({ id: 'p1', boardId: 'b1', clientTrackingParams: 'ctp' });
  expect(bodies).toEqual([{ id: 'p1', board_id: 'b1', client_tracking_params: 'ctp' }]);
});
