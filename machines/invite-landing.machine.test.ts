// Invite landing (spec 3 section 4 "Invite landing"; section 7 InviteCodeMetadataResource get;
// section 8 "Invite lookup failure"; section 2 "Shared pin header"), on a simulated clock with the
// real toasts actor beside it.
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { InviteMetadata } from '../api/api';
import {
  inviteLandingMachine,
  selectInvite,
  selectInviterPopover,
  selectSharedPinHeader,
  type InviteViewer,
} from './invite-landing.machine';
import { apiError, createHost, deferred, flush } from './test-support';
import type { Deferred } from './test-support';

const VISITOR: InviteViewer = { id: null, allowsMessaging: false, device: 'desktop' };
const SIGNED_IN: InviteViewer = { id: 'u1', allowsMessaging: true, device: 'desktop' };

const metadata = (over: Partial<InviteMetadata> = {}): InviteMetadata => ({
  first_name: 'Jordan',
  is_default_image: false,
  image_medium_url: '/media/avatars/u10.png',
  invite_channel: 1,
  sender_id: 'u10',
  should_show_messaging: true,
  pin_id: '100001',
  ...over,
});

function land(viewer: InviteViewer, code = 'INVITEVALID') {
  const clock = new SimulatedClock();
  const lookups: { code: string; answer: Deferred<InviteMetadata> }[] = [];
  const subject = inviteLandingMachine.provide({
    actors: {
      lookupInvite: fromPromise(({ input }: { input: { code: string } }) => {
        const answer = deferred<InviteMetadata>();
        lookups.push({ code: input.code, answer });
        return answer.promise;
      }),
    },
  });
  const host = createHost({ subject, input: { code, viewer }, clock });
  const emitted: AnyEventObject[] = [];
  host.subject.on('*', (e: AnyEventObject) => emitted.push(e));
  const answer = async (invite: InviteMetadata) => {
    lookups[0]?.answer.resolve(invite);
    await flush();
  };
  const fail = async (error: unknown) => {
    lookups[0]?.answer.reject(error);
    await flush();
  };
  const toast = () => host.toasts.getSnapshot();
  const state = () => host.subject.getSnapshot();
  return { clock, lookups, host, emitted, answer, fail, toast, state };
}

test('with invite_code in the url the invite metadata is fetched', () => {
  const t = land(VISITOR, 'INVITEVALID');
  expect(t.lookups.map((l) => l.code)).toEqual(['INVITEVALID']);
  expect(t.state().value).toBe('lookingUp');
  expect(t.state().hasTag('busy')).toBe(true);
  expect(selectInvite(t.state())).toBe(null);
  expect(selectInviterPopover(t.state())).toBe(false);
});

test('logged-out desktop users get an inviter popover', async () => {
  const t = land(VISITOR);
  await t.answer(metadata());
  expect(t.state().matches({ landed: 'popover' })).toBe(true);
  expect(selectInviterPopover(t.state())).toBe(true);
  expect(t.emitted).toContainEqual({
    type: 'invite.landed',
    code: 'INVITEVALID',
    channel: 1,
    senderId: 'u10',
  });
  t.clock.increment(10_000);
  expect(t.toast().context.current).toBe(null);
});

test('no inviter popover for invite channels 5, 9, 12 and 16', async () => {
  for (const channel of [5, 9, 12, 16]) {
    const t = land(VISITOR);
    await t.answer(metadata({ invite_channel: channel }));
    expect(t.state().matches({ landed: 'quiet' }), `channel ${channel}`).toBe(true);
    expect(selectInviterPopover(t.state())).toBe(false);
  }
});

test('no inviter popover for logged-out mobile users', async () => {
  const t = land({ ...VISITOR, device: 'mobile' });
  await t.answer(metadata());
  expect(t.state().matches({ landed: 'quiet' })).toBe(true);
});

test('closing the inviter popover leaves the invite landed and quiet', async () => {
  const t = land(VISITOR);
  await t.answer(metadata());
  t.host.subject.send({ type: 'invite.dismiss' });
  expect(t.state().matches({ landed: 'quiet' })).toBe(true);
  expect(selectInvite(t.state())?.sender_id).toBe('u10');
});

