import { expect, test } from 'vitest';
import {
  parseStoredBusinessProfile,
  activeProfileId,
  effectiveProfileId,
  orbacSubjectId,
  ownAccessProfile,
  showsProfileHeader,
  profileFace,
  scheduledPinsText,
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
    accessControlVisible: false,
  });
  expect(
    parseStoredBusinessProfile(
      '{"activeProfileId":"u7","headerVisible":true,"accessControlVisible":true}',
    ),
  ).toMatchObject({ accessControlVisible: true });
  for (const bad of ['{', 'null', '[]', '{"activeProfileId":7}', '{"activeProfileId":"u7"}', ''])
    expect(parseStoredBusinessProfile(bad)).toBeNull();
});

const northwindHome = {
  id: 'u7',
  fullName: 'Northwind Home',
  businessName: 'Northwind Home',
  imageLargeUrl: '/img/u7.png',
  isVerifiedMerchant: true,
  merchantId: 'm-7001',
  scheduledPinCount: 12,
};

test("viewing someone else's profile as a partner acting as it shows its name, image, merchant id, scheduled pin count and shopping-tool eligibility", () => {
  const face = profileFace({ viewed: northwindHome, viewerId: 'u2', effectiveId: 'u7' });
  expect(face).toEqual({
    name: 'Northwind Home',
    imageUrl: '/img/u7.png',
    owner: { merchantId: 'm-7001', scheduledPinCount: 12, shoppingTool: true },
    actingAs: true,
  });
});

test('a partner not acting as the viewed profile sees only its public face', () => {
  // Without OWNER or multi-factor the partner acts as themselves (u2), not as u7.
  const face = profileFace({ viewed: northwindHome, viewerId: 'u2', effectiveId: 'u2' });
  expect(face.owner).toBeNull();
  expect(face.actingAs).toBe(false);
  expect(
    profileFace({ viewed: northwindHome, viewerId: 'u1', effectiveId: null }).owner,
  ).toBeNull();
  expect(
    profileFace({ viewed: northwindHome, viewerId: null, effectiveId: null }).owner,
  ).toBeNull();
});

test('the viewer on their own profile sees their own owner details', () => {
  const own = { ...northwindHome, isVerifiedMerchant: false, merchantId: undefined };
  const face = profileFace({ viewed: own, viewerId: 'u7', effectiveId: null });
  expect(face.owner).toEqual({ merchantId: null, scheduledPinCount: 12, shoppingTool: false });
  expect(face.actingAs).toBe(false);
  expect(scheduledPinsText(1)).toBe('1 scheduled Pin');
});
