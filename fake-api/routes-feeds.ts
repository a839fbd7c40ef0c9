// The feeds of spec 1 section 7 and spec 3 section 7: home, related, search, a board's and a
// section's pins, and a user's created and saved pins. Every feed is paged by an opaque bookmark
// and leaves out what the viewer may not see or has hidden.
import type { Interest, Pin, Save } from '../domain/types';
import { canSeeBoard, canSeePin, decoratePin, findUser, isHidden } from './decorate';
import { keepsPinType } from '../domain/search-tabs';
import {
  parseVisualSearchType,
  VISUAL_SEARCH_TYPES,
  visuallySimilarPins,
  type VisualSearchType,
} from '../domain/visual-search';
import type { Answer, Ctx, RouteDef } from './http';
import {
  matchesSearch,
  searchCategory,
  searchPinType,
  searchQuery,
  searchViewer,
} from './search-query';
import { badRequest, decodeBookmark, encodeBookmark, notFound, queryInt } from './http';
import { boardOr404, FEED_PAGE_SIZE, PAGE_SIZE_MAX, pinOr404 } from './lookups';
import { answerOrigin } from './outside';
import type { Store } from './store';

/**
 * One page of `list` filtered by `keep`. The bookmark is the position in the unfiltered list,
 * so a page costs only what it scans.
 */
export function feedPage(ctx: Ctx, list: readonly Pin[], keep: (pin: Pin) => boolean): Answer {
  const viewerId = ctx.viewer?.id ?? null;
  const origin = answerOrigin(ctx);
  const size = queryInt(ctx.query, 'page_size', FEED_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });
  let i = decodeBookmark(ctx.query.bookmark);
  const items: Pin[] = [];
  const visible = (pin: Pin) =>
    canSeePin(ctx.store, pin, viewerId) && !isHidden(ctx.store, pin.id, viewerId) && keep(pin);
  for (; i < list.length && items.length < size; i += 1) {
    const pin = list[i];
    if (pin && visible(pin)) items.push(decoratePin(ctx.store, pin, viewerId, origin));
  }
  let more = false;
  for (let j = i; j < list.length; j += 1) {
    const pin = list[j];
    if (pin && visible(pin)) {
      more = true;
      break;
    }
  }
  return { data: items, bookmark: more ? encodeBookmark(i) : null };
}

/** Pins behind a list of saves, newest save first, each pin once. */
function pinsOfSaves(store: Store, saves: readonly Save[], viewerId: string | null): Pin[] {
  const seen = new Set<string>();
  const pins: Pin[] = [];
  for (let i = saves.length - 1; i >= 0; i -= 1) {
    const save = saves[i];
    if (!save || seen.has(save.pinId)) continue;
    if (save.boardId && !canSeeBoard(store, save.boardId, viewerId)) continue;
    const pin = store.get('pins', save.pinId);
    if (!pin) continue;
    seen.add(save.pinId);
    pins.push(pin);
  }
  return pins;
}

/** The visual search's `type`: pins (default) or products. */
function visualSearchType(value: string | undefined): VisualSearchType {
  const type = parseVisualSearchType(value);
  if (type === null) {
    throw badRequest(
      `Query parameter "type" must be one of ${VISUAL_SEARCH_TYPES.join(', ')}; got "${value ?? ''}".`,
    );
  }
  return type;
}

/** The explore-local filter (spec 1 section 4): a two-letter country code, or none. */
function searchCountry(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!/^[A-Z]{2}$/.test(value)) {
    throw badRequest(
      `Query parameter "country" must be a two-letter code such as US; got "${value}".`,
    );
  }
  return value;
}

/** A pin belongs to a topic when tagged with it or recommended from it (spec 3 section 3). */
function onTopic(pin: Pin, interest: Interest): boolean {
  const tagged = (pin.aggregatedPinData.pinTagsChips ?? []).some(
    (t) => t.id === `chip-${interest.id}` || t.name === interest.name,
  );
  return tagged || pin.sourceInterest?.name === interest.name;
}

function pinnerCountry(ctx: Ctx, pin: Pin): string | null {
  return ctx.store.get('users', pin.pinner.id)?.country ?? null;
}

