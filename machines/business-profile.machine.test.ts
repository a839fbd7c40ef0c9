// Business-profile switching: spec 3 section 4 "Business-profile switching", section 6 (OWNER or
// multi-factor), section 7 (profiles call only for authenticated partners, no redirect on 401).
import { expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BusinessAccessProfile } from '../domain/types';
import {
  businessProfileMachine,
  selectEffectiveProfileId,
  selectOrbacSubjectId,
  selectProfileHeader,
  type BusinessProfileInput,
  type BusinessStorageEvent,
  type StoredBusinessProfile,
} from './business-profile.machine';
import { selectActingProfileId } from './business-profile-select';
import { flush } from './test-support';

const profile = (
  id: string,
  username: string,
  permissions: string[],
  mfa: boolean,
): BusinessAccessProfile => ({
  id,
  permissions,
  user: { username, businessName: `${username} Co`, imgUrl: `/img/${id}.png` },
  viewerMeetsMfaRequirement: mfa,
});

const PROFILES: Record<string, BusinessAccessProfile> = {
  b1: profile('b1', 'bakery', ['OWNER'], false),
  b2: profile('b2', 'florist', ['ANALYST'], true),
  b3: profile('b3', 'garage', ['ANALYST'], false),
};

function start(
  options: {
    canSwitch?: boolean;
    stored?: StoredBusinessProfile | null;
    load?: () => Promise<Record<string, BusinessAccessProfile>>;
  } = {},
) {
  const loads: number[] = [];
  const saved: StoredBusinessProfile[] = [];
  const input: BusinessProfileInput = {
    viewer: {
      id: 'me',
      username: 'partner',
      businessName: 'Partner Shop',
      imgUrl: '/img/me.png',
      canSwitch: options.canSwitch ?? true,
    },
    stored: options.stored ?? null,
  };
  const actor = createActor(
    businessProfileMachine.provide({
      actors: {
        loadProfiles: fromPromise(() => {
          loads.push(1);
          return options.load ? options.load() : Promise.resolve(PROFILES);
        }),
        storage: fromCallback<BusinessStorageEvent>(({ receive }) => {
          receive((event) => saved.push(event.value));
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loads, saved };
}

test('personal accounts never call the profiles call', async () => {
  const { actor, loads } = start({ canSwitch: false });
  await flush();
  expect(actor.getSnapshot().value).toBe('inactive');
  expect(loads).toEqual([]);
  expect(selectEffectiveProfileId(actor.getSnapshot())).toBe('me');
});

test('the active profile defaults to the viewer’s own id', async () => {
  const { actor } = start();
  await flush();
  expect(actor.getSnapshot().context.activeId).toBe('me');
  expect(selectOrbacSubjectId(actor.getSnapshot())).toBeUndefined();
});

test('the viewer’s own profile counts as OWNER', async () => {
  const { actor } = start();
  await flush();
  expect(actor.getSnapshot().context.profiles.me?.permissions).toContain('OWNER');
});

test('the active profile switches to the profile matching the page being viewed', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { username: 'bakery' } });
  expect(actor.getSnapshot().context.activeId).toBe('b1');
  actor.send({ type: 'profile.viewing', viewed: { username: 'someone-else' } });
  expect(actor.getSnapshot().context.activeId).toBe('me');
});

test('the header shows only when the viewer has other profiles and views a matching one', async () => {
  const { actor } = start();
  await flush();
  expect(selectProfileHeader(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'profile.viewing', viewed: { id: 'b1' } });
  expect(selectProfileHeader(actor.getSnapshot())?.active.id).toBe('b1');
  actor.send({ type: 'profile.viewing', viewed: { id: 'stranger' } });
  expect(selectProfileHeader(actor.getSnapshot())).toBeNull();
});

test('a viewer with no other profiles never sees the header', async () => {
  const { actor } = start({ load: () => Promise.resolve({}) });
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { id: 'me' } });
  expect(selectProfileHeader(actor.getSnapshot())).toBeNull();
});

test('an OWNER profile takes effect and owner actions carry its orbac_subject_id', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { id: 'b1' } });
  expect(selectEffectiveProfileId(actor.getSnapshot())).toBe('b1');
  expect(selectOrbacSubjectId(actor.getSnapshot())).toBe('b1');
});

