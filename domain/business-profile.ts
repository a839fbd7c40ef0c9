// Business-profile switching rules: who may switch, the active profile, header visibility and
// whether the active profile takes effect (spec 3 sections 4, 5 and 6).
import type { BusinessSection } from './business-records';
import { OWNER_PERMISSION, canActAsProfile } from './permissions';
import type { BusinessAccessProfile } from './types';

/** The viewer's own profile as an access profile: it counts as OWNER (spec 3 section 4). */
export function ownAccessProfile({
  viewerId,
  username,
  businessName,
  imgUrl,
}: {
  viewerId: string;
  username: string;
  businessName: string;
  imgUrl: string;
}): BusinessAccessProfile {
  return {
    id: viewerId,
    permissions: [OWNER_PERMISSION],
    user: { username, businessName, imgUrl },
    viewerMeetsMfaRequirement: true,
  };
}

/**
 * Active profile: defaults to the viewer's own id and switches to the profile matching the page
 * being viewed when one matches (by id or username) (spec 3 section 4).
 */
export function activeProfileId({
  viewerId,
  profiles,
  viewed,
}: {
  viewerId: string;
  profiles: readonly Pick<BusinessAccessProfile, 'id' | 'user'>[];
  viewed?: { id?: string | null; username?: string | null } | null;
}): string {
  if (!viewed) return viewerId;
  const match = profiles.find(
    (p) =>
      (viewed.id && p.id === viewed.id) ||
      (viewed.username && p.user.username.toLowerCase() === viewed.username.toLowerCase()),
  );
  return match ? match.id : viewerId;
}

/**
 * The profile header shows only when the viewer has other profiles and is viewing a matching
 * one (spec 3 section 4).
 */
export function showsProfileHeader({
  viewerId,
  profiles,
  viewed,
}: {
  viewerId: string;
  profiles: readonly Pick<BusinessAccessProfile, 'id' | 'user'>[];
  viewed?: { id?: string | null; username?: string | null } | null;
}): boolean {
  const others = profiles.filter((p) => p.id !== viewerId);
  if (others.length === 0 || !viewed) return false;
  const active = activeProfileId({ viewerId, profiles, viewed });
  return active === viewerId ? viewed.id === viewerId : true;
}

/**
 * The active profile takes effect only with OWNER permission or the multi-factor requirement
 * met; otherwise the viewer acts as themselves (spec 3 sections 4 and 6).
 */
export function effectiveProfileId({
  viewerId,
  activeProfile,
}: {
  viewerId: string;
  activeProfile: Pick<
    BusinessAccessProfile,
    'id' | 'permissions' | 'viewerMeetsMfaRequirement'
  > | null;
}): string {
  if (!activeProfile || activeProfile.id === viewerId) return viewerId;
  return canActAsProfile(activeProfile) ? activeProfile.id : viewerId;
}

/**
 * The orbac_subject_id an owner action carries to act on someone else's behalf: the effective
 * profile when it is not the viewer, else none (spec 3 section 4).
 */
export function orbacSubjectId({
  viewerId,
  effectiveId,
}: {
  viewerId: string;
  effectiveId: string;
}): string | undefined {
  return effectiveId === viewerId ? undefined : effectiveId;
}

/** Where the active profile and the header's visibility are kept in browser storage. */
export const BUSINESS_PROFILE_STORAGE_KEY = 'pinstate.businessProfile';

/**
 * The stored active profile and header visibility, or null when missing or corrupt: then the
 * defaults apply (spec 3 section 4).
 */
export function parseStoredBusinessProfile(
  text: string | null | undefined,
): { activeProfileId: string; headerVisible: boolean; accessControlVisible: boolean } | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as {
      activeProfileId?: unknown;
      headerVisible?: unknown;
      accessControlVisible?: unknown;
    } | null;
    if (
      typeof value?.activeProfileId !== 'string' ||
      value.activeProfileId === '' ||
      typeof value.headerVisible !== 'boolean'
    )
      return null;
    return {
      activeProfileId: value.activeProfileId,
      headerVisible: value.headerVisible,
      // Kept since the access-control view; what older pages kept reads as hidden.
      accessControlVisible: value.accessControlVisible === true,
    };
  } catch {
    return null;
  }
}

// The spec names the header and its rules but gives none of its words (spec 3 sections 3 and 4);
// these are ours, kept here so views and scenarios share them.

/** What the header says of the profile the viewer acts as. */
export const actingAsText = (name: string): string => `Acting as ${name}`;

/** Why the active profile does not take effect (spec 3 sections 4 and 6). */
export const BUSINESS_CANNOT_ACT =
  'You can’t act as this profile: it needs OWNER permission or multi-factor authentication. You are acting as yourself.';

/** The label of the header's profile switcher. */
export const SWITCH_PROFILE_LABEL = 'Switch business profile';

/** The business areas of spec 3 section 2 with a page for a profile, and their subpages. */
export const BUSINESS_AREAS = ['business-access', 'business-manager'] as const;
export type BusinessArea = (typeof BUSINESS_AREAS)[number];
export const BUSINESS_SUBPAGES = [
  'dashboard',
  'asset-groups',
  'catalogs',
  'shared-tags',
  'brand-safety',
  'invoice-management',
  'audiences',
  'security',
  'ad-accounts/cee-migration',
] as const;
export type BusinessSubpage = (typeof BUSINESS_SUBPAGES)[number];

/**
 * The subpage the path after the profile id names (`shared-tags`, `ad-accounts/cee-migration`,
 * slashes around it ignored); none is the dashboard, an unknown one null.
 */
