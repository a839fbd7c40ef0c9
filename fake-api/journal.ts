// Durable storage of the fake API (docs/decisions/001-fake-api-storage.md): a snapshot file (the
// whole database as JSON) plus an append-only journal beside it (`<file>.journal`, one change per
// line). Changes that arrive together are written as one append and one fdatasync (group
// commit); a change is acknowledged only after that. When the journal grows past a threshold it is
// folded into a new snapshot, written to a temporary file, fsynced and renamed over the old one,
// so a kill at any moment leaves either the old or the new snapshot whole. A mark (generation and
// random tag) in both files tells a journal that still applies from one already folded in, or one
// left over from data replaced by hand.
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db } from '../domain/types';
import { COLLECTIONS, Store, assertDbShape } from './store';
import type { CollectionName } from './store';

/** One change: a whole record put (insert or replace) or a record removed by key. */
export type JournalOp = { c: CollectionName; put: unknown } | { c: CollectionName; del: string };

/** Key the snapshot carries so a journal can be matched to it. */
const GENERATION_KEY = '_journal';

/**
 * Which snapshot a journal continues: a generation number and a random tag, written in both
 * files. A snapshot without a tag (fresh fixtures written by hand) matches no journal.
 */
export interface SnapshotMark {
  generation: number;
  tag: string | null;
}

const nextMark = (mark: SnapshotMark): SnapshotMark => ({
  generation: mark.generation + 1,
  tag: randomUUID(),
});

/** Default size past which the journal is folded into a new snapshot. */
export const DEFAULT_COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

/** Why the data file could not be opened; `code` says which case. */
export class DataFileError extends Error {
  readonly code:
    'missing' | 'empty' | 'unreadable' | 'not-a-database' | 'journal-corrupt' | 'in-use';

  constructor(code: DataFileError['code'], message: string) {
    super(message);
    this.name = 'DataFileError';
    this.code = code;
  }
}

export const journalPathOf = (file: string) => `${file}.journal`;
export const lockPathOf = (file: string) => `${file}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data file: two would each keep their own memory and overwrite each other's
 * snapshots. The lock file holds the owner's pid; a lock left by a killed process is taken over.
 */
async function acquireLock(file: string): Promise<() => Promise<void>> {
  const path = lockPathOf(file);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.write(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataFileError(
          'in-use',
          `Data file ${file} is in use by process ${owner} (another fake API?). Stop it, or use API_MEMORY=1 or another DATA_FILE.`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new DataFileError(
    'in-use',
    `Data file ${file} is locked (${path}) and the lock cannot be taken over.`,
  );
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `text` to `path` atomically: a temporary file, fsync, rename, fsync of the folder. */
async function writeAtomic(
  path: string,
  write: (handle: FileHandle) => Promise<void>,
): Promise<void> {
  const tmp = `${path}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await write(handle);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
  await fsyncDir(dirname(path));
}

/**
 * Writes a whole database as a snapshot. The lists are copied first (a consistent point in time)
 * and serialised record by record in 1 MB chunks, yielding between chunks, so readers are not
 * stalled while a large database is written.
 */
export async function writeSnapshot(file: string, db: Db, mark: SnapshotMark): Promise<void> {
  const lists = COLLECTIONS.map((c) => [c, (db[c] as unknown[]).slice()] as const);
  const meta = JSON.stringify(db.meta);
  await writeAtomic(file, async (handle) => {
    let chunk: string[] = [];
    let size = 0;
    // Most pushes return without waiting; only a full chunk goes to the disk (and yields).
    const push = async (text: string) => {
      chunk.push(text);
      size += text.length;
      if (size >= 1 << 20) {
        const data = chunk.join('');
        chunk = [];
        size = 0;
        await handle.write(data);
      }
    };
    await push(`{\n"meta": ${meta}`);
    for (const [c, list] of lists) {
      await push(`,\n${JSON.stringify(c)}: [`);
      for (let i = 0; i < list.length; i += 1) {
        await push(`${i === 0 ? '\n' : ',\n'}${JSON.stringify(list[i])}`);
      }
      await push(list.length > 0 ? '\n]' : ']');
    }
    await push(`,\n${JSON.stringify(GENERATION_KEY)}: ${JSON.stringify(mark)}\n}\n`);
    if (chunk.length > 0) await handle.write(chunk.join(''));
  });
}

/** Writes a fresh database file (first start, or the fixtures written for a test). */
export function writeDataFile(file: string, db: Db): Promise<void> {
  return writeSnapshot(file, db, { generation: 0, tag: randomUUID() });
}

