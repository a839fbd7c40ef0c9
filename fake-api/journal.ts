// Durable storage of the fake API (docs/decisions/001-fake-api-storage.md): a snapshot file (the
// whole database as JSON) plus an append-only journal beside it (`<file>.journal`, one change per
// line). Changes that arrive together are written as one append and one fdatasync (group
// commit); a change is acknowledged only after that. When the journal grows past a threshold it is
// folded into a new snapshot, written to a temporary file, fsynced and renamed over the old one,
// so a kill at any moment leaves either the old or the new snapshot whole. A mark (generation and
// random tag) in both files tells a journal that still applies from one already folded in, or one
// left over from data replaced by hand.
import { randomUUID } from 'node:crypto';
import { open, rename } from 'node:fs/promises';
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

export function headerLine(mark: SnapshotMark): string {
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