test('a profile without OWNER but with the multi-factor requirement met takes effect', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.switch', profileId: 'b2' });
  expect(selectEffectiveProfileId(actor.getSnapshot())).toBe('b2');
});

test('a profile without OWNER and without multi-factor keeps the viewer on their own profile', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { id: 'b3' } });
  expect(selectEffectiveProfileId(actor.getSnapshot())).toBe('me');
  expect(selectOrbacSubjectId(actor.getSnapshot())).toBeUndefined();
  expect(selectProfileHeader(actor.getSnapshot())).toMatchObject({
    active: { id: 'b3' },
    canAct: false,
  });
});

test('a switch to a profile the viewer has no access to is ignored', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.switch', profileId: 'nope' });
  expect(actor.getSnapshot().context.activeId).toBe('me');
});

test('a failed profiles call (401 included) leaves the viewer on their own profile, no redirect', async () => {
  const error = Object.assign(new Error('Unauthorized'), { status: 401 });
  const { actor } = start({ load: () => Promise.reject(error) });
  await flush();
  expect(actor.getSnapshot().value).toBe('ready');
  expect(Object.keys(actor.getSnapshot().context.profiles)).toEqual(['me']);
  expect(selectEffectiveProfileId(actor.getSnapshot())).toBe('me');
});

test('a profiles call that got no answer is asked again on the next page viewed', async () => {
  let calls = 0;
  const { actor, loads } = start({
    load: () =>
      ++calls === 1
        ? Promise.reject(Object.assign(new Error('offline'), { status: 0 }))
        : Promise.resolve(PROFILES),
  });
  await flush();
  expect(Object.keys(actor.getSnapshot().context.profiles)).toEqual(['me']);
  actor.send({ type: 'profile.viewing', viewed: { id: 'b2', key: 1 } });
  await flush();
  expect(loads).toHaveLength(2);
  expect(Object.keys(actor.getSnapshot().context.profiles).sort()).toEqual([
    'b1',
    'b2',
    'b3',
    'me',
  ]);
  expect(actor.getSnapshot().context.activeId).toBe('b2');
  actor.send({ type: 'profile.viewing', viewed: null });
  await flush();
  expect(loads).toHaveLength(2);
});

test('a refused profiles call (401) is not asked again on the next page', async () => {
  const error = Object.assign(new Error('Unauthorized'), { status: 401 });
  const { actor, loads } = start({ load: () => Promise.reject(error) });
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { id: 'b2', key: 1 } });
  await flush();
  expect(loads).toHaveLength(1);
});

test('the active profile and the header’s visibility persist in browser storage', async () => {
  const { actor, saved } = start();
  await flush();
  actor.send({ type: 'profile.switch', profileId: 'b1' });
  actor.send({ type: 'profile.toggleHeader' });
  expect(saved.at(-1)).toEqual({
    activeProfileId: 'b1',
    headerVisible: false,
    accessControlVisible: false,
  });
});

test('the access-control visibility persists in browser storage with the active profile', async () => {
  const { actor, saved } = start();
  await flush();
  actor.send({ type: 'profile.toggleAccessControl' });
  expect(saved.at(-1)).toMatchObject({ accessControlVisible: true });
  const kept = start({
    stored: { activeProfileId: 'b1', headerVisible: true, accessControlVisible: true },
  });
  await flush();
  expect(kept.actor.getSnapshot().context).toMatchObject({
    activeId: 'b1',
    accessControlVisible: true,
  });
});

test('the profile changer is disabled while the access control shows', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.toggleAccessControl' });
  actor.send({ type: 'profile.switch', profileId: 'b1' });
  expect(actor.getSnapshot().context.activeId).toBe('me');
  actor.send({ type: 'profile.toggleAccessControl' });
  actor.send({ type: 'profile.switch', profileId: 'b1' });
  expect(actor.getSnapshot().context.activeId).toBe('b1');
});

