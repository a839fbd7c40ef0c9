// The kinds table (machines/kind-ids.ts, all-kind-ids.ts and kinds.ts), the catalogue, the diagrams and
// the system ids agree: a kind is one machine file and one line in the table (its effect in
// runtime/effects.ts), and everything else follows from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectTypeOf, test } from 'vitest';
import { createActor } from 'xstate';
import { appMachine, pinActorId } from './app.machine';
import { catalogue } from './catalogue';
import { DIAGRAM_DIR, expectedDiagramFiles, renderDiagramFile } from './diagrams';
import { kindIds, kindNamesOf, type KindName } from './all-kind-ids';
import { kindEntries, kinds, type LateInputMisfits } from './kinds';
import { lateRootActors } from './late-actors';
import {
  boardInviteActorId,
  bulkDeleteActorId,
  collaboratorsActorId,
  editFormActorId,
  followActorId,
  inviteLandingActorId,
  loaderActorId,
  pageLogic,
  placementActorId,
  PROFILE_VIEW_ACTOR_ID,
} from './page-kinds';
import { pinKinds } from './pin-kinds';
import { SYSTEM_IDS } from './system-ids';

const names = Object.keys(kindIds) as KindName[];
const logicOf = (ref: unknown) => (ref as { logic?: unknown } | undefined)?.logic;

/** Catalogued machines that are no kind of the root's system (children, the player, the root). */
const NOT_KINDS = ['feed', 'board-picker', 'player', 'fault-poll', 'app'];

test('both halves of the table name the same kinds, in the same order', () => {
  expect(Object.keys(kinds)).toEqual(names);
  for (const name of kindNamesOf('pin')) expect(kinds[name].kind, name).toBe(name);
});

test('every kind is catalogued with its own machine, once, in table order', () => {
  for (const name of names) {
    const entry = kinds[name].catalogue;
    if (entry === null) continue;
    expect(
      catalogue.filter((e) => e === entry),
      name,
    ).toHaveLength(1);
    expect(entry.machine, name).toBe(kinds[name].logic);
  }
  expect(catalogue.filter((e) => kindEntries.includes(e))).toEqual(kindEntries);
  const others = catalogue.filter((e) => !kindEntries.includes(e)).map((e) => e.id);
  expect(others).toEqual(NOT_KINDS);
  expect(new Set(catalogue.map((e) => e.id)).size).toBe(catalogue.length);
  // Only the entity store, a reducer with no states, goes without an entry.
  expect(names.filter((name) => kinds[name].catalogue === null)).toEqual(['entities']);
});

test('every catalogued machine, every kind among them, has its committed, current diagram', () => {
  expect([...expectedDiagramFiles().keys()].sort()).toEqual(
    [...catalogue.map((e) => `${e.id}.md`), 'README.md'].sort(),
  );
  for (const entry of kindEntries) {
    const path = join(DIAGRAM_DIR, `${entry.id}.md`);
    expect(existsSync(path), path).toBe(true);
    expect(readFileSync(path, 'utf8'), path).toBe(renderDiagramFile(entry));
  }
});

test('the long-lived system ids are the root and late root kinds, each under its name', () => {
  expect(SYSTEM_IDS).toEqual({
    session: 'session',
    entities: 'entities',
    feeds: 'feeds',
    toasts: 'toasts',
    signedOutSaves: 'signedOutSaves',
    analytics: 'analytics',
    experiences: 'experiences',
    scrollUi: 'scrollUi',
    appUi: 'appUi',
    theme: 'theme',
    localState: 'localState',
    impressions: 'impressions',
    cookies: 'cookies',
    businessProfile: 'businessProfile',
    deepLink: 'deepLink',
    repinCounter: 'repinCounter',
    screenArbiter: 'screenArbiter',
  });
  expect(Object.keys(SYSTEM_IDS)).toEqual(kindNamesOf('root', 'lateRoot'));
});

test('the late root actors are the lateRoot lines, in table order, with their fixed inputs', () => {
  expect(lateRootActors.map((a) => a.kind)).toEqual(kindNamesOf('lateRoot'));
  for (const actor of lateRootActors) {
    expect(actor.systemId).toBe(SYSTEM_IDS[actor.kind]);
    expect(actor.input).toBe(kindIds[actor.kind].input);
  }
  expectTypeOf<LateInputMisfits>().toEqualTypeOf<never>();
});

test("the page actors' system ids are built by their lines", () => {
  expect(followActorId('board', 'b1')).toBe('board.b1.follow');
  expect(followActorId('user', 'u1')).toBe('user.u1.follow');
  expect(collaboratorsActorId('b1')).toBe('board.b1.collaborators');
  expect(bulkDeleteActorId('b1')).toBe('board.b1.bulkDelete');
  expect(PROFILE_VIEW_ACTOR_ID).toBe('profile.viewPreferences');
  expect(editFormActorId('pin', 'p1')).toBe('pin.p1.edit');
  expect(loaderActorId('board.b13')).toBe('page.board.b13.loader');
  expect(placementActorId(11)).toBe('placement.11');
  expect(inviteLandingActorId('c1')).toBe('invite.c1.landing');
  expect(boardInviteActorId('b1')).toBe('board.b1.invite');
  expect(Object.keys(pageLogic).sort()).toEqual(kindNamesOf('lateRoot', 'page').sort());
});

test('the root spawns every kind under its system id, with the machine of the table', () => {
  const app = createActor(appMachine, { input: {} }).start();
  for (const name of kindNamesOf('root', 'lateRoot')) {
    expect(logicOf(app.system.get(SYSTEM_IDS[name])), name).toBe(kinds[name].logic);
  }
  for (const kind of pinKinds) {
    app.send({ type: 'pin.spawn', pinId: '100001', kind: kind.kind });
    expect(logicOf(app.system.get(pinActorId('100001', kind.kind))), kind.kind).toBe(kind.logic);
  }
  for (const name of kindNamesOf('page')) {
    const systemId = `test.${name}`;
    const input = kinds[name].catalogue.sampleInput;
    app.send({ type: 'page.spawn', systemId, kind: name, input });
    expect(logicOf(app.system.get(systemId)), name).toBe(kinds[name].logic);
  }
  app.stop();
});
