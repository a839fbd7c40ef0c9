// The discovery pages' data (spec 3 section 2 "Discovery routes"): Today's articles by tab, one
// article, and the video and shopping categories, each a story of pins grouped by category
// (domain/discovery.ts), with their pins paged like every feed. Only pins the viewer may see and
// has not hidden count.
import {
  byPinCount,
  groupStories,
  HUB_PINS,
  isTodayTab,
  orderArticles,
  TODAY_TABS,
  todayPins,
  type CategoryHub,
  type Story,
  type TodayTab,
} from '../domain/discovery';
import type { Pin } from '../domain/types';
import { canSeePin, isHidden } from './decorate';
import type { Ctx, RouteDef } from './http';
import { badRequest, notFound } from './http';
import { feedPage } from './routes-feeds';
import { answerOrigin, withOutsideOrigin } from './outside';

/** The pins the viewer may see, have not hidden, and `keep` takes. */
function visiblePins(ctx: Ctx, keep: (pin: Pin) => boolean): Pin[] {
  const viewerId = ctx.viewer?.id ?? null;
  const origin = answerOrigin(ctx);
  return ctx.store
    .all('pins')
    .filter(
      (pin) =>
        keep(pin) && canSeePin(ctx.store, pin, viewerId) && !isHidden(ctx.store, pin.id, viewerId),
    )
    .map((pin) => {
      // A stand-in outside link is answered on this origin (docs/decisions/095).
      const link = withOutsideOrigin(pin.link, origin);
      return link === pin.link ? pin : { ...pin, link };
    });
}

/** The `tab` query field: one of Today's tabs, `today` when absent. */
function todayTab(value: string | undefined): TodayTab {
  if (value === undefined || value === '') return 'today';
  if (!isTodayTab(value)) {
    throw badRequest(
      `Query parameter "tab" must be one of ${TODAY_TABS.join(', ')}; got "${value}".`,
    );
  }
  return value;
}

function storyOr404(stories: readonly Story[], id: string, what: string): Story {
  const story = stories.find((s) => s.id === id);
  if (!story) throw notFound(`${what} ${id} not found.`);
  return story;
}

const articleOr404 = (ctx: Ctx): Story =>
  storyOr404(groupStories(visiblePins(ctx, () => true)), ctx.params.id ?? '', 'Article');

function hubRoutes(hub: CategoryHub, what: string): RouteDef[] {
  const keep = HUB_PINS[hub];
  return [
    {
      method: 'GET',
      path: `/v3/${hub}/categories/`,
      summary: `The ${what} categories: the ${what} pins grouped by category, the biggest first`,
      handler: (ctx) => ({ data: byPinCount(groupStories(visiblePins(ctx, keep))) }),
    },
    {
      method: 'GET',
      path: `/v3/${hub}/categories/:id/pins/`,
      summary: `The ${what} pins of one category (404 for an unknown one), paged`,
      handler: (ctx) => {
        const id = ctx.params.id ?? '';
        storyOr404(groupStories(visiblePins(ctx, keep)), id, 'Category');
        return feedPage(ctx, ctx.store.all('pins'), (p) => p.category === id && keep(p));
      },
    },
  ];
}

export const discoveryRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/today/articles/',
    summary:
      "Today's articles, one per pin category, in the order of tab (today, article, best, trending, popular, shop; 400 otherwise)",
    handler: (ctx) => {
      const tab = todayTab(ctx.query.tab);
      return { data: orderArticles(groupStories(visiblePins(ctx, todayPins(tab))), tab) };
    },
  },
  {
    method: 'GET',
    path: '/v3/today/articles/:id/',
    summary: 'One article of Today (404 for an unknown one)',
    handler: (ctx) => ({ data: articleOr404(ctx) }),
  },
  {
    method: 'GET',
    path: '/v3/today/articles/:id/pins/',
    summary: "An article's pins, paged",
    handler: (ctx) => {
      const article = articleOr404(ctx);
      return feedPage(ctx, ctx.store.all('pins'), (p) => p.category === article.id);
    },
  },
  ...hubRoutes('videos', 'video'),
  ...hubRoutes('shopping', 'product'),
];
