// The discovery pages (spec 3 section 2 "Discovery routes"), one chunk: `/today` and its tabs
// article, best, trending, popular and shop, each a list of stories; `/discover/article/{x}`, an
// article and its pins; `/videos/` and `/shopping/`, their categories; and
// `/videos/{category}/{id}` and `/shopping/{category}/{id}`, one category's pins. What each shows
// is domain/discovery.ts; the data comes from the API (docs/decisions/058-discovery-pages.md).
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { FeedQuery } from '../../api/api';
import {
  categoryPath,
  DISCOVERY_SURFACE,
  DISCOVERY_TEXT,
  isTodayTab,
  MISSING,
  TODAY_TABS,
  todayPath,
  todayStoryPath,
  type CategoryHub,
  type Story,
  type TodayTab,
} from '../../domain/discovery';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import { StoryList } from './story-list';
import pageStyles from '../pages/page.module.css';
import styles from './discovery.module.css';

const T = DISCOVERY_TEXT;

/** A story's pins in a grid: an article's, or a category's. */
function StoryPins({ kind, story }: { kind: 'article' | CategoryHub; story: Story }) {
  const query = useMemo<Omit<FeedQuery, 'bookmark'>>(
    () => ({ kind, id: story.id }),
    [kind, story.id],
  );
  const feed = useFeed(query);
  return (
    <PinGrid
      feed={feed}
      surface={DISCOVERY_SURFACE[kind]}
      label={T.pinsOf(story.name)}
      empty={{ title: T.noPinsTitle, body: T.noPinsBody }}
    />
  );
}

function TodayTabs({ current }: { current: TodayTab }) {
  return (
    <nav className={pageStyles.chips} aria-label={T.tabList}>
      {TODAY_TABS.map((tab) => (
        <Link
          key={tab}
          to={todayPath(tab)}
          className={`${pageStyles.chip} ${tab === current ? pageStyles.chipActive : ''}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          {T.tabs[tab]}
        </Link>
      ))}
    </nav>
  );
}

function Today({ tab }: { tab: TodayTab }) {
  const name = pageName('today');
  const shown = tab === 'today' ? null : T.tabs[tab];
  return (
    <main className={pageStyles.page}>
      <title>{pageTitle(shown, name)}</title>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{name}</h1>
        <p className={pageStyles.subtitle}>{T.todaySubtitle}</p>
      </header>
      <TodayTabs current={tab} />
      <StoryList
        key={tab}
        load={{ what: 'todayArticles', tab }}
        label={T.storyList(shown ?? name)}
        title={(story) =>
          tab === 'shop' ? T.categoryShopping(story.name) : T.articleTitle(story.name)
        }
        to={(story) => todayStoryPath(tab, story)}
      />
    </main>
  );
}

/** `/today` and `/today/{tab}`; a subpath that is not a tab is Not Found. */
export function TodayPage() {
  const { tab = 'today' } = useParams();
  return isTodayTab(tab) ? <Today tab={tab} /> : <NotFound />;
}

function Article({ id }: { id: string }) {
  const viewer = useViewer();
  const state = useLoad({ what: 'article', id, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label={T.loadingStory} />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what={MISSING.article} />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const article = state.data;
  const title = T.articleTitle(article.name);
  return (
    <main className={pageStyles.page}>
      <title>{pageTitle(title, pageName('today'))}</title>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={pageStyles.subtitle}>{T.articleSubtitle}</p>
        <p className={pageStyles.subtitle}>
          <Link className={styles.back} to={todayPath('today')}>
            {T.backToToday}
          </Link>
        </p>
      </header>
      <StoryPins key={`${article.id}:${viewer.id ?? ''}`} kind="article" story={article} />
    </main>
  );
}

/** `/discover/article/{x}`: an unknown article is Not Found. */
export function ArticlePage() {
  const { article = '' } = useParams();
  const viewerId = useViewer().id ?? '';
  return <Article key={`${article}:${viewerId}`} id={article} />;
}

const HUB_TEXT = {
  videos: { subtitle: T.videosSubtitle, title: T.categoryVideos, all: T.allVideos },
  shopping: { subtitle: T.shoppingSubtitle, title: T.categoryShopping, all: T.allShopping },
} as const;

/** The categories of a hub, loaded once per viewer for the hub page and its category pages. */
function useCategories(hub: CategoryHub) {
  const viewer = useViewer();
  return useLoad({ what: 'categories', hub, viewer: viewer.id });
}

/** `/videos/` or `/shopping/`: the hub's categories. */
export function HubPage({ hub }: { hub: CategoryHub }) {
  const name = pageName(hub);
  const text = HUB_TEXT[hub];
  return (
    <main className={pageStyles.page}>
      <title>{pageTitle(name)}</title>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{name}</h1>
        <p className={pageStyles.subtitle}>{text.subtitle}</p>
      </header>
      <StoryList
        load={{ what: 'categories', hub }}
        label={T.storyList(name)}
        title={(story) => text.title(story.name)}
        to={(story) => categoryPath(hub, story)}
      />
    </main>
  );
}

function Category({ hub, id }: { hub: CategoryHub; id: string }) {
  const state = useCategories(hub);
  const viewerId = useViewer().id ?? '';
  const text = HUB_TEXT[hub];
  if (state.status === 'loading') return <Loading label={T.loadingStory} />;
  if (state.status === 'failed') {
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const category = state.data.find((story) => story.id === id);
  if (!category) return <NotFound what={MISSING[hub]} />;
  const title = text.title(category.name);
  return (
    <main className={pageStyles.page}>
      <title>{pageTitle(title, pageName(hub))}</title>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={pageStyles.subtitle}>
          <Link className={styles.back} to={`/${hub}/`}>
            {text.all}
          </Link>
        </p>
      </header>
      <StoryPins key={`${category.id}:${viewerId}`} kind={hub} story={category} />
    </main>
  );
}

/** `/videos/{category}/{id}` or `/shopping/{category}/{id}`: an unknown id is Not Found. */
export function CategoryPage({ hub }: { hub: CategoryHub }) {
  const { id = '' } = useParams();
  return <Category key={`${hub}:${id}`} hub={hub} id={id} />;
}
