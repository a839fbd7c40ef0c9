// The query fields of the search routes (spec 3 section 3 search tab types, decisions 059 and
// 062): the term `q`, the pin search's `type` and `category`, the board search's `type`, and whose
// pins the "my" types keep. A bad field is a 400 with a message; a "my" type needs a viewer (401).
import {
  isCategoryKey,
  isViewerSearchType,
  matchesEveryWord,
  parseSearchBoardType,
  parseSearchPinType,
  SEARCH_BOARD_TYPES,
  SEARCH_PIN_TYPES,
  searchWords,
  type SearchBoardType,
  type SearchPinType,
  type SearchViewer,
} from '../domain/search-tabs';
import type { Pin } from '../domain/types';
import type { Ctx } from './http';
import { badRequest, requireViewer } from './http';

/** A pin matches a search when every word is in its title, description, category, domain or pinner. */
export function matchesSearch(pin: Pin, words: string[]): boolean {
  return matchesEveryWord({
    texts: [pin.title, pin.description, pin.category, pin.domain, pin.pinner.fullName],
    words,
  });
}

/** The search's `q`: required (400 when missing or blank). */
export function searchQuery(ctx: Ctx): string[] {
  const q = ctx.query.q;
  if (!q || q.trim() === '') throw badRequest('Query parameter "q" is required.');
  return searchWords(q);
}

/** The `type` field as `parse` reads it: 400 for an unknown one, 401 for a "my" type signed out. */
function searchType<T extends string>(
  ctx: Ctx,
  parse: (value: string | undefined) => T | null,
  types: readonly T[],
): T {
  const value = ctx.query.type;
  const type = parse(value);
  if (type === null) {
    throw badRequest(
      `Query parameter "type" must be one of ${types.join(', ')}; got "${value ?? ''}".`,
    );
  }
  if (isViewerSearchType(type)) requireViewer(ctx, 'search your own Pins and boards');
  return type;
}

/** The pin search's `type` (spec 3 section 3 tab types): pins when absent. */
export const searchPinType = (ctx: Ctx): SearchPinType =>
  searchType(ctx, parseSearchPinType, SEARCH_PIN_TYPES);

/** The board search's `type`: boards when absent, or my_content. */
export const searchBoardType = (ctx: Ctx): SearchBoardType =>
  searchType(ctx, parseSearchBoardType, SEARCH_BOARD_TYPES);

/** The shopping tool's `category` (a category key), only with `type=shop_tool`; none when absent. */
export function searchCategory(ctx: Ctx, type: SearchPinType): string | null {
  const value = ctx.query.category;
  if (value === undefined || value === '') return null;
  if (type !== 'shop_tool') {
    throw badRequest('Query parameter "category" is only for type shop_tool.');
  }
  if (!isCategoryKey(value)) {
    throw badRequest(
      `Query parameter "category" must be a category key such as home_decor; got "${value}".`,
    );
  }
  return value;
}

/** The viewer as the "my" types see them: their id and the pins they saved. */
export function searchViewer(ctx: Ctx): SearchViewer {
  const id = ctx.viewer?.id ?? null;
  if (id === null) return { id, savedPinIds: new Set() };
  const saves = ctx.store.all('saves').filter((s) => s.userId === id);
  return { id, savedPinIds: new Set(saves.map((s) => s.pinId)) };
}
