// Durable storage of the fake API (docs/decisions/001-fake-api-storage.md): a snapshot file (the
// whole database as JSON) plus an append-only journal beside it (`<file>.journal`, one change per
// line). Changes that arrive together are written as one durable append (group commit: the file
// is open with O_DSYNC, so the write returns once the data is on disk); a change is acknowledged
// only after that, and changes arriving meanwhile go out together in the next append. When the journal grows past a threshold it is folded into a new snapshot
// without holding up the appends (docs/decisions/109-saves-never-wait-for-a-snapshot.md): appends
// go on in a fresh journal (`<file>.journal.next`, whose header names the journal it continues)
// while the snapshot is written to a temporary file, fsynced and renamed over the old one; then
// the fresh journal is renamed over the old journal. A kill at any moment leaves either the old
// or the new snapshot whole, and the journals that continue it. A mark (generation and random
// tag) in both files tells a journal that still applies from one already folded in, or one left
// over from data replaced by hand.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db } from '../domain/types';
import type { CollectionName } from './collections';
import { COLLECTIONS } from './collections';

/** One change: a whole record put (insert or replace) or a record removed by key. */
export type JournalOp = { c: CollectionName; put: unknown } | { c: CollectionName; del: string };

/** Key the snapshot carries so a journal can be matched to it. */
export const GENERATION_KEY = '_journal';

/**
 * Which snapshot a journal continues: a generation number and a random tag, written in both
 * files. A snapshot without a tag (fresh fixtures written by hand) matches no journal.
 */
export interface SnapshotMark {
  generation: number;
  tag: string | null;
}

export const nextMark = (mark: SnapshotMark): SnapshotMark => ({
  generation: mark.generation + 1,
  tag: randomUUID(),
});

/** Default size past which the journal is folded into a new snapshot. */
export const DEFAULT_COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

export const journalPathOf = (file: string) => `${file}.journal`;
/** The journal appends go to while the journal before it is folded into a snapshot. */
export const nextJournalPathOf = (file: string) => `${file}.journal.next`;

/**
 * How the journal is opened for appends: each write returns once its data is on disk (O_DSYNC:
 * one call to the thread pool where a write and an fdatasync would be two, each a turn of a busy
 * event loop). Where O_DSYNC does not exist, each write is followed by an fdatasync.
 */
const DSYNC: number | undefined = constants.O_DSYNC;
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | (DSYNC ?? 0);

/** Opens a journal for durable appends. */
export function openForAppend(path: string): Promise<FileHandle> {
  return open(path, APPEND_FLAGS);
}

