// Sending a pin to a person from the send flyout (spec 3 section 4 "Sharing", decision 053):
// POST /v3/pins/:id/send/ records the send; a bad body is a 400 with a message and writes nothing;
// logged out is a 401; an unknown pin or person is a 404.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { KNOWN } from '../fixtures/known';
import { startTestServer, type TestServer } from './testing';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const U = KNOWN.users;
const PIN = KNOWN.pins.image;
const send = (body: unknown, viewer: string | null = U.default, pin: string = PIN) =>
  s.call('POST', `/v3/pins/${pin}/send/`, { body, viewer });
const sends = () => s.server.store.all('sends');

test('a signed-in person sends a pin to another person; the send is recorded', async () => {
  const before = sends().length;
  const answer = await send({ recipient_id: U.employee });
  expect(answer.status).toBe(200);
  expect(answer.data).toMatchObject({ pinId: PIN, senderId: U.default, recipientId: U.employee });
  expect(sends()).toHaveLength(before + 1);
  const listed = await s.call('GET', '/_control/rest/sends');
  expect(listed.body).toEqual(
    expect.arrayContaining([expect.objectContaining({ pinId: PIN, recipientId: U.employee })]),
  );
});

test('a bad body is a 400 with a message and writes nothing', async () => {
  const before = sends().length;
  for (const body of [{}, { recipient_id: '' }, { recipient_id: 7 }, { recipient_id: U.default }]) {
    const answer = await send(body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.message?.length).toBeGreaterThan(0);
  }
  const malformed = await s.call('POST', `/v3/pins/${PIN}/send/`, {
    rawBody: '{"recipient_id":',
    viewer: U.default,
  });
  expect(malformed.status).toBe(400);
  expect(sends()).toHaveLength(before);
});

test('sending while logged out is a 401 and writes nothing', async () => {
  const before = sends().length;
  const answer = await send({ recipient_id: U.employee }, null);
  expect(answer.status).toBe(401);
  expect(answer.message).toBe('Log in to send this Pin.');
  expect(sends()).toHaveLength(before);
});

test('an unknown pin or person is a 404 and writes nothing', async () => {
  const before = sends().length;
  const noPin = await send({ recipient_id: U.employee }, U.default, '999999999');
  expect(noPin.status).toBe(404);
  const noUser = await send({ recipient_id: 'u-nobody' });
  expect(noUser.status).toBe(404);
  expect(noUser.message).toContain('u-nobody');
  expect(sends()).toHaveLength(before);
});
