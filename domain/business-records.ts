// The records behind the business pages that manage a profile's ads (asset groups, shared tags,
// brand safety, invoices, the ad accounts' CEE migration) and a business hierarchy's pages
// (dashboard, hierarchy, business security, managers) of the business routes, and the words
// those pages show. The routes name these pages and give none of their contents: the fields,
// states and words here are ours (docs/decisions/096-business-and-pin-subpages.md).
import { canonicalLocale } from './canonical-locale';

/** A named set of a profile's Pins and boards that its campaigns use together. */
export interface AssetGroup {
  id: string;
  name: string;
  pinIds: string[];
  boardIds: string[];
  updatedAt: string;
}

export type SharedTagKind = 'conversion' | 'audience';

/** A tag (conversion or audience) the profile shares with its ad accounts. */
export interface SharedTag {
  id: string;
  name: string;
  kind: SharedTagKind;
  active: boolean;
  /** When the tag last fired, or null when it never has. */
  lastFiredAt: string | null;
  /** The ad accounts it is shared with. */
  adAccountIds: string[];
}

export type InventoryTier = 'full' | 'standard' | 'limited';

/** Where the profile's ads may appear. */
export interface BrandSafety {
  inventoryTier: InventoryTier;
  excludedCategories: string[];
  blockedDomains: string[];
}

export type InvoiceStatus = 'paid' | 'due' | 'overdue';

/** One month's bill of the profile's ad spend. */
export interface Invoice {
  id: string;
  number: string;
  /** The first day of the month billed (YYYY-MM-DD). */
  periodStart: string;
  /** The amount in cents. */
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
}

export type CeeMigrationStatus = 'not_needed' | 'pending' | 'migrated';

/** An ad account of the profile, with where it stands in the CEE billing migration. */
export interface AdAccount {
  id: string;
  name: string;
  country: string;
  currency: string;
  ceeMigration: CeeMigrationStatus;
  /** The day a pending migration must be done by (YYYY-MM-DD), else null. */
  migrateBy: string | null;
}

/** A business profile's ads records, keyed by the profile's user id. */
export interface BusinessAccountRecord {
  id: string;
  assetGroups: AssetGroup[];
  sharedTags: SharedTag[];
  brandSafety: BrandSafety;
  invoices: Invoice[];
  adAccounts: AdAccount[];
}

/** A brand's profiles under one parent, and the people who manage them. */
export interface BusinessHierarchyRecord {
  id: string;
  name: string;
  /** Each profile and the profile above it (null at the top). */
  members: { profileId: string; parentId: string | null }[];
  managers: { userId: string; role: ManagerRole }[];
  security: { mfaRequired: boolean; allowedEmailDomains: string[] };
}

export type ManagerRole = 'admin' | 'analyst';

/** A profile of a hierarchy as the API answers it. */
export interface HierarchyProfile {
  id: string;
  username: string;
  name: string;
  imageUrl: string;
  parentId: string | null;
}

/** A hierarchy as the API answers it: members and managers with their names. */
export interface BusinessHierarchy {
  id: string;
  name: string;
  profiles: HierarchyProfile[];
  managers: { id: string; username: string; name: string; imageUrl: string; role: ManagerRole }[];
  security: { mfaRequired: boolean; allowedEmailDomains: string[] };
  /** The viewer's role in it. */
  viewerRole: ManagerRole;
}

/** A hierarchy the viewer manages, as the list of them answers it. */
export interface ManagedHierarchy {
  id: string;
  name: string;
  role: ManagerRole;
  profileCount: number;
}

// --- The business profile's ads sections -------------------------------------------------------

/** The ads sections of a business profile, as the API names them. */
export const BUSINESS_SECTIONS = [
  'asset_groups',
  'shared_tags',
  'brand_safety',
  'invoices',
  'ad_accounts',
] as const;
export type BusinessSection = (typeof BUSINESS_SECTIONS)[number];

/** What the API answers for each section. */
export interface BusinessSectionData {
  asset_groups: AssetGroup[];
  shared_tags: SharedTag[];
  brand_safety: BrandSafety;
  invoices: Invoice[];
  ad_accounts: AdAccount[];
}

/** The brand safety of a profile that has set none. */
const DEFAULT_BRAND_SAFETY: BrandSafety = {
  inventoryTier: 'standard',
  excludedCategories: [],
  blockedDomains: [],
};

