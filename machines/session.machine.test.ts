// Session: signing in as a fixture user, viewer kind, persistence, and the login prompts of
// spec 2 section 6.
import { expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { loginPromptTexts, type GatedAction } from '../domain/guidance';
import {
  selectLoginPrompt,
  selectViewer,
  selectViewerKind,
  sessionMachine,
} from './session.machine';
import type { SessionStorageEvent, SessionUser, StoredSession } from './session.machine';
import { apiError, deferred, flush, testUser } from './test-support';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  ...testUser,
  ...overrides,
});

function startSession(
  options: { stored?: StoredSession | null; users?: Record<string, SessionUser> } = {},
) {
  const persisted: StoredSession[] = [];
  const users = options.users ?? { u1: user(), u2: user({ id: 'u2', isPartner: true }) };
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => Promise.resolve(options.stored ?? null)),
      persistSession: fromCallback<SessionStorageEvent>(({ receive }) => {
        receive((event) => persisted.push(event.stored));
      }),
      loadUser: fromPromise(({ input }: { input: { userId: string } }) => {
        const found = users[input.userId];
        return found ? Promise.resolve(found) : Promise.reject(apiError(404, 'User not found'));
      }),
    },
  });
  const actor = createActor(logic, { input: {} }).start();
  const emitted: AnyEventObject[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, persisted, emitted };
}

test('a fresh visitor is logged out', async () => {
  const { actor } = startSession();
  expect(actor.getSnapshot().matches('restoring')).toBe(true);
  await flush();
  expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  expect(selectViewerKind(actor.getSnapshot())).toBe('logged-out');
});

test('signing in by user id loads the fixture user and announces the sign-in', async () => {
  const { actor, persisted, emitted } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  expect(actor.getSnapshot().matches('signingIn')).toBe(true);
  await flush();
  expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  expect(selectViewer(actor.getSnapshot())).toMatchObject({ kind: 'signed-in', id: 'u1' });
  expect(persisted.at(-1)).toMatchObject({ userId: 'u1' });
  expect(emitted).toEqual([{ type: 'session.signedIn', userId: 'u1' }]);
});

test('a partner signs in as a partner viewer', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u2' });
  await flush();
  expect(selectViewer(actor.getSnapshot())).toMatchObject({ kind: 'partner', isPartner: true });
});

test('an unknown user cannot sign in and the reason is kept', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'nobody' });
  await flush();
  expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  expect(actor.getSnapshot().context.signInError).toBe('User not found');
});

test('signing out forgets the user and announces it', async () => {
  const { actor, persisted, emitted } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  actor.send({ type: 'session.signOut' });
  expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  expect(persisted.at(-1)).toMatchObject({ userId: null });
  expect(emitted.at(-1)).toEqual({ type: 'session.signedOut' });
});

test('a stored session is restored on start', async () => {
  const { actor } = startSession({
    stored: { userId: 'u1', kindOverride: 'employee', device: 'mobile', country: 'GB' },
  });
  await flush();
  expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  expect(selectViewer(actor.getSnapshot())).toMatchObject({
    kind: 'employee',
    device: 'mobile',
    country: 'GB',
    isEmployee: true,
  });
});

test('a sign-in while the session is still restoring is honoured', async () => {
  const restore = deferred<StoredSession | null>();
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => restore.promise),
      loadUser: fromPromise(() => Promise.resolve(user())),
    },
  });
  const actor = createActor(logic, { input: {} }).start();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  expect(actor.getSnapshot().matches('signedIn')).toBe(true);
});

test('viewer kind, device, country and locale are set from the dev toolbar and kept', async () => {
  const { actor, persisted } = startSession();
  await flush();
  actor.send({ type: 'viewer.setKind', kind: 'bot' });
  actor.send({ type: 'viewer.setDevice', device: 'mobile' });
  actor.send({ type: 'viewer.setCountry', country: 'FR' });
  actor.send({ type: 'viewer.setLocale', locale: 'zh-CN' });
  expect(selectViewer(actor.getSnapshot())).toMatchObject({
    kind: 'bot',
    device: 'mobile',
    country: 'FR',
    locale: 'zh-CN',
  });
  expect(persisted.at(-1)).toEqual({
    userId: null,
    kindOverride: 'bot',
    device: 'mobile',
    country: 'FR',
    locale: 'zh-CN',
  });
});

