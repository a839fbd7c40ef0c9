import { expect, test } from 'vitest';
import {
  canRemoveBoardMember,
  boardRole,
  canActAsProfile,
  canActOnBoard,
  canEditPin,
  canHidePin,
  hidesDrawerVisually,
  longPressOpensMenu,
  isOwnBoard,
  offersSaveBehaviorOptions,
  overflowMenuKind,
  saveButtonType,
  showsAnalyticsIndicator,
  showsEditButton,
  showsEmployeeDebug,
  showsFavoriteButton,
  statsButtonForm,
  usesOriginalImages,
} from './permissions';
import { shareAction, showsShareUpsell } from './share';
import { makeBoard, makePin, makeUser } from './test-pin';
import type { Viewer } from './types';

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  kind: 'signed-in',
  id: 'u1',
  country: 'US',
  device: 'desktop',
  isPartner: false,
  isEmployee: false,
  ...overrides,
});
const loggedOut = viewer({ kind: 'logged-out', id: null });
const owner = makeUser({ id: 'u9' });
const collaborative = makeBoard({
  id: 'b6',
  owner,
  isCollaborative: true,
  collaboratedByMe: true,
  collaboratorCount: 2,
  collaboratorPermissions: ['save_pin', 'edit_pin'],
});
const saveOnly = makeBoard({
  id: 'b7',
  owner,
  isCollaborative: true,
  collaboratorPermissions: ['save_pin'],
  collaborators: [makeUser({ id: 'u1' })],
} as Parameters<typeof makeBoard>[0]);
const othersBoard = makeBoard({ id: 'b13', owner: makeUser({ id: 'u11' }) });

test('a board counts as own when the viewer is signed in and owns it', () => {
  expect(isOwnBoard({ board: makeBoard(), viewerId: 'u1' })).toBe(true);
  expect(isOwnBoard({ board: makeBoard(), viewerId: null })).toBe(false);
  expect(isOwnBoard({ board: othersBoard, viewerId: 'u1' })).toBe(false);
});

test('board roles are owner, collaborator or none', () => {
  expect(boardRole({ board: makeBoard(), viewerId: 'u1' })).toBe('owner');
  expect(boardRole({ board: collaborative, viewerId: 'u1' })).toBe('collaborator');
  expect(boardRole({ board: saveOnly, viewerId: 'u1' })).toBe('collaborator');
  expect(boardRole({ board: othersBoard, viewerId: 'u1' })).toBe('none');
  expect(boardRole({ board: collaborative, viewerId: null })).toBe('none');
});

test('a board owner can do everything and a collaborator only the listed actions', () => {
  expect(canActOnBoard({ board: makeBoard(), viewerId: 'u1', action: 'delete_board' })).toBe(true);
  expect(canActOnBoard({ board: saveOnly, viewerId: 'u1', action: 'save_pin' })).toBe(true);
  expect(canActOnBoard({ board: saveOnly, viewerId: 'u1', action: 'edit_pin' })).toBe(false);
  expect(canActOnBoard({ board: othersBoard, viewerId: 'u1', action: 'save_pin' })).toBe(false);
});

test('edit is allowed when the viewer owns the board', () => {
  expect(canEditPin({ pin: makePin(), viewerId: 'u1' })).toBe(true);
});

test('edit is allowed when the viewer holds the board action right', () => {
  expect(canEditPin({ pin: makePin({ board: collaborative }), viewerId: 'u1' })).toBe(true);
  expect(canEditPin({ pin: makePin({ board: saveOnly }), viewerId: 'u1' })).toBe(false);
});

test("edit is allowed when the pin's access includes write", () => {
  expect(
    canEditPin({ pin: makePin({ board: othersBoard, access: ['write'] }), viewerId: 'u1' }),
  ).toBe(true);
  expect(canEditPin({ pin: makePin({ board: othersBoard }), viewerId: 'u1' })).toBe(false);
  expect(canEditPin({ pin: makePin({ access: ['write'] }), viewerId: null })).toBe(false);
});