test('signing in closes the inviter popover (it is for logged-out users only)', async () => {
  const t = land(VISITOR);
  await t.answer(metadata());
  t.host.subject.send({ type: 'invite.viewer', viewer: { ...VISITOR, device: 'mobile' } });
  expect(t.state().matches({ landed: 'quiet' })).toBe(true);
  const u = land(VISITOR);
  await u.answer(metadata());
  u.host.subject.send({ type: 'invite.viewer', viewer: { ...VISITOR } });
  expect(u.state().matches({ landed: 'popover' })).toBe(true);
  u.host.subject.send({ type: 'invite.viewer', viewer: SIGNED_IN });
  expect(u.state().matches({ landed: 'quiet' })).toBe(true);
  expect(u.state().context.viewer).toEqual(SIGNED_IN);
});

test('logged-in users see a landing toast if the inviter is not themselves and both sides allow messaging', async () => {
  const t = land(SIGNED_IN);
  await t.answer(metadata());
  expect(selectInviterPopover(t.state())).toBe(false);
  expect(t.toast().value).toBe('waiting');
  t.clock.increment(100);
  expect(t.toast().matches('visible')).toBe(true);
  expect(t.toast().context.current).toMatchObject({
    headline: "You joined from Jordan's invite",
    subline: 'Send them a message to say hello.',
  });
  t.clock.increment(5000);
  expect(t.toast().value).toBe('hiding');
  t.clock.increment(200);
  expect(t.toast().value).toBe('hidden');
});

test('no landing toast when the inviter is the viewer themselves', async () => {
  const t = land(SIGNED_IN);
  await t.answer(metadata({ sender_id: 'u1' }));
  t.clock.increment(1000);
  expect(t.toast().context.current).toBe(null);
  expect(t.state().matches({ landed: 'quiet' })).toBe(true);
});

test('no landing toast when either side does not allow messaging', async () => {
  const sender = land(SIGNED_IN);
  await sender.answer(metadata({ should_show_messaging: false }));
  const viewer = land({ ...SIGNED_IN, allowsMessaging: false });
  await viewer.answer(metadata());
  for (const t of [sender, viewer]) {
    t.clock.increment(1000);
    expect(t.toast().context.current).toBe(null);
  }
});

for (const [row, error] of [
  [
    '410 (the code is no longer valid)',
    apiError(410, 'Invite code INVITEFAILS is no longer valid.'),
  ],
  ['404 (unknown code)', apiError(404, 'Invite code NOPE not found.')],
  ['offline', new TypeError('Failed to fetch')],
] as const) {
  test(`invite lookup failure, ${row}: the invite is treated as absent and the UI cleared silently`, async () => {
    for (const viewer of [VISITOR, SIGNED_IN]) {
      const t = land(viewer, 'INVITEFAILS');
      await t.fail(error);
      expect(t.state().value).toBe('absent');
      expect(t.state().context.invite).toBe(null);
      expect(selectInvite(t.state())).toBe(null);
      expect(selectInviterPopover(t.state())).toBe(false);
      expect(selectSharedPinHeader(t.state())).toBe(null);
      expect(t.emitted).toEqual([{ type: 'invite.absent', code: 'INVITEFAILS' }]);
      t.clock.increment(10_000);
      expect(t.toast().context.current).toBe(null);
      expect(JSON.stringify(t.state().context)).not.toMatch(/valid|found|fetch/i);
    }
  });
}

test("the shared pin header reads '{{ name }} shared this idea with you' with the sender's avatar", async () => {
  const t = land(SIGNED_IN);
  expect(selectSharedPinHeader(t.state())).toBe(null);
  await t.answer(metadata());
  expect(selectSharedPinHeader(t.state())).toEqual({
    text: 'Jordan shared this idea with you',
    avatarUrl: '/media/avatars/u10.png',
    pinId: '100001',
  });
});

test('the shared pin header is omitted when the sender has no first name', async () => {
  const t = land(VISITOR);
  await t.answer(metadata({ first_name: '' }));
  expect(selectSharedPinHeader(t.state())).toBe(null);
});

test('the shared-pin sender name is cut to 30 characters; a default image shows no avatar', async () => {
  const t = land(VISITOR);
  await t.answer(
    metadata({ first_name: 'Bartholomew-Maximilian Fitzgerald', is_default_image: true }),
  );
  const header = selectSharedPinHeader(t.state());
  expect(header?.text).toBe('Bartholomew-Maximilian Fitzger… shared this idea with you');
  expect(header?.avatarUrl).toBe(null);
});
