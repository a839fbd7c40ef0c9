// The write path of the fake API under many clients (docs/decisions/109-saves-never-wait-for-a-snapshot.md):
// changes that arrive while an append is on its way go out together in the next one, each
// acknowledged only once its own append is on disk; folding the journal into a snapshot never
// holds up an append; and a kill at any step of a fold leaves files that open with every
// acknowledged change.
import { existsSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Db, Save } from '../domain/types';
import { emptyDb } from './collections';
import { openDataFile, readDataFile, readSnapshot, writeDataFile } from './data-file';
import type { JournalOp, SnapshotMark } from './journal';
import { Journal, journalPathOf, nextJournalPathOf, openForAppend, writeSnapshot } from './journal';
import { Store } from './store';

const save = (id: string): Save => ({
  id,
  pinId: 'p1',
  userId: 'u1',
  boardId: null,
  sectionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const put = (id: string): JournalOp => ({ c: 'saves', put: save(id) });

/** One turn of the event loop: whatever was ready has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A promise and whether it has settled yet. */
function watch(promise: Promise<void>) {
  const state = { promise, done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

/** A gate a test opens when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A journal whose appends end only when the test says so. */
function heldWrites() {
  const writes: { text: string; finish: () => void }[] = [];
  let arrived = () => undefined as void;
  const handle = {
    write: (text: string) =>
      new Promise<void>((finish) => {
        writes.push({ text, finish });
        arrived();
      }),
    datasync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  } as unknown as FileHandle;
  const writesStarted = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (writes.length >= n) resolve();
        else arrived = check;
      };
      check();
    });
  const journal = new Journal({
    file: join(tmpdir(), 'never-written.json'),
    handle,
    mark: { generation: 0, tag: 't' },
    bytes: 0,
    compactAfterBytes: Number.POSITIVE_INFINITY,
  });
  return { journal, writes, writesStarted };
}

const idsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as { put: Save }).put.id);

test('saves that arrive during a flush are made durable together and each is answered only after its flush', async () => {
  const { journal, writes, writesStarted } = heldWrites();
  // Two saves in one turn share the first append.
  journal.append(put('a'));
  const a = watch(journal.sync());
  journal.append(put('b'));
  const b = watch(journal.sync());
  await writesStarted(1);
  // Two more while that append is on its way to the disk.
  journal.append(put('c'));
  const c = watch(journal.sync());
  journal.append(put('d'));
  const d = watch(journal.sync());
  await turn();
  expect(writes.length).toBe(1);
  expect([a.done, b.done, c.done, d.done]).toEqual([false, false, false, false]);

  writes[0]?.finish();
  await Promise.all([a.promise, b.promise]);
  await writesStarted(2);
  expect(c.done || d.done).toBe(false);
  expect(writes.map((w) => idsOf(w.text))).toEqual([
    ['a', 'b'],
    ['c', 'd'],
  ]);

  writes[1]?.finish();
  await Promise.all([c.promise, d.promise]);
  expect(journal.stats.flushes).toBe(2);
  expect(writes.length).toBe(2);
});

/** A data file with its journal, whose folds write the snapshot only when `hold` lets them. */
async function heldFolds(hold: { before?: Promise<void>; after?: Promise<void> }): Promise<{
  dir: string;
  file: string;
  store: Store;
  journal: Journal;
  /** Resolve when the first fold has begun, and when its snapshot is written. */
  begun: Promise<void>;
  written: Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'pinstate-write-path-'));
  const file = join(dir, 'db.json');
  await writeDataFile(file, emptyDb());
  // Opened once for the journal's header, then taken over by a journal whose folds are held.
  const opened = await openDataFile(file);
  await opened.journal.close();
  const { mark } = await readSnapshot(file);
  const begun = gate();
  const written = gate();
  const journal = new Journal({
    file,
    handle: await openForAppend(journalPathOf(file)),
    mark,
    bytes: 0,
    compactAfterBytes: 200,
    writeSnapshot: async (f: string, db: Db, m: SnapshotMark) => {
      begun.open();
      await hold.before;
      await writeSnapshot(f, db, m);
      written.open();
      await hold.after;
    },
  });
  const store = new Store(opened.db, { journal });
  return { dir, file, store, journal, begun: begun.opened, written: written.opened };
}

const savedIds = (db: Db) => db.saves.map((s) => s.id).sort();

/** What a server started on a copy of the files now would load (as after a kill). */
async function openCopy(file: string, dir: string, name: string): Promise<Db> {
  const copy = join(dir, `${name}.json`);
  for (const [from, to] of [
    [file, copy],
    [journalPathOf(file), journalPathOf(copy)],
    [nextJournalPathOf(file), nextJournalPathOf(copy)],
  ] as const) {
    if (existsSync(from)) await copyFile(from, to);
  }
  const { db, journal } = await openDataFile(copy);
  await journal.close();
  expect(existsSync(nextJournalPathOf(copy))).toBe(false);
  return db;
}

test('a save that arrives while the journal is folded into a snapshot is made durable without waiting for the snapshot', async () => {
  const held = gate();
  const { dir, file, store, journal, begun } = await heldFolds({ before: held.opened });
  try {
    store.put('saves', save('a'));
    store.put('saves', save('b'));
    await store.commit();
    // Past the threshold: the fold has begun and its snapshot is held.
    await begun;

    store.put('saves', save('late'));
    await store.commit();
    expect(await readFile(nextJournalPathOf(file), 'utf8')).toContain('"late"');
    expect(savedIds(await readDataFile(file))).toEqual(['a', 'b', 'late']);

    held.open();
    await journal.folded();
    expect(existsSync(nextJournalPathOf(file))).toBe(false);
    expect(journal.stats.compactions).toBe(1);
    expect(savedIds(await readDataFile(file))).toEqual(['a', 'b', 'late']);
  } finally {
    held.open();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a kill at any step of a fold leaves files that open with every acknowledged change', async () => {
  const beforeSnapshot = gate();
  const afterSnapshot = gate();
  const { dir, file, store, journal, begun, written } = await heldFolds({
    before: beforeSnapshot.opened,
    after: afterSnapshot.opened,
  });
  try {
    store.put('saves', save('a'));
    store.put('saves', save('b'));
    await store.commit();
    await begun;
    store.put('saves', save('during'));
    store.del('saves', 'a');
    await store.commit();
    // A kill before the new snapshot: the old snapshot, its journal, then the fresh journal.
    expect(savedIds(await openCopy(file, dir, 'before-snapshot'))).toEqual(['b', 'during']);

    beforeSnapshot.open();
    await written;
    store.put('saves', save('after'));
    await store.commit();
    // A kill after the new snapshot, before the fresh journal replaced the old: the fresh one
    // continues the new snapshot; the old one is already in it.
    expect(savedIds(await openCopy(file, dir, 'after-snapshot'))).toEqual(['after', 'b', 'during']);

    afterSnapshot.open();
    await journal.folded();
    expect(savedIds(await openCopy(file, dir, 'folded'))).toEqual(['after', 'b', 'during']);
  } finally {
    beforeSnapshot.open();
    afterSnapshot.open();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});
