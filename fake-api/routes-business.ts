// The business pages' reads (docs/decisions/096-business-and-pin-subpages.md): a business
// profile's ads records, one route a section, for the profile itself and the partners it granted
// access to (its invoices only for those who may act for it: OWNER or multi-factor met), and a
// business hierarchy for its managers. Logged out answers 401, a malformed id 400, a profile or
// hierarchy the viewer may not open 403 or 404, each with a message.
import {
  BUSINESS_SECTIONS,
  businessSectionOf,
  emptyBusinessAccount,
  type BusinessHierarchy,
  type BusinessSection,
} from '../domain/business-records';
import { canActAsProfile } from '../domain/permissions';
import type { BusinessAccessProfile, User } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { forbidden, notFound, pathId, requireViewer } from './http';
import type { Store } from './store';

/** The viewer's access to the profile: their own counts as OWNER; null when they have none. */
function accessTo(store: Store, viewer: User, profile: User): BusinessAccessProfile | null {
  if (profile.id === viewer.id) {
    return {
      id: viewer.id,
      permissions: ['OWNER'],
      user: { username: viewer.username, businessName: viewer.businessName ?? '', imgUrl: '' },
      viewerMeetsMfaRequirement: true,
    };
  }
  const grant = store.all('businessAccess').find((g) => g.userId === viewer.id);
  return grant?.profiles.find((p) => p.id === profile.id) ?? null;
}

const SECTION_WORDS: Record<BusinessSection, string> = {
  asset_groups: 'asset groups',
  shared_tags: 'shared tags',
  brand_safety: 'brand safety settings',
  invoices: 'invoices',
  ad_accounts: 'ad accounts',
};

function businessSection(ctx: Ctx, section: BusinessSection): Answer {
  const viewer = requireViewer(ctx, `see ${SECTION_WORDS[section]}`);
  const id = pathId(ctx, 'id', 'business profile');
  const profile = ctx.store.get('users', id);
  if (!profile?.isPartner) throw notFound(`Business profile ${id} not found.`);
  const name = profile.businessName ?? profile.fullName;
  const access = accessTo(ctx.store, viewer, profile);
  if (!access) throw forbidden(`You don't have access to ${name}.`);
  if (section === 'invoices' && !canActAsProfile(access)) {
    throw forbidden(
      `Only people who can act for ${name} see its invoices: it needs OWNER permission or multi-factor authentication.`,
    );
  }
  const record = ctx.store.get('businessAccounts', id) ?? emptyBusinessAccount(id);
  return { data: businessSectionOf(record, section) };
}

function faceOf(store: Store, userId: string) {
  const u = store.get('users', userId);
  return {
    id: userId,
    username: u?.username ?? userId,
    name: u?.businessName ?? u?.fullName ?? userId,
    imageUrl: u?.imageMediumUrl ?? '',
  };
}

function businessHierarchy(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'see this business hierarchy');
  const id = pathId(ctx, 'id', 'business hierarchy');
  const record = ctx.store.get('businessHierarchies', id);
  const mine = record?.managers.find((m) => m.userId === viewer.id);
  // Someone who does not manage it learns nothing of it, not even that it exists.
  if (!record || !mine) throw notFound(`Business hierarchy ${id} not found.`);
  const data: BusinessHierarchy = {
    id: record.id,
    name: record.name,
    profiles: record.members.map((m) => ({
      ...faceOf(ctx.store, m.profileId),
      parentId: m.parentId,
    })),
    managers: record.managers.map((m) => ({ ...faceOf(ctx.store, m.userId), role: m.role })),
    security: record.security,
    viewerRole: mine.role,
  };
  return { data };
}

/** The hierarchies the viewer manages, with their role in each, by name. */
function myHierarchies(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'see your business hierarchies');
  const mine = ctx.store
    .all('businessHierarchies')
    .flatMap((h) => {
      const role = h.managers.find((m) => m.userId === viewer.id)?.role;
      return role ? [{ id: h.id, name: h.name, role, profileCount: h.members.length }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { data: mine };
}

export const businessRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/business_hierarchies/',
    summary:
      'The business hierarchies the viewer manages (id, name, role, profileCount), by name; 401 logged out',
    handler: myHierarchies,
  },
  ...BUSINESS_SECTIONS.map((section): RouteDef => ({
    method: 'GET',
    path: `/v3/businesses/:id/${section}/`,
    summary: `A business profile's ${SECTION_WORDS[section]}: the profile itself and partners with access${section === 'invoices' ? ' who may act for it (OWNER or multi-factor met), else 403' : ', else 403'}; 401 logged out, 400 malformed id, 404 not a business profile`,
    handler: (ctx) => businessSection(ctx, section),
  })),
  {
    method: 'GET',
    path: '/v3/business_hierarchies/:id/',
    summary:
      "A business hierarchy with its profiles, managers, security and the viewer's role: its managers only (404 for anyone else); 401 logged out, 400 malformed id",
    handler: businessHierarchy,
  },
];
