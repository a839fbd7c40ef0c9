// Board rules the board, section and board-people routes share: slugs, who may act for a board's
// owner (themselves, or a business profile they hold OWNER on), and storing a changed board so
// its pins carry the new board reference.
import { canActAsProfile } from '../domain/permissions';
import type { Board, User } from '../domain/types';
import { toBoardRef } from '../fixtures/shared';
import { forbidden } from './http';
import type { Store } from './store';

function slugOf(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The slug of `name`, numbered (`-2`, `-3`, ...) past those `taken` already. */
export function freeSlug(name: string, fallback: string, taken: (slug: string) => boolean): string {
  const base = slugOf(name, fallback);
  let slug = base;
  for (let n = 2; taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * May the viewer act for `username`: it is them, or a business profile they hold OWNER on or
 * whose multi-factor requirement they meet (spec 3 section 6).
 */
export function mayActFor(store: Store, viewer: User, target: User): boolean {
  if (target.id === viewer.id) return true;
  const grant = store.all('businessAccess').find((g) => g.userId === viewer.id);
  return (grant?.profiles ?? []).some((p) => p.id === target.id && canActAsProfile(p));
}

/** The board's owner, when the viewer may act for them; otherwise a 403 with `refusal`. */
export function ownerActedFor(store: Store, viewer: User, board: Board, refusal: string): User {
  const owner = store.get('users', board.owner.id);
  if (!owner || !mayActFor(store, viewer, owner)) throw forbidden(refusal);
  return owner;
}

/**
 * Stores a changed board and brings up to date the board reference its pins carry (name, privacy,
 * collaboration), which decides who sees and may edit them.
 */
export function putBoard(store: Store, board: Board): void {
  store.put('boards', board);
  const ref = toBoardRef(board);
  const text = JSON.stringify(ref);
  const stale = store
    .all('pins')
    .filter((p) => p.board.id === board.id && JSON.stringify(toBoardRef(p.board)) !== text);
  for (const pin of stale) store.put('pins', { ...pin, board: ref });
}
