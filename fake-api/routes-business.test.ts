// The business pages' reads and the pin's sent and feedback reads (docs/decisions/096): who may
// read them (the profile itself, partners it granted access to, invoices only for those who may
// act for it, a hierarchy's managers, a pin's own viewer), 401 logged out, 400 on a malformed id,
// 404 on an unknown record, each with a message, and nothing written by any of them.
import { expect, test } from 'vitest';
import type {
  AdAccount,
  AssetGroup,
  BrandSafety,
  BusinessHierarchy,
  Invoice,
} from '../domain/business-records';
import type { PinFeedbackRecord, PinSentRecord } from '../domain/pin-activity';
import { KNOWN } from '../fixtures/known';
import { startTestServer } from './testing';

const U = KNOWN.users;
const P = KNOWN.pins;
const BH = KNOWN.businessHierarchies.northwind;

async function withServer(run: (s: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>) {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

const section = (id: string, name: string) => `/v3/businesses/${id}/${name}/`;

test('a business section answers the profile itself and partners it granted access to', () =>
  withServer(async ({ call }) => {
    const groups = await call('GET', section(U.businessOwned, 'asset_groups'), {
      viewer: U.partnerOwner,
    });
    expect(groups.status).toBe(200);
    expect((groups.data as AssetGroup[]).map((g) => g.name)).toContain('Spring kitchen collection');
    const own = await call('GET', section(U.businessOwned, 'brand_safety'), {
      viewer: U.businessOwned,
    });
    expect((own.data as BrandSafety).inventoryTier).toBe('limited');
    const shared = await call('GET', section(U.businessShared, 'ad_accounts'), {
      viewer: U.partnerWithoutOwner,
    });
    expect((shared.data as AdAccount[]).length).toBe(1);
  }));

test('a business section refuses a visitor (401) and a partner without access (403)', () =>
  withServer(async ({ call }) => {
    const visitor = await call('GET', section(U.businessOwned, 'shared_tags'));
    expect(visitor.status).toBe(401);
    expect(visitor.message).toBe('Log in to see shared tags.');
    const stranger = await call('GET', section(U.businessOwned, 'shared_tags'), {
      viewer: U.partnerWithoutOwner,
    });
    expect(stranger.status).toBe(403);
    expect(stranger.message).toBe("You don't have access to Northwind Home.");
    const personal = await call('GET', section(U.businessOwned, 'shared_tags'), {
      viewer: U.default,
    });
    expect(personal.status).toBe(403);
  }));

test('invoices answer only those who may act for the profile: OWNER or multi-factor met', () =>
  withServer(async ({ call }) => {
    const owner = await call('GET', section(U.businessOwned, 'invoices'), {
      viewer: U.partnerOwner,
    });
    expect((owner.data as Invoice[]).map((i) => i.status)).toEqual(['due', 'overdue', 'paid']);
    // u8 for u2: no OWNER, multi-factor met; for u3: neither.
    const mfa = await call('GET', section(U.businessShared, 'invoices'), {
      viewer: U.partnerOwner,
    });
    expect(mfa.status).toBe(200);
    const neither = await call('GET', section(U.businessShared, 'invoices'), {
      viewer: U.partnerWithoutOwner,
    });
    expect(neither.status).toBe(403);
    expect(neither.message).toMatch(/^Only people who can act for Harbor Market see its invoices/u);
  }));

test('a profile with no records answers empty lists and the default brand safety', () =>
  withServer(async ({ call }) => {
    const tags = await call('GET', section(U.partnerSolo, 'shared_tags'), {
      viewer: U.partnerSolo,
    });
    expect(tags.data).toEqual([]);
    const safety = await call('GET', section(U.partnerSolo, 'brand_safety'), {
      viewer: U.partnerSolo,
    });
    expect(safety.data).toEqual({
      inventoryTier: 'standard',
      excludedCategories: [],
      blockedDomains: [],
    });
  }));

test('a business section answers 400 on a malformed id and 404 on one that is no business', () =>
  withServer(async ({ call }) => {
    const bad = await call('GET', section('u7%20or%201', 'asset_groups'), {
      viewer: U.partnerOwner,
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe(
      '"u7 or 1" is not a business profile id: use letters, digits, _ and - only.',
    );
    const unknown = await call('GET', section('u999999', 'asset_groups'), {
      viewer: U.partnerOwner,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Business profile u999999 not found.');
    const personal = await call('GET', section(U.default, 'asset_groups'), { viewer: U.default });
    expect(personal.status).toBe(404);
  }));

test('a business hierarchy answers its managers with their role, and 404 to anyone else', () =>
  withServer(async ({ call }) => {
    const admin = await call('GET', `/v3/business_hierarchies/${BH}/`, { viewer: U.partnerOwner });
    const h = admin.data as BusinessHierarchy;
    expect(h.name).toBe('Northwind Group');
    expect(h.viewerRole).toBe('admin');
    expect(h.profiles.map((p) => [p.id, p.parentId])).toEqual([
      [U.partnerOwner, null],
      [U.businessOwned, U.partnerOwner],
      [U.businessShared, U.partnerOwner],
    ]);
    const analyst = await call('GET', `/v3/business_hierarchies/${BH}/`, {
      viewer: U.partnerWithoutOwner,
    });
    expect((analyst.data as BusinessHierarchy).viewerRole).toBe('analyst');
    const other = await call('GET', `/v3/business_hierarchies/${BH}/`, { viewer: U.partnerSolo });
    expect(other.status).toBe(404);
    expect(other.message).toBe(`Business hierarchy ${BH} not found.`);
    expect((await call('GET', `/v3/business_hierarchies/${BH}/`)).status).toBe(401);
    const bad = await call('GET', '/v3/business_hierarchies/bh1.json/', { viewer: U.partnerOwner });
    expect(bad.status).toBe(400);
  }));

test('the hierarchies list names those the viewer manages, with their role, and none to others', () =>
  withServer(async ({ call }) => {
    const admin = await call('GET', '/v3/business_hierarchies/', { viewer: U.partnerOwner });
    expect(admin.data).toEqual([
      { id: BH, name: 'Northwind Group', role: 'admin', profileCount: 3 },
    ]);
    const other = await call('GET', '/v3/business_hierarchies/', { viewer: U.partnerSolo });
    expect(other.data).toEqual([]);
    expect((await call('GET', '/v3/business_hierarchies/')).status).toBe(401);
  }));

test("a pin's sends list the viewer's own sends, newest first, with each recipient", () =>
  withServer(async ({ call }) => {
    for (const to of [U.partnerOwner, U.inviter]) {
      const sent = await call('POST', `/v3/pins/${P.image}/send/`, {
        viewer: U.default,
        body: { recipient_id: to },
      });
      expect(sent.status).toBe(200);
    }
    const mine = await call('GET', `/v3/pins/${P.image}/sends/`, { viewer: U.default });
    const sends = mine.data as PinSentRecord[];
    expect(sends.map((s) => s.recipient.id).sort()).toEqual([U.inviter, U.partnerOwner].sort());
    expect(sends[0]?.recipient.username).toBeTruthy();
    const theirs = await call('GET', `/v3/pins/${P.image}/sends/`, { viewer: U.partnerOwner });
    expect(theirs.data).toEqual([]);
  }));

test("a pin's sends and feedback: 401 logged out, 400 malformed id, 404 unknown pin", () =>
  withServer(async ({ call }) => {
    for (const kind of ['sends', 'feedback']) {
      expect((await call('GET', `/v3/pins/${P.image}/${kind}/`)).status).toBe(401);
      const bad = await call('GET', `/v3/pins/a%2Cb/${kind}/`, { viewer: U.default });
      expect(bad.status).toBe(400);
      expect(bad.message).toBe('"a,b" is not a Pin id: use letters, digits, _ and - only.');
      const unknown = await call('GET', `/v3/pins/999999999/${kind}/`, { viewer: U.default });
      expect(unknown.status).toBe(404);
    }
  }));

test("a pin's feedback lists the viewer's hides of it with their reason", () =>
  withServer(async ({ call }) => {
    expect(
      (await call('GET', `/v3/pins/${P.image}/feedback/`, { viewer: U.default })).data,
    ).toEqual([]);
    await call('PUT', `/v3/pins/${P.image}/feedback/`, {
      viewer: U.default,
      body: { pin_id: P.image, feedback_type: 'not_relevant' },
    });
    await call('PUT', `/v3/search/${P.image}/hide/`, {
      viewer: U.default,
      body: { query: 'kitchen' },
    });
    const mine = (await call('GET', `/v3/pins/${P.image}/feedback/`, { viewer: U.default }))
      .data as PinFeedbackRecord[];
    expect(mine.map((r) => [r.surface, r.feedbackType ?? r.query])).toEqual([
      ['feedback', 'not_relevant'],
      ['search', 'kitchen'],
    ]);
    const theirs = await call('GET', `/v3/pins/${P.image}/feedback/`, { viewer: U.inviter });
    expect(theirs.data).toEqual([]);
  }));