test('save button type follows save_behavior: 0 classic, 1 inline', () => {
  const pin = makePin({ board: othersBoard });
  expect(saveButtonType({ pin, viewer: viewer(), saveBehavior: 0 })).toBe('classic');
  expect(saveButtonType({ pin, viewer: viewer(), saveBehavior: 1 })).toBe('inline');
  expect(saveButtonType({ pin, viewer: loggedOut, saveBehavior: 1 })).toBe('classic');
});

test('save button type follows ownership or collaboration on the board', () => {
  expect(saveButtonType({ pin: makePin(), viewer: viewer(), saveBehavior: 0 })).toBe('none');
  expect(
    saveButtonType({ pin: makePin({ board: collaborative }), viewer: viewer(), saveBehavior: 1 }),
  ).toBe('none');
  const partnerPin = makePin({
    pinner: makeUser({ id: 'u2' }),
    board: makeBoard({ owner: makeUser({ id: 'u2' }) }),
  });
  expect(
    saveButtonType({
      pin: partnerPin,
      viewer: viewer({ kind: 'partner', id: 'u2', isPartner: true }),
      saveBehavior: 0,
    }),
  ).toBe('promote');
});

test('save-behaviour options are offered only when signed in with a board count above 0 and below 5', () => {
  expect(offersSaveBehaviorOptions({ signedIn: true, boardCount: 1 })).toBe(true);
  expect(offersSaveBehaviorOptions({ signedIn: true, boardCount: 4 })).toBe(true);
  expect(offersSaveBehaviorOptions({ signedIn: true, boardCount: 0 })).toBe(false);
  expect(offersSaveBehaviorOptions({ signedIn: true, boardCount: 5 })).toBe(false);
  expect(offersSaveBehaviorOptions({ signedIn: false, boardCount: 3 })).toBe(false);
});

test('collaborative boards show the favorite button to their collaborators and owner', () => {
  expect(showsFavoriteButton({ board: collaborative, viewerId: 'u1' })).toBe(true);
  expect(showsFavoriteButton({ board: collaborative, viewerId: 'u9' })).toBe(true);
  // collaboratedByMe describes the current viewer; another viewer is judged by the collaborators list.
  expect(showsFavoriteButton({ board: saveOnly, viewerId: 'u5' })).toBe(false);
  expect(showsFavoriteButton({ board: saveOnly, viewerId: 'u1' })).toBe(true);
  expect(showsFavoriteButton({ board: othersBoard, viewerId: 'u5' })).toBe(true);
  expect(showsFavoriteButton({ board: othersBoard, viewerId: null })).toBe(false);
});

test('desktop users who may edit get the edit button', () => {
  expect(showsEditButton({ pin: makePin(), viewer: viewer() })).toBe(true);
  expect(showsEditButton({ pin: makePin(), viewer: viewer({ device: 'mobile' }) })).toBe(false);
  expect(showsEditButton({ pin: makePin({ board: othersBoard }), viewer: viewer() })).toBe(false);
  expect(showsEditButton({ pin: makePin(), viewer: loggedOut })).toBe(false);
});

test('overflow menus are hidden for logged-out visitors on a phone and for bots', () => {
  expect(overflowMenuKind(viewer())).toBe('full');
  expect(overflowMenuKind(loggedOut)).toBe('loggedOut');
  expect(overflowMenuKind({ ...loggedOut, device: 'mobile' })).toBe('none');
  expect(overflowMenuKind(viewer({ kind: 'bot', id: null }))).toBe('none');
});

test('hide is unavailable for promoted pins and collaborative boards the viewer collaborates on', () => {
  expect(canHidePin({ pin: makePin({ board: othersBoard }), viewerId: 'u1' })).toBe(true);
  expect(
    canHidePin({ pin: makePin({ board: othersBoard, isPromoted: true }), viewerId: 'u1' }),
  ).toBe(false);
  expect(canHidePin({ pin: makePin({ board: collaborative }), viewerId: 'u1' })).toBe(false);
  expect(canHidePin({ pin: makePin({ board: othersBoard }), viewerId: null })).toBe(false);
});

