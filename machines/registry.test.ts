// The per-pin kinds' registry (machines/pin-kinds.ts), the catalogue and the diagrams agree: a kind
// is one machine file and one line in the table, and everything else follows from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { appMachine, pinActorId } from './app.machine';
import { catalogue } from './catalogue';
import { pageLogic } from './page-kinds';
import { pinKinds } from './pin-kinds';
import { DIAGRAM_DIR, renderDiagramFile } from './diagrams';

test('every per-pin kind is catalogued with its own machine', () => {
  for (const kind of pinKinds) {
    const entry = catalogue.find((e) => e.id === kind.catalogue.id);
    expect(entry, kind.kind).toBe(kind.catalogue);
    expect(entry?.machine, kind.kind).toBe(kind.logic);
  }
  expect(new Set(pinKinds.map((k) => k.kind)).size).toBe(pinKinds.length);
});

test('every page actor is catalogued', () => {
  for (const [name, logic] of Object.entries(pageLogic)) {
    expect(
      catalogue.some((e) => e.machine === logic),
      name,
    ).toBe(true);
  }
});

test('every per-pin kind has its committed, current diagram', () => {
  for (const kind of pinKinds) {
    const path = join(DIAGRAM_DIR, `${kind.catalogue.id}.md`);
    expect(existsSync(path), path).toBe(true);
    expect(readFileSync(path, 'utf8'), path).toBe(renderDiagramFile(kind.catalogue));
  }
});

test('the root spawns every per-pin kind of the table as pin.<id>.<kind>, with the machine of the table', () => {
  const app = createActor(appMachine, { input: {} }).start();
  for (const kind of pinKinds) {
    app.send({ type: 'pin.spawn', pinId: '100001', kind: kind.kind });
    const ref = app.system.get(pinActorId('100001', kind.kind)) as
      (AnyActorRef & { logic: unknown }) | undefined;
    expect(ref?.logic, kind.kind).toBe(kind.logic);
  }
  app.stop();
});