test('a stored active profile is restored; one no longer accessible falls back to the viewer', async () => {
  const kept = start({ stored: { activeProfileId: 'b2', headerVisible: false } });
  await flush();
  expect(kept.actor.getSnapshot().context).toMatchObject({ activeId: 'b2', headerVisible: false });
  const gone = start({ stored: { activeProfileId: 'b9', headerVisible: true } });
  await flush();
  expect(gone.actor.getSnapshot().context.activeId).toBe('me');
});

test('a late actor with no viewer makes no call until a partner signs in, then loads', async () => {
  const loads: number[] = [];
  const actor = createActor(
    businessProfileMachine.provide({
      actors: {
        loadProfiles: fromPromise(() => {
          loads.push(1);
          return Promise.resolve(PROFILES);
        }),
      },
    }),
    { input: { viewer: null, stored: null } },
  ).start();
  await flush();
  expect(actor.getSnapshot().value).toBe('inactive');
  expect(loads).toHaveLength(0);
  actor.send({
    type: 'business.viewer',
    viewer: { id: 'me', username: 'p', businessName: 'P', imgUrl: '', canSwitch: true },
  });
  await flush();
  expect(actor.getSnapshot().value).toBe('ready');
  expect(Object.keys(actor.getSnapshot().context.profiles)).toEqual(['b1', 'b2', 'b3', 'me']);
  actor.send({ type: 'business.viewer', viewer: null });
  expect(actor.getSnapshot().value).toBe('inactive');
  expect(actor.getSnapshot().context.profiles).toEqual({});
});

test('a page viewed while the profiles load decides the active profile once they arrive', async () => {
  const { actor } = start();
  expect(actor.getSnapshot().value).toBe('loading');
  actor.send({ type: 'profile.viewing', viewed: { username: 'bakery' } });
  await flush();
  expect(actor.getSnapshot().context.activeId).toBe('b1');
});

test('a page viewed before the partner is known decides once they sign in', async () => {
  const actor = createActor(
    businessProfileMachine.provide({
      actors: { loadProfiles: fromPromise(() => Promise.resolve(PROFILES)) },
    }),
    { input: { viewer: null, stored: null } },
  ).start();
  actor.send({ type: 'profile.viewing', viewed: { username: 'florist' } });
  actor.send({
    type: 'business.viewer',
    viewer: { id: 'me', username: 'p', businessName: 'P', imgUrl: '', canSwitch: true },
  });
  await flush();
  expect(actor.getSnapshot().context.activeId).toBe('b2');
});

test('a profile page that goes after the next one came forgets only itself', async () => {
  const { actor } = start();
  await flush();
  actor.send({ type: 'profile.viewing', viewed: { username: 'bakery', key: 1 } });
  // The same profile shown again (a remount) before the first showing has gone.
  actor.send({ type: 'profile.viewing', viewed: { username: 'bakery', key: 2 } });
  actor.send({ type: 'profile.left', key: 1 });
  expect(actor.getSnapshot().context.activeId).toBe('b1');
  actor.send({ type: 'profile.left', key: 2 });
  expect(actor.getSnapshot().context.activeId).toBe('me');
  expect(actor.getSnapshot().context.viewed).toBeNull();
});

test('a page that goes while the profiles load is forgotten before they arrive', async () => {
  const { actor } = start();
  actor.send({ type: 'profile.viewing', viewed: { username: 'bakery', key: 7 } });
  actor.send({ type: 'profile.left', key: 7 });
  await flush();
  expect(actor.getSnapshot().context.activeId).toBe('me');
});

test('a partner viewing a profile they may act as acts as it; personal accounts act as no one', async () => {
  const partner = start();
  expect(selectActingProfileId(partner.actor.getSnapshot())).toBeNull();
  await flush();
  partner.actor.send({ type: 'profile.viewing', viewed: { id: 'b1' } });
  expect(selectActingProfileId(partner.actor.getSnapshot())).toBe('b1');
  // Without OWNER or multi-factor the partner acts as themselves on that page.
  partner.actor.send({ type: 'profile.viewing', viewed: { id: 'b3' } });
  expect(selectActingProfileId(partner.actor.getSnapshot())).toBe('me');
  const personal = start({ canSwitch: false });
  await flush();
  personal.actor.send({ type: 'profile.viewing', viewed: { id: 'b1' } });
  expect(selectActingProfileId(personal.actor.getSnapshot())).toBeNull();
});