export const feedRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/feeds/home/',
    summary: 'Home feed, paged (bookmark, page_size 1-100, default 25); hides what the viewer hid',
    handler: (ctx) => feedPage(ctx, ctx.store.all('pins'), () => true),
  },
  {
    method: 'GET',
    path: '/v3/pins/:id/related/',
    summary: 'Pins related to a pin (same category), paged',
    handler: (ctx) => {
      const pin = pinOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null);
      return feedPage(
        ctx,
        ctx.store.all('pins'),
        (p) => p.id !== pin.id && p.category === pin.category,
      );
    },
  },
  {
    method: 'GET',
    path: '/v3/pins/:id/visual_search/',
    summary:
      'Pins visually similar to a pin: the same category or a near dominant colour, most similar first; type (pins, products) keeps product pins for products; paged',
    handler: (ctx) => {
      const type = visualSearchType(ctx.query.type);
      const pin = pinOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null);
      const similar = visuallySimilarPins({ source: pin, pins: ctx.store.all('pins'), type });
      return feedPage(ctx, similar, () => true);
    },
  },
  {
    method: 'GET',
    path: '/v3/search/pins/',
    summary:
      'Search pins: every word of q in title, description, category, domain or pinner name; rs names where the search came from; type (pins, videos, buyable_pins, idea_pins, my_pins signed in, shop_tool with an optional category) keeps the pins of that tab; country (two letters) keeps pins whose pinner lives there (explore-local); paged',
    handler: (ctx) => {
      const words = searchQuery(ctx);
      const type = searchPinType(ctx);
      const category = searchCategory(ctx, type);
      const country = searchCountry(ctx.query.country);
      const viewer = searchViewer(ctx);
      return feedPage(
        ctx,
        ctx.store.all('pins'),
        (p) =>
          matchesSearch(p, words) &&
          keepsPinType({ pin: p, type, viewer, category }) &&
          (country === null || pinnerCountry(ctx, p) === country),
      );
    },
  },
  {
    method: 'GET',
    path: '/v3/interests/:id/pins/',
    summary:
      "A topic's pins (by id or url name): pins tagged with it, or recommended from it; paged",
    handler: (ctx) => {
      const key = ctx.params.id ?? '';
      const interest =
        ctx.store.get('interests', key) ??
        ctx.store.all('interests').find((i) => i.urlName === key);
      if (!interest) throw notFound(`Interest ${key} not found.`);
      return feedPage(ctx, ctx.store.all('pins'), (p) => onTopic(p, interest));
    },
  },
  {
    method: 'GET',
    path: '/v3/boards/:id/pins/',
    summary: 'Board feed: pins saved to the board (newest first), then the pins on it; paged',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const board = boardOr404(ctx.store, ctx.params.id ?? '', viewerId);
      const saved = pinsOfSaves(
        ctx.store,
        ctx.store.all('saves').filter((s) => s.boardId === board.id),
        viewerId,
      );
      const seen = new Set(saved.map((p) => p.id));
      const own = ctx.store.all('pins').filter((p) => p.board.id === board.id && !seen.has(p.id));
      return feedPage(ctx, [...saved, ...own], () => true);
    },
  },
  {
    method: 'GET',
    path: '/v3/board_sections/:id/pins/',
    summary: 'Section feed: pins saved to the section, then the pins in it; paged',
    handler: (ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const section = ctx.store.get('sections', ctx.params.id ?? '');
      if (!section || !canSeeBoard(ctx.store, section.boardId, viewerId)) {
        throw notFound(`Board section ${ctx.params.id ?? ''} not found.`);
      }
      const saved = pinsOfSaves(
        ctx.store,
        ctx.store.all('saves').filter((s) => s.sectionId === section.id),
        viewerId,
      );
      const seen = new Set(saved.map((p) => p.id));
      const own = ctx.store
        .all('pins')
        .filter((p) => p.sectionId === section.id && !seen.has(p.id));
      return feedPage(ctx, [...saved, ...own], () => true);
    },
  },
  {
    method: 'GET',
    path: '/v3/users/:username/pins/created/',
    summary: 'Pins a user created, paged',
    handler: (ctx) => {
      const user = findUser(ctx.store, ctx.params.username ?? '');
      if (!user) throw notFound(`User ${ctx.params.username ?? ''} not found.`);
      return feedPage(ctx, ctx.store.all('pins'), (p) => p.pinner.id === user.id);
    },
  },
  {
    method: 'GET',
    path: '/v3/users/:username/pins/saved/',
    summary: 'Pins a user saved, newest first, paged',
    handler: (ctx) => {
      const user = findUser(ctx.store, ctx.params.username ?? '');
      if (!user) throw notFound(`User ${ctx.params.username ?? ''} not found.`);
      const saves = ctx.store.all('saves').filter((s) => s.userId === user.id);
      return feedPage(ctx, pinsOfSaves(ctx.store, saves, ctx.viewer?.id ?? null), () => true);
    },
  },
];
