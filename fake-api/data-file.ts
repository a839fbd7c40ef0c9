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
  nextMark,
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
