// Favorite and the save (repin) flow against the real fake API (fake-api/server.ts on port 0):
// over random taps and saves, once settled the machines agree with what the server keeps
// (favoritedByMe and favoriteUserCount; a save exactly when the flow shows saved). Spec 1
// section 4: saved and favorite state agree, and the fake API keeps them.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApi } from '../api/client';
import { createControl } from '../api/control';
import { startTestServer } from '../fake-api/testing';
import type { TestServer } from '../fake-api/testing';
import { KNOWN } from '../fixtures/known';
import { favoriteMachine } from '../machines/favorite.machine';
import { boardPickerMachine } from '../machines/board-picker.machine';
import { saveFlowMachine } from '../machines/save-flow.machine';
import { createActors } from '../runtime/app-logic';
import { assertProperty } from './property-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

test('the settled favorite state and count agree with the real fake API', async () => {
  const api = createApi({ baseUrl: server.url, getViewerId: () => KNOWN.users.default });
  const control = createControl({ baseUrl: server.url });
  const actors = createActors(api, { storage: null });
  const pinId = KNOWN.pins.image;

  await assertProperty(
    'favorite against the fake API',
    fc.asyncProperty(
      fc.array(fc.constantFrom('tap', 'settle'), { maxLength: 12 }),
      async (steps) => {
        await control.resetData();
        const start = await api.getPin(pinId);
        const actor = createActor(
          favoriteMachine.provide({ actors: { changeFavorite: actors.changeFavorite } }),
          {
            input: {
              pinId,
              favoritedByMe: start.favoritedByMe,
              favoriteUserCount: start.favoriteUserCount ?? 0,
            },
          },
        ).start();
        const settle = async () => {
          await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5000 });
          const held = await api.getPin(pinId);
          expect(actor.getSnapshot().context.favoritedByMe).toBe(held.favoritedByMe);
          expect(actor.getSnapshot().context.favoriteUserCount).toBe(held.favoriteUserCount ?? 0);
        };
        for (const s of steps) {
          if (s === 'tap') actor.send({ type: 'favorite.toggle' });
          else await settle();
        }
        await settle();
        actor.stop();
      },
    ),
    20,
  );
});

test('the settled save flow agrees with the real fake API, profile and board saves alike', async () => {
  const api = createApi({ baseUrl: server.url, getViewerId: () => KNOWN.users.default });
  const control = createControl({ baseUrl: server.url });
  const actors = createActors(api, { storage: null });
  const pinId = KNOWN.pins.image;
  const save = fc.constantFrom(
    { type: 'pin.save' as const },
    { type: 'pin.save' as const, boardId: KNOWN.boards.second },
  );

  await assertProperty(
    'save flow against the fake API',
    fc.asyncProperty(
      fc.array(fc.oneof(save, fc.constant('settle' as const)), { maxLength: 8 }),
      async (steps) => {
        await control.resetData();
        const actor = createActor(
          saveFlowMachine.provide({
            actors: {
              savePin: actors.savePin,
              boardPicker: boardPickerMachine.provide({
                actors: { loadBoards: actors.loadBoards, createBoard: actors.createBoard },
              }),
            },
          }),
          {
            input: {
              pinId,
              saved: (await api.getPin(pinId)).savedInfo ?? null,
              viewerId: KNOWN.users.default,
              username: KNOWN.usernames.default,
            },
          },
        ).start();
        const settle = async () => {
          await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 5000 });
          const held = await api.getPin(pinId);
          expect(actor.getSnapshot().context.saved !== null).toBe(Boolean(held.savedInfo));
        };
        for (const s of steps) {
          if (s === 'settle') await settle();
          else actor.send(s);
        }
        await settle();
        actor.stop();
      },
    ),
    20,
  );
});