/** A profile's records when it has none yet: every list empty. */
export const emptyBusinessAccount = (id: string): BusinessAccountRecord => ({
  id,
  assetGroups: [],
  sharedTags: [],
  brandSafety: DEFAULT_BRAND_SAFETY,
  invoices: [],
  adAccounts: [],
});

/** The section's data out of a profile's record. */
export function businessSectionOf<S extends BusinessSection>(
  record: BusinessAccountRecord,
  section: S,
): BusinessSectionData[S] {
  const all: BusinessSectionData = {
    asset_groups: record.assetGroups,
    shared_tags: record.sharedTags,
    brand_safety: record.brandSafety,
    invoices: record.invoices,
    ad_accounts: record.adAccounts,
  };
  return all[section];
}

/** Countries of Central and Eastern Europe whose ad accounts move to the new billing entity. */
const CEE_COUNTRIES: readonly string[] = [
  'BG',
  'CZ',
  'EE',
  'HR',
  'HU',
  'LT',
  'LV',
  'PL',
  'RO',
  'SI',
  'SK',
];

/** The ad accounts the CEE migration page lists: those billed in a CEE country. */
export const ceeAccounts = (accounts: readonly AdAccount[]): AdAccount[] =>
  accounts.filter((a) => CEE_COUNTRIES.includes(a.country));

/** Ids of records and path segments: letters, digits, underscore and hyphen. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/u;

// --- Words ------------------------------------------------------------------------------------

export const SHARED_TAG_KIND_TEXT: Record<SharedTagKind, string> = {
  conversion: 'Conversion tag',
  audience: 'Audience tag',
};

export const INVENTORY_TIER_TEXT: Record<InventoryTier, string> = {
  full: 'Full inventory',
  standard: 'Standard inventory',
  limited: 'Limited inventory',
};

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  due: 'Due',
  overdue: 'Overdue',
};

export const CEE_MIGRATION_TEXT: Record<CeeMigrationStatus, string> = {
  not_needed: 'No migration needed',
  pending: 'Migration pending',
  migrated: 'Migrated',
};

export const MANAGER_ROLE_TEXT: Record<ManagerRole, string> = {
  admin: 'Admin',
  analyst: 'Analyst',
};

/** A bill's amount as its currency writes it (`$1,234.50`). */
export function formatAmount({
  cents,
  currency,
  locale,
}: {
  cents: number;
  currency: string;
  locale: string;
}): string {
  return new Intl.NumberFormat(canonicalLocale(locale) ?? 'en', {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

/** A month billed (`March 2026`), read as a calendar date whatever the time zone. */
export function formatMonth({ day, locale }: { day: string; locale: string }): string {
  return new Intl.DateTimeFormat(canonicalLocale(locale) ?? 'en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A calendar day (`March 31, 2026`). */
export function formatDay({ day, locale }: { day: string; locale: string }): string {
  return new Intl.DateTimeFormat(canonicalLocale(locale) ?? 'en', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** `3 Pins · 1 board` of an asset group. */
export function assetGroupCounts(group: Pick<AssetGroup, 'pinIds' | 'boardIds'>): string {
  const pins = group.pinIds.length;
  const boards = group.boardIds.length;
  return `${pins} ${pins === 1 ? 'Pin' : 'Pins'} · ${boards} ${boards === 1 ? 'board' : 'boards'}`;
}

/** The profiles of a hierarchy in tree order, each with its depth (0 at the top). */
export function hierarchyTree(
  profiles: readonly HierarchyProfile[],
): { profile: HierarchyProfile; depth: number }[] {
  const out: { profile: HierarchyProfile; depth: number }[] = [];
  const seen = new Set<string>();
  const ids = new Set(profiles.map((p) => p.id));
  const visit = (parentId: string | null, depth: number) => {
    for (const p of profiles) {
      if (seen.has(p.id)) continue;
      // A profile whose parent is not in the hierarchy sits at the top.
      const parent = p.parentId !== null && ids.has(p.parentId) ? p.parentId : null;
      if (parent !== parentId) continue;
      seen.add(p.id);
      out.push({ profile: p, depth });
      visit(p.id, depth + 1);
    }
  };
  visit(null, 0);
  // A cycle has no top: its profiles follow at the top level rather than vanish.
  for (const p of profiles) if (!seen.has(p.id)) out.push({ profile: p, depth: 0 });
  return out;
}
