// The data file of the fake API (docs/decisions/001-fake-api-storage.md): opening it for a server
// (one server per file, under a lock; the snapshot read and checked, its journal replayed and
// folded into a fresh snapshot), reading it as a server would, and writing a fresh one. The
// journal itself (journal.ts) only appends and compacts.
import { randomUUID } from 'node:crypto';
import { open, readFile, rm, stat } from 'node:fs/promises';
import type { Db } from '../domain/types';
import { assertDbShape } from './collections';
import type { JournalOp, SnapshotMark } from './journal';
import {
  DEFAULT_COMPACT_AFTER_BYTES,
  GENERATION_KEY,
  headerLine,
  Journal,
  journalPathOf,
  nextJournalPathOf,
  nextMark,
  openForAppend,
  writeAtomic,
  writeSnapshot,
} from './journal';
import { Store } from './store';

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

/** Writes a fresh database file (first start, or the fixtures written for a test). */
export function writeDataFile(file: string, db: Db): Promise<void> {
  return writeSnapshot(file, db, { generation: 0, tag: randomUUID() });
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

/** A journal file as read: its header's marks and its changes; a cut-short last line is dropped. */
interface JournalFile {
  exists: boolean;
  /** The journal's own mark and the one it continues (`after`), or null without a header. */
  header: { mark: SnapshotMark; after: SnapshotMark | null } | null;
  ops: JournalOp[];
  tornTail: boolean;
}

const markOf = (value: unknown): SnapshotMark | null => {
  const m = value as { generation?: unknown; tag?: unknown } | null | undefined;
  return typeof m?.generation === 'number' && typeof m.tag === 'string'
    ? { generation: m.generation, tag: m.tag }
    : null;
};

/** True when a journal's mark is the snapshot's (a snapshot without a tag matches none). */
const continues = (journal: SnapshotMark | null | undefined, snapshot: SnapshotMark) =>
  snapshot.tag !== null &&
  journal?.generation === snapshot.generation &&
  journal.tag === snapshot.tag;

async function readJournalFile(path: string): Promise<JournalFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { exists: false, header: null, ops: [], tornTail: false };
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
    { journal?: unknown; generation?: unknown; tag?: unknown; after?: unknown } | undefined;
  if (!header) return { exists: true, header: null, ops: [], tornTail };
  if (header.journal !== 'pinstate' || typeof header.generation !== 'number') {
    throw new DataFileError(
      'journal-corrupt',
      `Journal ${path} has no valid header: refusing to start.`,
    );
  }
  return {
    exists: true,
    header: {
      mark: {
        generation: header.generation,
        tag: typeof header.tag === 'string' ? header.tag : null,
      },
      after: markOf(header.after),
    },
    ops: parsed as JournalOp[],
    tornTail,
  };
}

/**
 * The changes that continue the snapshot `mark`, in order: its journal's, then those of a fresh
 * journal begun while it was being folded (`.journal.next`, which names it as the one it
 * continues). After a kill between the new snapshot's rename and the fresh journal's, the fresh
 * journal alone continues the snapshot, and the old one is already folded in (stale).
 */
async function readJournals(
  file: string,
  mark: SnapshotMark,
): Promise<{
  ops: JournalOp[];
  tornTail: boolean;
  exists: boolean;
  stale: boolean;
  next: boolean;
}> {
  const main = await readJournalFile(journalPathOf(file));
  const next = await readJournalFile(nextJournalPathOf(file));
  const found = { exists: main.exists, next: next.exists };
  if (continues(main.header?.mark, mark)) {
    if (continues(next.header?.after, mark)) {
      return {
        ...found,
        ops: [...main.ops, ...next.ops],
        tornTail: main.tornTail || next.tornTail,
        stale: false,
      };
    }
    return { ...found, ops: main.ops, tornTail: main.tornTail, stale: false };
  }
  if (continues(next.header?.mark, mark)) {
    return { ...found, ops: next.ops, tornTail: next.tornTail, stale: main.exists };
  }
  // Already folded into the snapshot (a kill between the snapshot rename and the new journal).
  return { ...found, ops: [], tornTail: main.tornTail, stale: main.exists };
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
  const journalRead = await readJournals(file, mark);
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
    journalRead.next ||
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
  // Folded into the snapshot just written, or left over from another one: no longer needed.
  if (journalRead.next) await rm(nextJournalPathOf(file), { force: true });
  const handle = await openForAppend(path);
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
  const { ops } = await readJournals(file, mark);
  const replay = new Store(db);
  for (const op of ops) replay.apply(op);
  return replay.db;
}
