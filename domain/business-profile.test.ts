import { expect, test } from 'vitest';
import {
  parseStoredBusinessProfile,
  activeProfileId,
  canSwitchProfiles,
  effectiveProfileId,
  orbacSubjectId,
  ownAccessProfile,
  showsProfileHeader,
} from './business-profile';

const profile = (id: string, username: string, permissions: string[], mfa: boolean) => ({
  id,
  permissions,
  user: { username, businessName: username, imgUrl: '' },
  viewerMeetsMfaRequirement: mfa,
});
const owned = profile('u7', 'northwind_home', ['OWNER'], true);
const shared = profile('u8', 'harbor_market', ['ANALYTICS'], false);
const profiles = [owned, shared];

test('profile switching applies only to authenticated partners', () => {
  expect(canSwitchProfiles({ kind: 'partner', id: 'u2', isPartner: true })).toBe(true);
  expect(canSwitchProfiles({ kind: 'signed-in', id: 'u1', isPartner: false })).toBe(false);
  expect(canSwitchProfiles({ kind: 'logged-out', id: null, isPartner: true })).toBe(false);
});

test("the viewer's own profile counts as OWNER", () => {
  expect(
    ownAccessProfile({
      viewerId: 'u2',
      username: 'northwind_studio',
      businessName: 'N',
      imgUrl: '',
    }).permissions,
  ).toEqual(['OWNER']);
});

test('the active profile defaults to the viewer and switches to the profile being viewed', () => {
  expect(activeProfileId({ viewerId: 'u2', profiles })).toBe('u2');
  expect(
    activeProfileId({ viewerId: 'u2', profiles, viewed: { username: 'Northwind_Home' } }),
  ).toBe('u7');
  expect(activeProfileId({ viewerId: 'u2', profiles, viewed: { id: 'u8' } })).toBe('u8');
  expect(activeProfileId({ viewerId: 'u2', profiles, viewed: { username: 'someone_else' } })).toBe(
    'u2',
  );
});

test('the header shows only with other profiles while viewing a matching one', () => {
  expect(showsProfileHeader({ viewerId: 'u2', profiles, viewed: { id: 'u7' } })).toBe(true);
  expect(showsProfileHeader({ viewerId: 'u2', profiles, viewed: { id: 'u2' } })).toBe(true);
  expect(showsProfileHeader({ viewerId: 'u2', profiles, viewed: { id: 'u11' } })).toBe(false);
  expect(showsProfileHeader({ viewerId: 'u14', profiles: [], viewed: { id: 'u14' } })).toBe(false);
});

test('the active profile takes effect with OWNER or the multi-factor requirement', () => {
  expect(effectiveProfileId({ viewerId: 'u2', activeProfile: owned })).toBe('u7');
  expect(effectiveProfileId({ viewerId: 'u3', activeProfile: shared })).toBe('u3');
  expect(
    effectiveProfileId({
      viewerId: 'u2',
      activeProfile: { ...shared, viewerMeetsMfaRequirement: true },
    }),
  ).toBe('u8');
  expect(effectiveProfileId({ viewerId: 'u2', activeProfile: null })).toBe('u2');
});

test("owner actions carry orbac_subject_id when acting on someone else's behalf", () => {
  expect(orbacSubjectId({ viewerId: 'u2', effectiveId: 'u7' })).toBe('u7');
  expect(orbacSubjectId({ viewerId: 'u2', effectiveId: 'u2' })).toBe(undefined);
});

test('corrupt business-profile storage resets to the default', () => {
  expect(parseStoredBusinessProfile('{"activeProfileId":"u7","headerVisible":false}')).toEqual({
    activeProfileId: 'u7',
    headerVisible: false,
  });
  for (const bad of ['{', 'null', '[]', '{"activeProfileId":7}', '{"activeProfileId":"u7"}', ''])
    expect(parseStoredBusinessProfile(bad)).toBeNull();
});