function headerLine(mark: SnapshotMark): string {
  return `${JSON.stringify({ journal: 'pinstate', ...mark })}\n`;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A caller may not wait for every batch; never let a failed one go unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

type Item =
  | { kind: 'ops'; lines: string[]; done: Deferred }
  | { kind: 'snapshot'; getDb: () => Db; done: Deferred };

export interface JournalStats {
  /** Appends written (each one fdatasync). */
  flushes: number;
  /** Changes written. */
  ops: number;
  /** Snapshots written after start. */
  compactions: number;
  /** Current journal size in bytes. */
  bytes: number;
  generation: number;
}

/** The append-only journal with group commit; one per data file. */
export class Journal {
  private readonly file: string;
  private readonly path: string;
  private readonly compactAfterBytes: number;
  private handle: FileHandle;
  private mark: SnapshotMark;
  private bytes: number;
  private readonly items: Item[] = [];
  private open: Extract<Item, { kind: 'ops' }> | null = null;
  private running = false;
  /** The item being written right now. */
  private current: Item | null = null;
  private closed = false;
  private getDb: (() => Db) | null = null;
  private readonly release: () => Promise<void>;
  readonly stats: JournalStats;

  constructor(input: {
    file: string;
    handle: FileHandle;
    mark: SnapshotMark;
    bytes: number;
    compactAfterBytes: number;
    release?: () => Promise<void>;
  }) {
    this.release = input.release ?? (() => Promise.resolve());
    this.file = input.file;
    this.path = journalPathOf(input.file);
    this.handle = input.handle;
    this.mark = input.mark;
    this.bytes = input.bytes;
    this.compactAfterBytes = input.compactAfterBytes;
    this.stats = {
      flushes: 0,
      ops: 0,
      compactions: 0,
      bytes: input.bytes,
      generation: input.mark.generation,
    };
  }

  /** The store hands over how to read the current data, for compaction. */
  bind(getDb: () => Db): void {
    this.getDb = getDb;
  }

  append(op: JournalOp): void {
    if (this.closed) throw new Error('The data file is closed: no more writes.');
    if (!this.open) {
      this.open = { kind: 'ops', lines: [], done: deferred() };
      this.items.push(this.open);
      this.kick();
    }
    this.open.lines.push(JSON.stringify(op));
  }

  /**
   * Resolves once every change appended so far is on disk, including changes of other requests
   * still on their way (an answer may rest on them even when its own request changed nothing).
   */
  sync(): Promise<void> {
    if (this.open) return this.open.done.promise;
    const last = this.items[this.items.length - 1] ?? this.current;
    return last ? last.done.promise : Promise.resolve();
  }

  /** Folds everything into a fresh snapshot of `getDb()` (after the changes already queued). */
  snapshot(getDb: () => Db): Promise<void> {
    const item: Item = { kind: 'snapshot', getDb, done: deferred() };
    this.open = null;
    this.items.push(item);
    this.kick();
    return item.done.promise;
  }

  async close(_getDb?: () => Db): Promise<void> {
    await this.sync().catch(() => undefined);
    while (this.running) await new Promise((r) => setImmediate(r));
    this.closed = true;
    await this.handle.close();
    await this.release();
  }

  private kick(): void {
    if (this.running) return;
    this.running = true;
    // Start on the next turn, so requests arriving together share one append and one fsync.
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    try {
      for (let item = this.items.shift(); item; item = this.items.shift()) {
        if (item === this.open) this.open = null;
        this.current = item;
        try {
          if (item.kind === 'ops') {
            const text = `${item.lines.join('\n')}\n`;
            await this.handle.write(text);
            await this.handle.datasync();
            this.bytes += Buffer.byteLength(text);
            this.stats.flushes += 1;
            this.stats.ops += item.lines.length;
            this.stats.bytes = this.bytes;
            item.done.resolve();
            if (this.bytes > this.compactAfterBytes && this.getDb) await this.compact(this.getDb);
          } else {
            await this.compact(item.getDb);
            item.done.resolve();
          }
        } catch (error) {
          item.done.reject(error);
        }
      }
    } finally {
      this.current = null;
      this.running = false;
      if (this.items.length > 0) this.kick();
    }
  }

  private async compact(getDb: () => Db): Promise<void> {
    const next = nextMark(this.mark);
    await writeSnapshot(this.file, getDb(), next);
    const header = headerLine(next);
    await writeAtomic(this.path, async (handle) => {
      await handle.write(header);
    });
    await this.handle.close();
    this.handle = await open(this.path, 'a');
    this.mark = next;
    this.bytes = Buffer.byteLength(header);
    this.stats.compactions += 1;
    this.stats.generation = next.generation;
    this.stats.bytes = this.bytes;
  }
}

export interface OpenedDataFile {
  db: Db;
  journal: Journal;
  /** Changes replayed from the journal at start. */
  replayed: number;
  /** A last change cut short by a kill (never acknowledged), dropped. */
  tornTail: boolean;
}

/** Reads and checks the snapshot; a missing, empty or unreadable file is an error. */
export async function readSnapshot(file: string): Promise<{ db: Db; mark: SnapshotMark }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new DataFileError('missing', `Data file ${file} does not exist.`);
    }
    throw new DataFileError(
      'unreadable',
      `Data file ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  if (text.trim() === '') {
    throw new DataFileError(
      'empty',
      `Data file ${file} is empty: refusing to start with an empty database. Restore it, or delete it to start again from the generated fixtures.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(
      'unreadable',
      `Data file ${file} is not valid JSON (${(error as Error).message}): refusing to start. Restore it, or delete it to start again from the generated fixtures.`,
    );
  }
  try {
    assertDbShape(parsed, `Data file ${file}`);
  } catch (error) {
    throw new DataFileError('not-a-database', (error as Error).message);
  }
  const record = parsed as Db & { [GENERATION_KEY]?: { generation?: unknown; tag?: unknown } };
  const saved = record[GENERATION_KEY];
  delete record[GENERATION_KEY];
  const generation =
    typeof saved?.generation === 'number' && Number.isFinite(saved.generation)
      ? saved.generation
      : 0;
  const tag = typeof saved?.tag === 'string' && saved.tag !== '' ? saved.tag : null;
  return { db: record, mark: { generation, tag } };
}