export function businessSubpage(segment: string | undefined): BusinessSubpage | null {
  const path = (segment ?? '').replace(/^\/+|\/+$/gu, '');
  if (!path) return 'dashboard';
  return (BUSINESS_SUBPAGES as readonly string[]).includes(path) ? (path as BusinessSubpage) : null;
}

/** The ads pages of a business profile and the ads section each shows (docs/decisions/096). */
export const ADS_SUBPAGES = {
  'asset-groups': 'asset_groups',
  'shared-tags': 'shared_tags',
  'brand-safety': 'brand_safety',
  'invoice-management': 'invoices',
  'ad-accounts/cee-migration': 'ad_accounts',
} as const satisfies Partial<Record<BusinessSubpage, BusinessSection>>;
export type AdsSubpage = keyof typeof ADS_SUBPAGES;

export const isAdsSubpage = (subpage: BusinessSubpage): subpage is AdsSubpage =>
  subpage in ADS_SUBPAGES;

/** The pages of a business hierarchy (`/business/business-hierarchy/{id}/{page}/`). */
export const HIERARCHY_SUBPAGES = [
  'dashboard',
  'hierarchy',
  'business_security',
  'managers',
] as const;
export type HierarchySubpage = (typeof HIERARCHY_SUBPAGES)[number];

/** The hierarchy page a path segment names; none is the dashboard, an unknown one null. */
export function hierarchySubpage(segment: string | undefined): HierarchySubpage | null {
  if (!segment) return 'dashboard';
  return (HIERARCHY_SUBPAGES as readonly string[]).includes(segment)
    ? (segment as HierarchySubpage)
    : null;
}

/** `/business/business-hierarchy/{id}/{page}/`. */
export const hierarchyPath = (id: string, subpage?: HierarchySubpage): string =>
  `/business/business-hierarchy/${id}/${subpage ? `${subpage}/` : ''}`;

/** `/business/{area}/{profileId}/{subpage}/` (spec 3 section 2). */
export const businessPath = (
  area: BusinessArea,
  profileId: string,
  subpage?: BusinessSubpage,
): string => `/business/${area}/${profileId}/${subpage ? `${subpage}/` : ''}`;

/** Shopping-tool eligibility: a verified merchant with a merchant id (spec 3 section 4). */
export const eligibleForShoppingTools = (user: {
  isVerifiedMerchant: boolean;
  merchantId?: string;
}): boolean => user.isVerifiedMerchant && Boolean(user.merchantId);

/** What a profile page's header shows of the profile (spec 3 section 4). */
export interface ProfileFace {
  name: string;
  imageUrl: string;
  /** The owner's details: shown only to whoever acts as the profile (null otherwise). */
  owner: { merchantId: string | null; scheduledPinCount: number; shoppingTool: boolean } | null;
  /** True when a partner views someone else's profile acting as it. */
  actingAs: boolean;
}

type FaceUser = {
  id: string;
  fullName: string;
  businessName?: string;
  imageLargeUrl: string;
  isVerifiedMerchant: boolean;
  merchantId?: string;
  scheduledPinCount?: number;
};

/**
 * Viewing someone else's profile as a partner changes the shown name, image, merchant id,
 * scheduled pin count and shopping-tool eligibility (spec 3 section 4): a partner whose effective
 * profile (OWNER or multi-factor met, section 6) is the profile viewed sees it as its owner does,
 * under its business name and picture with its merchant id, scheduled pins and shopping-tool
 * eligibility. The viewer on their own profile sees the same details of their own; anyone else
 * sees the public face only: the name and picture, no owner's details.
 */
export function profileFace({
  viewed,
  viewerId,
  effectiveId,
}: {
  viewed: FaceUser;
  viewerId: string | null;
  /** The profile the viewer acts as (a partner's effective profile), or null. */
  effectiveId: string | null;
}): ProfileFace {
  const actingAs = viewerId !== null && viewed.id !== viewerId && effectiveId === viewed.id;
  const owns = viewerId !== null && viewed.id === viewerId;
  const name = viewed.businessName ?? viewed.fullName;
  if (!actingAs && !owns) return { name, imageUrl: viewed.imageLargeUrl, owner: null, actingAs };
  return {
    name,
    imageUrl: viewed.imageLargeUrl,
    owner: {
      merchantId: viewed.merchantId ?? null,
      scheduledPinCount: viewed.scheduledPinCount ?? 0,
      shoppingTool: eligibleForShoppingTools(viewed),
    },
    actingAs,
  };
}

// The owner's details as the profile header words them (the spec gives no words; these are ours).

export const merchantIdText = (merchantId: string | null): string =>
  merchantId ? `Merchant ID ${merchantId}` : 'No merchant ID';
export const scheduledPinsText = (count: number): string =>
  `${count} scheduled ${count === 1 ? 'Pin' : 'Pins'}`;
export const shoppingToolText = (eligible: boolean): string =>
  eligible ? 'Eligible for the shopping tool' : 'Not eligible for the shopping tool';
export const OWNER_DETAILS_LABEL = 'Profile owner details';

/** The access-control view's name, and its toggle (ours: the spec names the state only). */
export const ACCESS_CONTROL_LABEL = 'Access';
export const accessToggleText = (shown: boolean): string => (shown ? 'Hide access' : 'Show access');

/** What the access-control view says of the active profile: the viewer's rights as it. */
export function accessLines(
  profile: Pick<BusinessAccessProfile, 'permissions' | 'viewerMeetsMfaRequirement'>,
): string[] {
  return [
    `Permissions: ${profile.permissions.length > 0 ? profile.permissions.join(', ') : 'none'}`,
    profile.viewerMeetsMfaRequirement
      ? 'Multi-factor requirement met'
      : 'Multi-factor requirement not met',
  ];
}
