// Properties of the journal (docs/decisions/001-fake-api-storage.md): whatever the sequence of
// changes and snapshots, the data file reads back as the data in memory; replaying a journal
// over data that already holds it changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Db, Save } from '../domain/types';
import type { JournalOp } from './journal';
import { emptyDb } from './collections';
import { openDataFile, readDataFile, writeDataFile } from './data-file';
import { Store } from './store';

const save = (id: string, pinId: string): Save => ({
  id,
  pinId,
  userId: 'u1',
  boardId: null,
  sectionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

type Step =
  | { kind: 'put'; id: string; pinId: string }
  | { kind: 'del'; id: string }
  | { kind: 'commit' }
  | { kind: 'snapshot' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('put' as const),
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      pinId: fc.string({ maxLength: 40 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('del' as const),
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'commit' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'snapshot' as const }) },
);

const byId = (db: Db) => Object.fromEntries(db.saves.map((s) => [s.id, s]));

test('the data file always reads back as the data in memory, whatever the changes and snapshots', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
      const dir = await mkdtemp(join(tmpdir(), 'pinstate-journal-'));
      const file = join(dir, 'db.json');
      try {
        await writeDataFile(file, emptyDb());
        // A tiny threshold: the journal is folded into snapshots all along.
        const { db, journal } = await openDataFile(file, { compactAfterBytes: 300 });
        const store = new Store(db, { journal });
        for (const step of steps) {
          if (step.kind === 'put') store.put('saves', save(step.id, step.pinId));
          else if (step.kind === 'del') store.del('saves', step.id);
          else if (step.kind === 'commit') await store.commit();
          else await store.replaceAll(store.db);
        }
        await store.commit();
        expect(byId(await readDataFile(file))).toEqual(byId(store.db));
        await store.close();
        expect(byId(await readDataFile(file))).toEqual(byId(store.db));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }),
    { numRuns: 25 },
  );
}, 120_000);

test('replaying changes over data that already holds them changes nothing', () => {
  fc.assert(
    fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
      const ops: JournalOp[] = [];
      for (const step of steps) {
        if (step.kind === 'put') ops.push({ c: 'saves', put: save(step.id, step.pinId) });
        if (step.kind === 'del') ops.push({ c: 'saves', del: step.id });
      }
      const once = new Store(emptyDb());
      for (const op of ops) once.apply(op);
      const first = byId(once.db);
      for (const op of ops) once.apply(op);
      expect(byId(once.db)).toEqual(first);
    }),
    { numRuns: 200 },
  );
});
