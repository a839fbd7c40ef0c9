// The fake API's data: the whole database in memory (the source every answer reads), indexes
// for the per-viewer questions (is this pin saved, favorited, hidden by me?), and durability
// through the journal of fake-api/journal.ts. Every change is a record-level `put` or `del`, so
// replaying a journal over a snapshot that already holds some of its changes gives the same data
// (docs/decisions/001-fake-api-storage.md).
import type { Db, ExperienceEvent, Favorite, Follow, Hide, Save } from '../domain/types';
import type { CollectionName, RecordOf } from './collections';
import { COLLECTIONS, keyOf } from './collections';
import type { Journal, JournalOp } from './journal';

const pair = (a: string, b: string) => `${a}|${b}`;

/** Per-viewer indexes, rebuilt on load and kept in step by every put and del. */
class Indexes {
  /** `${userId}|${pinId}` → that user's saves of the pin, oldest first. */
  readonly savesByUserPin = new Map<string, Save[]>();
  /** `${userId}|${pinId}` → favorite. */
  readonly favoriteByUserPin = new Map<string, Favorite>();
  /** `${userId}|${kind}|${targetId}` → follow. */
  readonly followByKey = new Map<string, Follow>();
  /** userId → pinId → number of hide records (a pin hidden on two surfaces stays hidden until both are undone). */
  readonly hiddenByUser = new Map<string, Map<string, number>>();
  /** `${userId}|${placedExperienceId}` → actions taken. */
  readonly experienceActions = new Map<string, Set<ExperienceEvent['action']>>();

  clear(): void {
    this.savesByUserPin.clear();
    this.favoriteByUserPin.clear();
    this.followByKey.clear();
    this.hiddenByUser.clear();
    this.experienceActions.clear();
  }

  add(collection: CollectionName, record: unknown): void {
    switch (collection) {
      case 'saves': {
        const save = record as Save;
        const key = pair(save.userId, save.pinId);
        const list = this.savesByUserPin.get(key);
        if (list) list.push(save);
        else this.savesByUserPin.set(key, [save]);
        return;
      }
      case 'favorites': {
        const fav = record as Favorite;
        this.favoriteByUserPin.set(pair(fav.userId, fav.pinId), fav);
        return;
      }
      case 'follows': {
        const follow = record as Follow;
        this.followByKey.set(`${follow.userId}|${follow.kind}|${follow.targetId}`, follow);
        return;
      }
      case 'hides': {
        const hide = record as Hide;
        let pins = this.hiddenByUser.get(hide.userId);
        if (!pins) {
          pins = new Map();
          this.hiddenByUser.set(hide.userId, pins);
        }
        pins.set(hide.pinId, (pins.get(hide.pinId) ?? 0) + 1);
        return;
      }
      case 'experienceEvents': {
        const event = record as ExperienceEvent;
        const key = pair(event.userId ?? '', event.placedExperienceId);
        const actions = this.experienceActions.get(key);
        if (actions) actions.add(event.action);
        else this.experienceActions.set(key, new Set([event.action]));
        return;
      }
      default:
        return;
    }
  }

  remove(collection: CollectionName, record: unknown): void {
    switch (collection) {
      case 'saves': {
        const save = record as Save;
        const key = pair(save.userId, save.pinId);
        const list = this.savesByUserPin.get(key)?.filter((s) => s.id !== save.id) ?? [];
        if (list.length > 0) this.savesByUserPin.set(key, list);
        else this.savesByUserPin.delete(key);
        return;
      }
      case 'favorites': {
        const fav = record as Favorite;
        const key = pair(fav.userId, fav.pinId);
        if (this.favoriteByUserPin.get(key)?.id === fav.id) this.favoriteByUserPin.delete(key);
        return;
      }
      case 'follows': {
        const follow = record as Follow;
        const key = `${follow.userId}|${follow.kind}|${follow.targetId}`;
        if (this.followByKey.get(key)?.id === follow.id) this.followByKey.delete(key);
        return;
      }
      case 'hides': {
        const hide = record as Hide;
        const pins = this.hiddenByUser.get(hide.userId);
        const count = pins?.get(hide.pinId) ?? 0;
        if (!pins) return;
        if (count <= 1) pins.delete(hide.pinId);
        else pins.set(hide.pinId, count - 1);
        return;
      }
      // Experience events are a log: never removed one by one.
      default:
        return;
    }
  }
}

export interface StoreOptions {
  /** Durable storage; null keeps the data in memory only (tests, `API_MEMORY=1`). */
  journal?: Journal | null;
}

/**
 * The in-memory database with its indexes. Changes apply to memory at once (so a reader in the
 * same tick sees them) and are acknowledged by `commit()` once the journal has them on disk.
 */