/** Appends `text`: on disk when this resolves. */
async function appendDurably(handle: FileHandle, text: string): Promise<void> {
  await handle.write(text);
  if (DSYNC === undefined) await handle.datasync();
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
export async function writeAtomic(
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

/**
 * A journal's first line: its mark, and for a journal begun while the one before it was being
 * folded, the mark of that one (`after`): it continues it, whichever snapshot a kill leaves.
 */
export function headerLine(mark: SnapshotMark, after?: SnapshotMark): string {
  return `${JSON.stringify({ journal: 'pinstate', ...mark, ...(after ? { after } : {}) })}\n`;
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
  /** Appends written (each one durable write). */
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
  private readonly nextPath: string;
  private readonly compactAfterBytes: number;
  private handle: FileHandle;
  private mark: SnapshotMark;
  private bytes: number;
  private readonly items: Item[] = [];
  private open: Extract<Item, { kind: 'ops' }> | null = null;
  private running = false;
  /** The item being written right now. */
  private current: Item | null = null;
  /** The append under way, if any: a handle is closed only once its own is over. */
  private writing: Promise<void> = Promise.resolve();
  /** The fold under way in the background, if any. */
  private folding: Promise<void> | null = null;
  /** Appends go to the `.next` journal, whose snapshot is not written yet (a fold failed). */
  private unfolded = false;
  private closed = false;
  private getDb: (() => Db) | null = null;
  private readonly release: () => Promise<void>;
  private readonly writeFold: typeof writeSnapshot;
  readonly stats: JournalStats;

  constructor(input: {
    file: string;
    handle: FileHandle;
    mark: SnapshotMark;
    bytes: number;
    compactAfterBytes: number;
    release?: () => Promise<void>;
    /** How a fold writes its snapshot (tests hold it up to look at the files meanwhile). */
    writeSnapshot?: typeof writeSnapshot;
  }) {
    this.release = input.release ?? (() => Promise.resolve());
    this.writeFold = input.writeSnapshot ?? writeSnapshot;
    this.file = input.file;
    this.path = journalPathOf(input.file);
    this.nextPath = nextJournalPathOf(input.file);
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

  /**
   * Replaces the snapshot with `getDb()` (after the changes already queued): the reset, whose
   * data no journal leads to, so appends wait until it is written.
   */
  snapshot(getDb: () => Db): Promise<void> {
    const item: Item = { kind: 'snapshot', getDb, done: deferred() };
    this.open = null;
    this.items.push(item);
    this.kick();
    return item.done.promise;
  }

  /** Resolves once a fold under way in the background is over (tests, close). */
  async folded(): Promise<void> {
    while (this.folding) await this.folding;
  }

  async close(_getDb?: () => Db): Promise<void> {
    await this.sync().catch(() => undefined);
    while (this.running) await new Promise((r) => setImmediate(r));
    await this.folded();
    this.closed = true;
    await this.handle.close();
    await this.release();
  }

  private kick(): void {
    if (this.running) return;
    this.running = true;
    // Start on the next turn, so requests arriving together share one append.
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
            const handle = this.handle;
            this.writing = appendDurably(handle, text);
            await this.writing;
            // A fold may have moved the appends to a fresh journal meanwhile: this batch is not in it.
            if (this.handle === handle) this.bytes += Buffer.byteLength(text);
            this.stats.flushes += 1;
            this.stats.ops += item.lines.length;
            this.stats.bytes = this.bytes;
            item.done.resolve();
            if (this.bytes > this.compactAfterBytes) this.startFold();
          } else {
            await this.folded();
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

  /** Starts folding the journal into a snapshot in the background, unless one is under way. */
  private startFold(): void {
    const getDb = this.getDb;
    if (this.folding || !getDb || this.closed) return;
    this.folding = this.fold(getDb)
      .catch(() => {
        // Nothing is lost: the journals on disk still lead to the data; the next append retries.
      })
      .finally(() => {
        this.folding = null;
      });
  }

  /**
   * Folds the journal into a new snapshot while appends go on: a fresh journal that continues
   * this one takes the appends from the next batch on; the snapshot (of memory, which holds every
   * change of the old journal) is written; then the fresh journal replaces the old one.
   */
  private async fold(getDb: () => Db): Promise<void> {
    if (!this.unfolded) {
      const next = nextMark(this.mark);
      const header = headerLine(next, this.mark);
      await writeAtomic(this.nextPath, async (handle) => {
        await handle.write(header);
      });
      const handle = await openForAppend(this.nextPath);
      // The next batch goes to the fresh journal; the old handle closes once its append is over.
      const old = this.handle;
      const inFlight = this.writing;
      this.handle = handle;
      this.mark = next;
      this.bytes = Buffer.byteLength(header);
      this.unfolded = true;
      await inFlight.catch(() => undefined);
      await old.close();
    }
    await this.writeFold(this.file, getDb(), this.mark);
    await rename(this.nextPath, this.path);
    await fsyncDir(dirname(this.path));
    this.unfolded = false;
    this.stats.compactions += 1;
    this.stats.generation = this.mark.generation;
    this.stats.bytes = this.bytes;
  }

  /** Writes `getDb()` as the snapshot of a new generation and starts a fresh journal. */
  private async compact(getDb: () => Db): Promise<void> {
    const next = nextMark(this.mark);
    await writeSnapshot(this.file, getDb(), next);
    const header = headerLine(next);
    await writeAtomic(this.path, async (handle) => {
      await handle.write(header);
    });
    await rm(this.nextPath, { force: true });
    await this.handle.close();
    this.handle = await openForAppend(this.path);
    this.mark = next;
    this.unfolded = false;
    this.bytes = Buffer.byteLength(header);
    this.stats.compactions += 1;
    this.stats.generation = next.generation;
    this.stats.bytes = this.bytes;
  }
}
