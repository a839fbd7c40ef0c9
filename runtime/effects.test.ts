// The effects table (effects.ts) covers the kinds table: a kind whose machine declares a
// placeholder cannot be left out, and every loaded kind is provided.
import { expect, expectTypeOf, test } from 'vitest';
import { createApi } from '../api/client';
import { kindNamesOf } from '../machines/all-kind-ids';
import { kinds } from '../machines/kinds';
import { effects, provideKinds, type KindEffects, type KindsNeedingEffects } from './effects';

test('a kind whose machine declares a placeholder must have its effect', () => {
  const { cookies: _cookies, ...withoutCookies } = effects;
  // @ts-expect-error -- the cookie banner's machine declares `saveChoice` and `loadChoice`
  const missing: KindEffects = withoutCookies;
  expect(missing).not.toHaveProperty('cookies');
  // Kinds with only harmless defaults may go without.
  const { toasts: _toasts, ...withoutToasts } = effects;
  const allowed: KindEffects = withoutToasts;
  expect(allowed).not.toHaveProperty('toasts');
});

test('the kinds that need an effect are those with placeholders', () => {
  expectTypeOf<KindsNeedingEffects>().toEqualTypeOf<
    | 'cookies'
    | 'businessProfile'
    | 'oneTapSave'
    | 'save'
    | 'favorite'
    | 'feedback'
    | 'outbound'
    | 'share'
    | 'loader'
    | 'editForm'
    | 'follow'
    | 'collaborators'
    | 'inviteLanding'
    | 'boardInvite'
    | 'onboarding'
    | 'impressions'
  >();
});

test('every kind loaded after the first paint is provided, with its own effects where it has any', () => {
  const provided = provideKinds(
    createApi({ baseUrl: 'http://127.0.0.1:1', getViewerId: () => null }),
  );
  const loaded = kindNamesOf('lateRoot', 'pin', 'page');
  expect(Object.keys(provided)).toEqual(loaded);
  for (const name of loaded) {
    if (name in effects) expect(provided[name], name).not.toBe(kinds[name].logic);
    else expect(provided[name], name).toBe(kinds[name].logic);
  }
});