export class Store {
  db: Db;
  private readonly byKey = new Map<CollectionName, Map<string, unknown>>();
  /**
   * Where each record was last seen in its list: a replaced record (a pin's save count, once per
   * save) is found there rather than by a scan of 10,000 pins. Only a hint: a removal moves the
   * records after it, and a stale hint falls back to the scan (and is set again).
   */
  private readonly position = new WeakMap<object, number>();
  readonly index = new Indexes();
  private journal: Journal | null;
  private readonly listeners = new Set<() => void>();

  constructor(db: Db, options: StoreOptions = {}) {
    this.db = db;
    this.journal = options.journal ?? null;
    this.journal?.bind(() => this.db);
    this.rebuild();
  }

  /** Takes over data opened from a file, with its journal (the server's start). */
  load(db: Db, journal: Journal | null): void {
    this.db = db;
    this.journal = journal;
    journal?.bind(() => this.db);
    this.rebuild();
    for (const listener of this.listeners) listener();
  }

  /** True when writes go to disk. */
  get durable(): boolean {
    return this.journal !== null;
  }

  private rebuild(): void {
    this.byKey.clear();
    this.index.clear();
    for (const c of COLLECTIONS) {
      const map = new Map<string, unknown>();
      (this.db[c] as unknown[]).forEach((record, at) => {
        map.set(keyOf(c, record), record);
        this.position.set(record as object, at);
        this.index.add(c, record);
      });
      this.byKey.set(c, map);
    }
  }

  private map(c: CollectionName): Map<string, unknown> {
    const map = this.byKey.get(c);
    if (!map) throw new Error(`Unknown collection ${c}`);
    return map;
  }

  get<C extends CollectionName>(c: C, key: string): RecordOf<C> | undefined {
    return this.map(c).get(key) as RecordOf<C> | undefined;
  }

  has(c: CollectionName, key: string): boolean {
    return this.map(c).has(key);
  }

  all<C extends CollectionName>(c: C): readonly RecordOf<C>[] {
    return this.db[c] as RecordOf<C>[];
  }

  count(c: CollectionName): number {
    return this.map(c).size;
  }

  /** Inserts or replaces a whole record (in place when it exists) and journals it. */
  put<C extends CollectionName>(c: C, record: RecordOf<C>): void {
    this.applyPut(c, record);
    this.journal?.append({ c, put: record });
  }

  /** Removes one record by key and journals it; false when there was none. */
  del(c: CollectionName, key: string): boolean {
    const existed = this.applyDel(c, key);
    if (existed) this.journal?.append({ c, del: key });
    return existed;
  }

  /** Applies one journal operation without journaling it again (replay). */
  apply(op: JournalOp): void {
    if ('put' in op) this.applyPut(op.c, op.put);
    else this.applyDel(op.c, op.del);
  }

  private applyPut(c: CollectionName, record: unknown): void {
    const key = keyOf(c, record);
    const map = this.map(c);
    const list = this.db[c] as unknown[];
    const old = map.get(key);
    if (old !== undefined) {
      const at = this.indexIn(list, old);
      if (at >= 0) list[at] = record;
      this.position.set(record as object, at >= 0 ? at : list.push(record) - 1);
      this.index.remove(c, old);
    } else {
      this.position.set(record as object, list.push(record) - 1);
    }
    map.set(key, record);
    this.index.add(c, record);
  }

  private applyDel(c: CollectionName, key: string): boolean {
    const map = this.map(c);
    const old = map.get(key);
    if (old === undefined) return false;
    map.delete(key);
    const list = this.db[c] as unknown[];
    const at = this.indexIn(list, old);
    if (at >= 0) list.splice(at, 1);
    this.index.remove(c, old);
    return true;
  }

  /** Where `record` is in `list`: at its hint, one before it (a removal), or by a scan. */
  private indexIn(list: unknown[], record: unknown): number {
    const hint = this.position.get(record as object);
    if (hint !== undefined && list[hint] === record) return hint;
    if (hint !== undefined && hint > 0 && list[hint - 1] === record) return hint - 1;
    // Recent records are the likeliest to go (an undo, an unsave): search from the end.
    return list.lastIndexOf(record);
  }

  /** Resolves once every change made so far is on disk (at once in memory mode). */
  commit(): Promise<void> {
    return this.journal ? this.journal.sync() : Promise.resolve();
  }

  /**
   * Replaces the whole database (the control reset). Changes made before it are flushed to the
   * old journal; the new data is then written as a fresh snapshot.
   */
  async replaceAll(db: Db): Promise<void> {
    this.db = db;
    this.rebuild();
    for (const listener of this.listeners) listener();
    if (this.journal) await this.journal.snapshot(() => this.db);
  }

  /** Called after `replaceAll`, so the REST router can follow the new state. */
  onReplace(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.journal) await this.journal.close(() => this.db);
  }
}
