import { expect, test } from 'vitest';
import { inviteCodeFromQuery, showsInviteLandingToast, showsInviterPopover } from './invite';

test('the invite code is read from invite_code in the url', () => {
  expect(inviteCodeFromQuery('?invite_code=INVITEVALID&x=1')).toBe('INVITEVALID');
  expect(inviteCodeFromQuery('?invite_code=')).toBe(null);
  expect(inviteCodeFromQuery('')).toBe(null);
});

test('logged-out desktop users get an inviter popover', () => {
  expect(showsInviterPopover({ signedIn: false, device: 'desktop', inviteChannel: 1 })).toBe(true);
  expect(showsInviterPopover({ signedIn: false, device: 'mobile', inviteChannel: 1 })).toBe(false);
  expect(showsInviterPopover({ signedIn: true, device: 'desktop', inviteChannel: 1 })).toBe(false);
});

test('no inviter popover for invite channels 5, 9, 12 and 16', () => {
  for (const inviteChannel of [5, 9, 12, 16]) {
    expect(showsInviterPopover({ signedIn: false, device: 'desktop', inviteChannel })).toBe(false);
  }
});

test('logged-in users see a landing toast if the inviter is not themselves and both allow messaging', () => {
  const base = {
    viewerId: 'u1',
    senderId: 'u10',
    viewerAllowsMessaging: true,
    senderAllowsMessaging: true,
  };
  expect(showsInviteLandingToast(base)).toBe(true);
  expect(showsInviteLandingToast({ ...base, senderId: 'u1' })).toBe(false);
  expect(showsInviteLandingToast({ ...base, senderAllowsMessaging: false })).toBe(false);
  expect(showsInviteLandingToast({ ...base, viewerAllowsMessaging: false })).toBe(false);
  expect(showsInviteLandingToast({ ...base, viewerId: null })).toBe(false);
});
