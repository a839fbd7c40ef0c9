// The new account's onboarding as the fake API keeps it (docs/decisions/105): the progress read
// and written back so a reload resumes it, a bad body refused with a message and nothing written,
// and the account's own record saying the onboarding is pending.
import { expect, test } from 'vitest';
import type { OnboardingProgress, OnboardingState } from '../domain/onboarding';
import type { User, UserSettings } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { withTestServer } from './testing';

const U = KNOWN.users;

test('a new account has no onboarding progress yet, and is offered interests and pins', () =>
  withTestServer(async ({ call }) => {
    const r = await call('GET', '/v3/onboarding/', { viewer: U.newUser });
    expect(r.status).toBe(200);
    const state = r.data as OnboardingState;
    expect(state.progress).toBeNull();
    expect(state.genderKnown).toBe(false);
    expect(state.interests.length).toBeGreaterThan(0);
    expect(state.pins.length).toBeGreaterThan(0);
    expect(state.pins.every((p) => typeof p.imageUrl === 'string')).toBe(true);
  }));

test('the onboarding progress is kept, so a reload resumes it; locale and country default to en-US and US', () =>
  withTestServer(async ({ call }) => {
    const r = await call('PUT', '/v3/onboarding/', {
      viewer: U.newUser,
      body: { step: 'InterestPicker', gender: 'unspecified' },
    });
    expect(r.status).toBe(200);
    const kept: OnboardingProgress = {
      step: 'InterestPicker',
      gender: 'unspecified',
      interestIds: [],
      useCase: null,
      pinIds: [],
      finished: null,
      locale: 'en-US',
      country: 'US',
    };
    expect(r.data).toEqual(kept);
    const again = await call('GET', '/v3/onboarding/', { viewer: U.newUser });
    expect((again.data as OnboardingState).progress).toEqual(kept);
  }));

test('a bad onboarding body answers 400 with a message and writes nothing', () =>
  withTestServer(async ({ call }) => {
    await call('PUT', '/v3/onboarding/', { viewer: U.newUser, body: { step: 'Gender' } });
    const before = (await call('GET', '/v3/onboarding/', { viewer: U.newUser })).data;
    const bad: unknown[] = [
      { step: 'Welcome' },
      { gender: 'female' },
      { step: 'Gender', gender: 'other' },
      { step: 'UseCase', useCase: 'nothing' },
      { step: 'InterestPicker', interestIds: 'i1' },
      { step: 'InterestPicker', interestIds: ['no-such-interest'] },
      { step: 'PinPicker', pinIds: ['no-such-pin'] },
      { step: 'Gender', finished: 'done' },
      { step: 'Gender', locale: 42 },
      [],
    ];
    for (const body of bad) {
      const r = await call('PUT', '/v3/onboarding/', { viewer: U.newUser, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.message, JSON.stringify(body)).toMatch(/\w/);
    }
    const after = (await call('GET', '/v3/onboarding/', { viewer: U.newUser })).data;
    expect(after).toEqual(before);
  }));

test('the onboarding asks a logged-out caller to log in', () =>
  withTestServer(async ({ call }) => {
    expect((await call('GET', '/v3/onboarding/')).status).toBe(401);
    expect((await call('PUT', '/v3/onboarding/', { body: { step: 'Gender' } })).status).toBe(401);
  }));

test("the new user's own account says its onboarding is pending until it is finished", () =>
  withTestServer(async ({ call }) => {
    const own = async () =>
      ((await call('GET', `/v3/users/${U.newUser}/`, { viewer: U.newUser })).data as User)
        .onboardingPending;
    expect(await own()).toBe(true);
    const seenByOthers = (await call('GET', `/v3/users/${U.newUser}/`, { viewer: U.default }))
      .data as User;
    expect(seenByOthers.onboardingPending).toBeUndefined();
    const oldAccount = (await call('GET', `/v3/users/${U.default}/`, { viewer: U.default }))
      .data as User;
    expect(oldAccount.onboardingPending).toBeUndefined();
    await call('PUT', '/v3/onboarding/', {
      viewer: U.newUser,
      body: { step: 'Gender', finished: 'skipped' },
    });
    expect(await own()).toBeUndefined();
  }));

test('saving the cookie choice keeps the onboarding progress', () =>
  withTestServer(async ({ call }) => {
    await call('PUT', '/v3/onboarding/', { viewer: U.newUser, body: { step: 'UseCase' } });
    await call('PATCH', '/v3/user_settings/', {
      viewer: U.newUser,
      body: {
        allow_analytic_cookies: true,
        allow_marketing_cookies: true,
        allow_personalization_cookies: true,
      },
    });
    const settings = (await call('GET', '/v3/user_settings/', { viewer: U.newUser }))
      .data as UserSettings;
    expect(settings.onboarding?.step).toBe('UseCase');
  }));