test('partner analytics indicator shows on own pins or when 30-day data exists', () => {
  const partner = viewer({ kind: 'partner', id: 'u2', isPartner: true });
  const own = makePin({ pinner: makeUser({ id: 'u2' }) });
  expect(showsAnalyticsIndicator({ pin: own, viewer: partner })).toBe(true);
  const withData = makePin({
    aggregatedPinData: {
      saves: 3,
      isShopTheLook: false,
      creatorAnalytics: { impression: 10, pinClick: 2, save: 1 },
    },
  });
  expect(showsAnalyticsIndicator({ pin: withData, viewer: partner })).toBe(true);
  expect(showsAnalyticsIndicator({ pin: makePin(), viewer: partner })).toBe(false);
  expect(showsAnalyticsIndicator({ pin: own, viewer: viewer({ id: 'u2' }) })).toBe(false);
});

test('the pin stats button is a full button only on creator profile story and activity grids', () => {
  expect(statsButtonForm('CreatorProfileStoryPinGrid')).toBe('full');
  expect(statsButtonForm('CreatorProfileActivityPinGrid')).toBe('full');
  expect(statsButtonForm('AuthHomefeed')).toBe('icon');
  expect(statsButtonForm(undefined)).toBe('icon');
});

test('employee debug info appears with a deb_ query parameter or the internal network', () => {
  const employee = viewer({ kind: 'employee', isEmployee: true });
  expect(showsEmployeeDebug({ viewer: employee, search: '?deb_pin=1' })).toBe(true);
  expect(showsEmployeeDebug({ viewer: employee, search: 'deb_=' })).toBe(true);
  expect(showsEmployeeDebug({ viewer: employee, search: '?debug=1' })).toBe(false);
  expect(showsEmployeeDebug({ viewer: employee, search: '?deb_x=1' })).toBe(true);
  expect(showsEmployeeDebug({ viewer: employee, search: '', internalNetwork: true })).toBe(true);
  expect(showsEmployeeDebug({ viewer: employee, search: '' })).toBe(false);
  expect(showsEmployeeDebug({ viewer: viewer(), search: '?deb_x=1' })).toBe(false);
});

test('a business profile takes effect with OWNER permission or the multi-factor requirement', () => {
  expect(canActAsProfile({ permissions: ['OWNER'], viewerMeetsMfaRequirement: false })).toBe(true);
  expect(canActAsProfile({ permissions: [], viewerMeetsMfaRequirement: true })).toBe(true);
  expect(canActAsProfile({ permissions: ['ANALYTICS'], viewerMeetsMfaRequirement: false })).toBe(
    false,
  );
});

test('mobile long-press opens the context menu for signed-in users, and on related pins for everyone', () => {
  expect(longPressOpensMenu({ viewer: viewer(), isRelatedPin: false })).toBe(true);
  expect(longPressOpensMenu({ viewer: loggedOut, isRelatedPin: false })).toBe(false);
  expect(longPressOpensMenu({ viewer: loggedOut, isRelatedPin: true })).toBe(true);
});

test('signed-in desktop users get the send flyout; others the default share and the upsell', () => {
  expect(shareAction(viewer())).toBe('sendFlyout');
  expect(shareAction(viewer({ device: 'mobile' }))).toBe('default');
  expect(shareAction(loggedOut)).toBe('default');
  expect(showsShareUpsell(loggedOut)).toBe(true);
  expect(showsShareUpsell(viewer({ device: 'mobile' }))).toBe(true);
  expect(showsShareUpsell(viewer())).toBe(false);
});

test('collaborators and invited users can be removed by the owner, or by themselves only', () => {
  expect(canRemoveBoardMember({ isOwner: true, memberId: 'u2', viewerId: 'u1' })).toBe(true);
  expect(canRemoveBoardMember({ isOwner: false, memberId: 'u2', viewerId: 'u2' })).toBe(true);
  expect(canRemoveBoardMember({ isOwner: false, memberId: 'u2', viewerId: 'u3' })).toBe(false);
  expect(canRemoveBoardMember({ isOwner: false, memberId: 'u2', viewerId: null })).toBe(false);
});

test('bots and social bots get original-size images and a visually hidden drawer', () => {
  expect(usesOriginalImages({ kind: 'bot' })).toBe(true);
  expect(usesOriginalImages({ kind: 'social-bot' })).toBe(true);
  expect(usesOriginalImages({ kind: 'signed-in' })).toBe(false);
  expect(hidesDrawerVisually({ kind: 'social-bot' })).toBe(true);
});
