// Session (spec 1 section 1 viewer kinds; spec 3 section 3 "Session and viewer"; spec 2 section 6
// login prompts): over random sign-ins, sign-outs, user loads, viewer settings and prompts, the
// session agrees with a small model: one user load at a time, signed in only once the user loaded,
// a sign-out cancels a load in flight, 'signed in' and 'signed out' announced once per change, the
// login prompt shown only to a logged-out visitor, a logged-out viewer never of a signed-in kind,
// and what storage last received is the current session.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromCallback, fromPromise, createActor } from 'xstate';
import { loginPromptTexts, type GatedAction } from '../domain/guidance';
import type { Device, ViewerKind } from '../domain/types';
import type {
  SessionEvent,
  SessionStorageEvent,
  SessionUser,
  StoredSession,
} from '../machines/session.machine';
import {
  selectIsSignedIn,
  selectLoginPrompt,
  selectViewer,
  selectViewerId,
  sessionMachine,
} from '../machines/session.machine';
import { deferred, flush } from '../machines/test-support';
import type { Deferred } from '../machines/test-support';
import { assertProperty, propertyFails } from './property-support';

/** Spec 2 section 6: the header of every login prompt. */
const PROMPT_HEADER = "You're almost there! Log in to access all of the product";
const LOGGED_OUT_KINDS: readonly ViewerKind[] = ['logged-out', 'bot', 'social-bot'];

type Step = { kind: 'send'; event: SessionEvent } | { kind: 'answer'; ok: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom('u1', 'u2')
    .map((userId): Step => ({ kind: 'send', event: { type: 'session.signIn', userId } })),
  fc.constant<Step>({ kind: 'send', event: { type: 'session.signOut' } }),
  fc.boolean().map((ok): Step => ({ kind: 'answer', ok })),
  fc
    .option(
      fc.constantFrom<ViewerKind>(
        'logged-out',
        'signed-in',
        'partner',
        'employee',
        'bot',
        'social-bot',
      ),
      { nil: null },
    )
    .map((kind): Step => ({ kind: 'send', event: { type: 'viewer.setKind', kind } })),
  fc
    .constantFrom<Device>('desktop', 'mobile')
    .map((device): Step => ({ kind: 'send', event: { type: 'viewer.setDevice', device } })),
  fc
    .constantFrom('US', 'FR')
    .map((country): Step => ({ kind: 'send', event: { type: 'viewer.setCountry', country } })),
  fc
    .constantFrom('en-US', 'zh-CN')
    .map((locale): Step => ({ kind: 'send', event: { type: 'viewer.setLocale', locale } })),
  fc
    .constantFrom<GatedAction>('save', 'edit', 'follow', 'unfollow', 'create')
    .map((action): Step => ({ kind: 'send', event: { type: 'loginPrompt.open', action } })),
  fc.constant<Step>({ kind: 'send', event: { type: 'loginPrompt.close' } }),
);

const storedArb: fc.Arbitrary<StoredSession | null> = fc.option(
  fc.record({
    userId: fc.option(fc.constantFrom('u1', 'u2'), { nil: null }),
    kindOverride: fc.constant(null),
    device: fc.constantFrom<Device>('desktop', 'mobile'),
    country: fc.constantFrom('US', 'FR'),
    locale: fc.constantFrom('en-US', 'ja-JP', undefined),
  }),
  { nil: null },
);

const userOf = (id: string) =>
  ({ id, username: id, isPartner: false, isEmployee: false }) as SessionUser;

/** The session as the spec describes it. */
interface Model {
  phase: 'loggedOut' | 'signingIn' | 'signedIn';
  user: string | null;
  pending: string | null;
  prompt: GatedAction | null;
  device: Device;
  country: string;
  locale: string;
  signedIn: number;
  signedOut: number;
}

