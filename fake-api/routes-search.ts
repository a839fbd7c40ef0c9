// The search tabs that list boards and people (spec 3 section 3 tab types boards and users): every
// word of `q` in a board's name, or in a person's name or username. Paged like the feeds; secret
// boards only for their members, archived boards left out.
import { boardMatchesSearch, userMatchesSearch } from '../domain/search-tabs';
import { canSeeBoard, decorateBoard, decorateUser } from './decorate';
import type { RouteDef } from './http';
import { page, queryInt } from './http';
import { FEED_PAGE_SIZE, PAGE_SIZE_MAX } from './lookups';
import { searchQuery } from './routes-feeds';

export const searchRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/search/boards/',
    summary:
      'Search boards: every word of q in the board name; boards the viewer may see, not archived; paged',
    handler: (ctx) => {
      const words = searchQuery(ctx);
      const size = queryInt(ctx.query, 'page_size', FEED_PAGE_SIZE, { min: 1, max: PAGE_SIZE_MAX });
      const viewerId = ctx.viewer?.id ?? null;
      const boards = ctx.store
        .all('boards')
        .filter(
          (b) =>
            !b.archived &&
            boardMatchesSearch({ board: b, words }) &&
            canSeeBoard(ctx.store, b.id, viewerId),
        );
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
];