/** Reads the journal lines that continue the snapshot `mark`; a cut-short last line is dropped. */
async function readJournal(
  path: string,
  mark: SnapshotMark,
): Promise<{ ops: JournalOp[]; tornTail: boolean; exists: boolean; stale: boolean }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { ops: [], tornTail: false, exists: false, stale: false };
    }
    throw new DataFileError(
      'unreadable',
      `Journal ${path} cannot be read: ${(error as Error).message}`,
    );
  }
  const lines = text.split('\n');
  // Everything after the last newline never completed (a kill mid-append): it was never acknowledged.
  const tail = lines.pop() ?? '';
  let tornTail = tail.length > 0;
  const parsed: unknown[] = [];
  let firstBad = -1;
  lines.forEach((line, i) => {
    if (firstBad >= 0) return;
    try {
      parsed.push(JSON.parse(line));
    } catch {
      firstBad = i;
    }
  });
  if (firstBad >= 0) {
    // Only a bad run at the very end can be a cut-short append; anything else is corruption.
    const laterValid = lines.slice(firstBad + 1).some((line) => {
      try {
        JSON.parse(line);
        return true;
      } catch {
        return false;
      }
    });
    if (laterValid) {
      throw new DataFileError(
        'journal-corrupt',
        `Journal ${path} is corrupt at line ${firstBad + 1}: refusing to start rather than lose changes.`,
      );
    }
    tornTail = true;
  }
  const header = parsed.shift() as
    { journal?: unknown; generation?: unknown; tag?: unknown } | undefined;
  if (!header) return { ops: [], tornTail, exists: true, stale: true };
  if (header.journal !== 'pinstate' || typeof header.generation !== 'number') {
    throw new DataFileError(
      'journal-corrupt',
      `Journal ${path} has no valid header: refusing to start.`,
    );
  }
  if (mark.tag === null || header.generation !== mark.generation || header.tag !== mark.tag) {
    // Already folded into the snapshot (a kill between the snapshot rename and the new journal).
    return { ops: [], tornTail, exists: true, stale: true };
  }
  return { ops: parsed as JournalOp[], tornTail, exists: true, stale: false };
}

/**
 * Opens a data file for a server: reads the snapshot, replays its journal, and when there was
 * anything to replay writes a fresh snapshot, so the server starts from one clean file.
 */
export async function openDataFile(
  file: string,
  options: { compactAfterBytes?: number } = {},
): Promise<OpenedDataFile> {
  const release = await acquireLock(file);
  try {
    return await openLocked(file, options, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function openLocked(
  file: string,
  options: { compactAfterBytes?: number },
  release: () => Promise<void>,
): Promise<OpenedDataFile> {
  const { db, mark } = await readSnapshot(file);
  const path = journalPathOf(file);
  const journalRead = await readJournal(path, mark);
  let data = db;
  if (journalRead.ops.length > 0) {
    const replay = new Store(db);
    for (const op of journalRead.ops) replay.apply(op);
    data = replay.db;
  }
  let current = mark;
  if (
    journalRead.ops.length > 0 ||
    journalRead.tornTail ||
    journalRead.stale ||
    mark.tag === null
  ) {
    current = nextMark(mark);
    await writeSnapshot(file, data, current);
  }
  if (current !== mark || !journalRead.exists) {
    await writeAtomic(path, async (handle) => {
      await handle.write(headerLine(current));
    });
  }
  const handle = await open(path, 'a');
  const bytes = (await stat(path)).size;
  const journal = new Journal({
    file,
    handle,
    mark: current,
    bytes,
    compactAfterBytes: options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES,
    release,
  });
  return { db: data, journal, replayed: journalRead.ops.length, tornTail: journalRead.tornTail };
}

/** Reads a data file and its journal as a server would see them, without changing anything. */
export async function readDataFile(file: string): Promise<Db> {
  const { db, mark } = await readSnapshot(file);
  const { ops } = await readJournal(journalPathOf(file), mark);
  const replay = new Store(db);
  for (const op of ops) replay.apply(op);
  return replay.db;
}