const sessionFollowsTheSpec = (logic: typeof sessionMachine) =>
  fc.asyncProperty(storedArb, fc.array(step, { maxLength: 30 }), async (stored, steps) => {
    const loads: { userId: string; answer: Deferred<SessionUser>; open: boolean }[] = [];
    const written: StoredSession[] = [];
    const provided = logic.provide({
      actors: {
        restoreSession: fromPromise(() => Promise.resolve(stored)),
        persistSession: fromCallback<SessionStorageEvent>(({ receive }) => {
          receive((e) => written.push(e.stored));
        }),
        loadUser: fromPromise<SessionUser, { userId: string }>(({ input }) => {
          const answer = deferred<SessionUser>();
          loads.push({ userId: input.userId, answer, open: true });
          return answer.promise;
        }),
      },
    });
    const actor = createActor(provided, { input: { device: 'desktop', country: 'US' } });
    const announced = { signedIn: 0, signedOut: 0 };
    actor.on('session.signedIn', () => (announced.signedIn += 1));
    actor.on('session.signedOut', () => (announced.signedOut += 1));
    actor.start();
    await flush();
    const model: Model = {
      phase: stored?.userId ? 'signingIn' : 'loggedOut',
      user: null,
      pending: stored?.userId ?? null,
      prompt: null,
      device: stored?.device ?? 'desktop',
      country: stored?.country ?? 'US',
      locale: stored?.locale ?? 'en-US',
      signedIn: 0,
      signedOut: 0,
    };
    const check = () => {
      const snapshot = actor.getSnapshot();
      const open = loads.filter((l) => l.open);
      expect(open.length).toBeLessThanOrEqual(1);
      if (model.phase === 'signingIn')
        expect(loads.at(-1)).toMatchObject({ userId: model.pending, open: true });
      expect(selectIsSignedIn(snapshot)).toBe(model.phase === 'signedIn');
      expect(selectViewerId(snapshot)).toBe(model.user);
      expect(snapshot.hasTag('busy')).toBe(model.phase === 'signingIn');
      expect(selectLoginPrompt(snapshot)?.action ?? null).toBe(model.prompt);
      const prompt = selectLoginPrompt(snapshot);
      if (prompt) expect(loginPromptTexts(prompt.action).header).toBe(PROMPT_HEADER);
      const viewer = selectViewer(snapshot);
      expect(LOGGED_OUT_KINDS.includes(viewer.kind)).toBe(model.user === null);
      expect([viewer.device, viewer.country, viewer.locale]).toEqual([
        model.device,
        model.country,
        model.locale,
      ]);
      expect(announced).toEqual({ signedIn: model.signedIn, signedOut: model.signedOut });
      const last = written.at(-1);
      if (last)
        expect(last).toMatchObject({
          userId: model.user,
          device: model.device,
          country: model.country,
          locale: model.locale,
        });
    };
    check();
    for (const s of steps) {
      if (s.kind === 'answer') {
        const load = loads.at(-1);
        if (!load?.open) continue;
        load.open = false;
        const current = model.phase === 'signingIn';
        if (s.ok) load.answer.resolve(userOf(load.userId));
        else load.answer.reject(new Error('No such user'));
        if (current && s.ok) {
          Object.assign(model, {
            phase: 'signedIn',
            user: model.pending,
            pending: null,
            prompt: null,
          });
          model.signedIn += 1;
        } else if (current) Object.assign(model, { phase: 'loggedOut', pending: null });
        await flush();
      } else {
        const { event } = s;
        actor.send(event);
        if (event.type === 'session.signIn' && model.phase === 'loggedOut') {
          Object.assign(model, { phase: 'signingIn', pending: event.userId });
        } else if (event.type === 'session.signOut' && model.phase === 'signingIn') {
          // The cancelled load may still answer; its answer changes nothing.
          Object.assign(model, { phase: 'loggedOut', pending: null });
          const load = loads.at(-1);
          if (load) load.open = false;
        } else if (event.type === 'session.signOut' && model.phase === 'signedIn') {
          Object.assign(model, { phase: 'loggedOut', user: null });
          model.signedOut += 1;
        } else if (event.type === 'viewer.setDevice') model.device = event.device;
        else if (event.type === 'viewer.setCountry') model.country = event.country;
        else if (event.type === 'viewer.setLocale') model.locale = event.locale;
        else if (event.type === 'loginPrompt.open' && model.phase === 'loggedOut')
          model.prompt = event.action;
        else if (event.type === 'loginPrompt.close') model.prompt = null;
      }
      check();
    }
    actor.stop();
  });

test('signed in only once the user loaded, a sign-out cancels the load, the login prompt only for a logged-out visitor, storage holds the current session', async () => {
  await assertProperty('session', sessionFollowsTheSpec(sessionMachine));
});

test('the suite catches a session that forgets the stored user on restart', async () => {
  const forgetful = sessionMachine.provide({ guards: { hasStoredUser: () => false } });
  expect(await propertyFails(sessionFollowsTheSpec(forgetful))).toBe(true);
});
