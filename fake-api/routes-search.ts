// The search tabs that list boards, people and the shopping tool's categories (spec 3 section 3
// tab types boards, users, my_content and shop_tool): every word of `q` in a board's name, or in a
// person's name or username. Paged like the feeds; secret boards only for their members, archived
// boards left out, except the viewer's own (`type=my_content`: boards they own or collaborate on).
// The shopping tool's categories group the products that match (decision 062).
import { byPinCount, groupStories } from '../domain/discovery';
import { boardMatchesSearch, isShopToolPin, userMatchesSearch } from '../domain/search-tabs';
import {
  canSeeBoard,
  canSeePin,
  decorateBoard,
  decorateUser,
  isBoardMember,
  isHidden,
} from './decorate';
import type { Board } from '../domain/types';
import type { RouteDef } from './http';
import { page, queryInt } from './http';
import { FEED_PAGE_SIZE, PAGE_SIZE_MAX } from './lookups';
import { matchesSearch, searchBoardType, searchQuery } from './search-query';

export const searchRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/search/boards/',
    summary:
      "Search boards: every word of q in the board name; boards the viewer may see, not archived; type my_content (signed in) keeps the viewer's own boards, archived ones too; paged",
    handler: (ctx) => {
      const words = searchQuery(ctx);
      const type = searchBoardType(ctx);
      const size = queryInt(ctx.query, 'page_size', FEED_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });
      const viewerId = ctx.viewer?.id ?? null;
      const keep =
        type === 'my_content'
          ? (b: Board) => isBoardMember(b, viewerId)
          : (b: Board) => !b.archived && canSeeBoard(ctx.store, b.id, viewerId);
      const boards = ctx.store
        .all('boards')
        .filter((b) => boardMatchesSearch({ board: b, words }) && keep(b));
      const answer = page(boards, ctx.query.bookmark, size);
      return {
        ...answer,
        data: (answer.data as typeof boards).map((b) => decorateBoard(ctx.store, b, viewerId)),
      };
    },
  },
  {
    method: 'GET',
    path: '/v3/search/users/',
    summary: 'Search people: every word of q in the name or username; paged',
    handler: (ctx) => {
      const words = searchQuery(ctx);
      const size = queryInt(ctx.query, 'page_size', FEED_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });
      const viewerId = ctx.viewer?.id ?? null;
      const users = ctx.store.all('users').filter((u) => userMatchesSearch({ user: u, words }));
      const answer = page(users, ctx.query.bookmark, size);
      return {
        ...answer,
        data: (answer.data as typeof users).map((u) => decorateUser(ctx.store, u, viewerId)),
      };
    },
  },
  {
    method: 'GET',
    path: '/v3/search/shop_tool/',
    summary:
      "The shopping tool's categories: the products in stock matching every word of q, grouped by category, the biggest first",
    handler: (ctx) => {
      const words = searchQuery(ctx);
      const viewerId = ctx.viewer?.id ?? null;
      const products = ctx.store
        .all('pins')
        .filter(
          (p) =>
            matchesSearch(p, words) &&
            isShopToolPin({ pin: p }) &&
            canSeePin(ctx.store, p, viewerId) &&
            !isHidden(ctx.store, p.id, viewerId),
        );
      return { data: byPinCount(groupStories(products)) };
    },
  },
];