test('the locale defaults to en-US (spec 3 section 9)', async () => {
  const { actor } = startSession();
  await flush();
  expect(selectViewer(actor.getSnapshot()).locale).toBe('en-US');
});

test('a viewer kind that does not fit the session is not applied', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'viewer.setKind', kind: 'partner' });
  expect(selectViewerKind(actor.getSnapshot())).toBe('logged-out');
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  expect(selectViewerKind(actor.getSnapshot())).toBe('partner');
  actor.send({ type: 'viewer.setKind', kind: 'social-bot' });
  expect(selectViewerKind(actor.getSnapshot())).toBe('signed-in');
});

const prompts: [GatedAction, string][] = [
  ['save', 'Log in to save this Pin'],
  ['edit', 'Log in to edit this Pin'],
  ['follow', 'Log in to follow'],
  ['unfollow', 'Log in to unfollow'],
  ['create', 'Log in to create a Pin or board'],
];

for (const [action, text] of prompts) {
  test(`a logged-out ${action} opens the login prompt '${text}'`, async () => {
    const { actor } = startSession();
    await flush();
    actor.send({ type: 'loginPrompt.open', action });
    const prompt = selectLoginPrompt(actor.getSnapshot());
    expect(prompt).toEqual({ action, next: null });
    expect(prompt && loginPromptTexts(prompt.action)).toEqual({
      header: "You're almost there! Log in to access all of the product",
      text,
    });
  });
}

test('the login prompt closes, and signing in closes it too', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'loginPrompt.open', action: 'follow', next: '/pinstate/garden/' });
  expect(selectLoginPrompt(actor.getSnapshot())?.next).toBe('/pinstate/garden/');
  actor.send({ type: 'loginPrompt.close' });
  expect(selectLoginPrompt(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'loginPrompt.open', action: 'save' });
  expect(selectLoginPrompt(actor.getSnapshot())?.action).toBe('save');
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  expect(selectLoginPrompt(actor.getSnapshot())).toBeNull();
});

test('a signed-in viewer gets no login prompt', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  actor.send({ type: 'loginPrompt.open', action: 'save' });
  expect(selectLoginPrompt(actor.getSnapshot())).toBeNull();
});

test('signing out while the user is still loading cancels the sign-in', async () => {
  const load = deferred<SessionUser>();
  const logic = sessionMachine.provide({
    actors: { loadUser: fromPromise(() => load.promise) },
  });
  const actor = createActor(logic, { input: {} }).start();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  actor.send({ type: 'session.signOut' });
  load.resolve(user());
  await flush();
  expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  expect(actor.getSnapshot().context.user).toBeNull();
});

test('a changed save behaviour is kept on the signed-in user, so the Save buttons follow it', async () => {
  const { actor } = startSession();
  await flush();
  actor.send({ type: 'user.changed', changes: { saveBehavior: 1 } });
  expect(actor.getSnapshot().context.user).toBeNull();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  expect(actor.getSnapshot().context.user?.saveBehavior).toBe(0);
  actor.send({ type: 'user.changed', changes: { saveBehavior: 1 } });
  expect(actor.getSnapshot().context.user?.saveBehavior).toBe(1);
  expect(actor.getSnapshot().matches('signedIn')).toBe(true);
});

test('user.changed updates the signed-in user with the fields it carries', async () => {
  const { actor, emitted } = startSession();
  await flush();
  actor.send({ type: 'session.signIn', userId: 'u1' });
  await flush();
  actor.send({ type: 'user.changed', changes: { ...user(), boardCount: 6 } });
  expect(actor.getSnapshot().context.user).toEqual(user({ boardCount: 6 }));
  // A changed user is not a new sign-in: nothing is announced again.
  expect(emitted.filter((e) => e.type === 'session.signedIn')).toHaveLength(1);
});
