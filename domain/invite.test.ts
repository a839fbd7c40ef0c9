import { expect, test } from 'vitest';
import {
  boardInviteMarkers,
  inviteCodeFromQuery,
  inviterName,
  showsInviteLandingToast,
  showsInviterPopover,
  withoutBoardMarkers,
} from './invite';

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

test('the inviter is named by the first name, else the full name, cut to 30 characters', () => {
  expect(inviterName({ first_name: 'Jordan', full_name: 'Jordan Ellis' })).toBe('Jordan');
  expect(inviterName({ first_name: '', full_name: 'Jordan Ellis' })).toBe('Jordan Ellis');
  expect(inviterName({ first_name: 'x'.repeat(45) })).toBe(`${'x'.repeat(30)}…`);
  expect(inviterName({ first_name: ' ', full_name: '' })).toBe('Someone');
});

test('a board url may carry the query markers board_url, accept_invite and seamless', () => {
  expect(boardInviteMarkers('?accept_invite=true&seamless=1&board_url=%2Fa%2Fb%2F')).toEqual({
    acceptInvite: true,
    seamless: true,
    boardUrl: '/a/b/',
  });
  expect(boardInviteMarkers('?accept_invite=false&seamless=0')).toEqual({
    acceptInvite: false,
    seamless: false,
    boardUrl: null,
  });
  // board_url is a path of this app, never an outside address.
  expect(boardInviteMarkers('?board_url=https%3A%2F%2Fevil.example').boardUrl).toBe(null);
  expect(boardInviteMarkers('?board_url=%2F%2Fevil.example').boardUrl).toBe(null);
  expect(boardInviteMarkers('?accept_invite').acceptInvite).toBe(true);
});

test('once handled, the markers leave the address and the rest stays', () => {
  expect(withoutBoardMarkers('/a/b/', '?accept_invite=1&seamless=1&board_url=%2Fx&q=1')).toBe(
    '/a/b/?q=1',
  );
  expect(withoutBoardMarkers('/a/b/', '?accept_invite=1')).toBe('/a/b/');
});
