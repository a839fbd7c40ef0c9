// One-tap save against the real fake API (fake-api/server.ts on port 0), with its fault control:
// over random taps, failures and waits, once the button settles the server holds the save
// exactly when the button shows saved (spec 1 section 4; the fake API keeps them).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApi } from '../api/client';
import { API_ROUTES } from '../api/client';
import { createControl } from '../api/control';
import { startTestServer } from '../fake-api/testing';
import type { TestServer } from '../fake-api/testing';
import { KNOWN } from '../fixtures/known';
import { oneTapSaveMachine } from '../machines/one-tap-save.machine';
import { createActors } from '../runtime/app-logic';
import { assertProperty } from './property-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

type Step =
  | { kind: 'tap' }
  | { kind: 'settle' }
  | { kind: 'fail'; route: 'repin' | 'deletePin'; message: string | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Step>({ kind: 'tap' }) },
  { weight: 3, arbitrary: fc.constant<Step>({ kind: 'settle' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fail' as const),
      route: fc.constantFrom('repin' as const, 'deletePin' as const),
      message: fc.option(fc.constantFrom('Board is full', 'Try again later'), { nil: null }),
    }),
  },
);

test('the settled one-tap save state agrees with what the real fake API holds', async () => {
  const api = createApi({ baseUrl: server.url, getViewerId: () => KNOWN.users.default });
  const control = createControl({ baseUrl: server.url });
  const actors = createActors(api, { storage: null });
  const pinId = KNOWN.pins.image;

  await assertProperty(
    'one-tap save against the fake API',
    fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
      await control.resetData();
      const start = await api.getPin(pinId);
      const actor = createActor(
        oneTapSaveMachine.provide({
          actors: { savePin: actors.savePin, deleteSave: actors.deleteSave },
        }),
        { input: { pinId, saved: start.savedInfo ?? null, viewerId: KNOWN.users.default } },
      ).start();
      const settle = async () => {
        await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5000 });
        const held = await api.getPin(pinId);
        expect(actor.getSnapshot().matches('saved')).toBe(Boolean(held.savedInfo));
      };
      for (const s of steps) {
        if (s.kind === 'tap') actor.send({ type: 'save.toggle' });
        else if (s.kind === 'settle') await settle();
        else {
          await control.setFault({
            route: API_ROUTES[s.route],
            status: 500,
            ...(s.message ? { message: s.message } : {}),
            count: 1,
          });
        }
      }
      await settle();
      actor.stop();
      await control.resetFaults();
    }),
    25,
  );
});
