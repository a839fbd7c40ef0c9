import { expect, test } from 'vitest';
import {
  assetGroupCounts,
  businessSectionOf,
  ceeAccounts,
  emptyBusinessAccount,
  formatAmount,
  formatDay,
  formatMonth,
  hierarchyTree,
  type AdAccount,
  type HierarchyProfile,
} from './business-records';
import {
  ADS_SUBPAGES,
  businessSubpage,
  hierarchyPath,
  hierarchySubpage,
  isAdsSubpage,
} from './business-profile';
import { feedbackDetail } from './pin-activity';

const profile = (id: string, parentId: string | null): HierarchyProfile => ({
  id,
  username: id,
  name: id,
  imageUrl: '',
  parentId,
});

const names = (tree: ReturnType<typeof hierarchyTree>) =>
  tree.map(({ profile: p, depth }) => `${'-'.repeat(depth)}${p.id}`);

test('a hierarchy lists each profile under its parent, children in their order', () => {
  const tree = hierarchyTree([
    profile('c', 'a'),
    profile('a', null),
    profile('d', 'c'),
    profile('b', 'a'),
  ]);
  expect(names(tree)).toEqual(['a', '-c', '--d', '-b']);
});

test('a profile whose parent is not in the hierarchy sits at the top', () => {
  expect(names(hierarchyTree([profile('a', 'gone'), profile('b', 'a')]))).toEqual(['a', '-b']);
});

test('profiles in a cycle are still listed, once each', () => {
  const tree = hierarchyTree([profile('a', 'b'), profile('b', 'a'), profile('c', null)]);
  expect(tree.map((t) => t.profile.id).sort()).toEqual(['a', 'b', 'c']);
});

const account = (id: string, country: string): AdAccount => ({
  id,
  name: id,
  country,
  currency: 'EUR',
  ceeMigration: 'pending',
  migrateBy: null,
});

test('the CEE migration lists only ad accounts billed in Central and Eastern Europe', () => {
  const shown = ceeAccounts([account('pl', 'PL'), account('us', 'US'), account('cz', 'CZ')]);
  expect(shown.map((a) => a.id)).toEqual(['pl', 'cz']);
});

test('amounts are written in their currency, months and days whatever the time zone', () => {
  expect(formatAmount({ cents: 184_250, currency: 'USD', locale: 'en-US' })).toBe('$1,842.50');
  expect(formatAmount({ cents: 4_999, currency: 'EUR', locale: 'not a locale' })).toBe('€49.99');
  expect(formatMonth({ day: '2026-03-01', locale: 'en-US' })).toBe('March 2026');
  expect(formatDay({ day: '2026-06-30', locale: 'en-US' })).toBe('June 30, 2026');
});

test('asset group counts say Pin and board in the singular for one', () => {
  expect(assetGroupCounts({ pinIds: ['1'], boardIds: [] })).toBe('1 Pin · 0 boards');
  expect(assetGroupCounts({ pinIds: ['1', '2'], boardIds: ['b'] })).toBe('2 Pins · 1 board');
});

test('a profile with no records has empty sections and the standard inventory', () => {
  const empty = emptyBusinessAccount('u1');
  expect(businessSectionOf(empty, 'invoices')).toEqual([]);
  expect(businessSectionOf(empty, 'brand_safety').inventoryTier).toBe('standard');
});

test('a business subpage may be two segments; an unknown one is none', () => {
  expect(businessSubpage(undefined)).toBe('dashboard');
  expect(businessSubpage('ad-accounts/cee-migration/')).toBe('ad-accounts/cee-migration');
  expect(businessSubpage('shared-tags')).toBe('shared-tags');
  expect(businessSubpage('ad-accounts')).toBeNull();
  expect(
    Object.keys(ADS_SUBPAGES).every((p) => isAdsSubpage(businessSubpage(p) ?? 'dashboard')),
  ).toBe(true);
  expect(isAdsSubpage('catalogs')).toBe(false);
});

test('a hierarchy page is one of dashboard, hierarchy, business_security and managers', () => {
  expect(hierarchySubpage(undefined)).toBe('dashboard');
  expect(hierarchySubpage('business_security')).toBe('business_security');
  expect(hierarchySubpage('security')).toBeNull();
  expect(hierarchyPath('bh1', 'managers')).toBe('/business/business-hierarchy/bh1/managers/');
});

test('a piece of feedback reads its search, else its reason, else says none was given', () => {
  expect(feedbackDetail({ query: 'kitchen', feedbackType: 'x' })).toBe('In results for “kitchen”');
  expect(feedbackDetail({ feedbackType: 'not_relevant' })).toBe('Reason: not relevant');
  expect(feedbackDetail({})).toBe('No reason given');
});
