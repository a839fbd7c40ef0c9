// `/search/pins/?q=&rs=`: pins matching a term (spec 1 section 2, spec 3 section 2); `rs` names the
// source (typed, or a topic attribution link). The tabs are spec 3 section 3's search tab types,
// each at `/search/{tab}/?q=` (decisions 059 and 062): Pins (`/search/` and `/search/pins/`),
// Shop (pins to buy), Your Pins, Videos, Boards, Users, Idea Pins, Your content and Shop by
// category (the shopping tool), then Explore local: `tab=local` on the Pins tab is the same search
// kept to pinners in the viewer's country, where a Save tap on an unsaved pin opens the repin
// route as a one-tap save (spec 1 section 4; the one-tap save machine decides). The tabs of the
// viewer's own things ask a signed-out visitor to log in.
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  EXPLORE_LOCAL_TAB,
  EXPLORE_LOCAL_TEXT,
  exploreLocalSubtitle,
  searchTabPath,
} from '../../domain/explore-local';
import {
  SEARCH_EMPTY_TEXT,
  SEARCH_SIGNED_OUT_TEXT,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  searchEmptyTitle,
  isViewerSearchType,
  searchTabOfPath,
  searchTabPagePath,
  searchTabPageTitle,
  searchTabSurface,
  type SearchTab,
} from '../../domain/search-tabs';
import { EXPLORE_LOCAL_SURFACE } from '../../machines/one-tap-save-types';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { useViewer } from '../app/viewer';
import { Placement } from '../guidance/placement';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { authHref } from '../session/auth-href';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';
import { BoardResults, MyContentResults, UserResults } from './search-lists';
import { ShopToolResults } from './search-shop-tool';
import { TabLinks } from './tab-links';

/** The tabs that list pins in a grid, and the pin search type each asks for. */
type PinTab = Exclude<SearchTab, 'boards' | 'users' | 'my_content'>;

function PinResults({
  q,
  rs,
  country,
  tab,
  type,
  category = null,
  empty = tab,
}: {
  q: string;
  rs: string | null;
  country: string | null;
  /** The tab showing the grid (its surface). */
  tab: SearchTab;
  /** The pin search type; `pins` asks for every pin. */
  type: PinTab;
  /** The shopping tool's category. */
  category?: string | null;
  /** The tab whose empty state an empty grid gives. */
  empty?: SearchTab;
}) {
  const feed = useFeed({
    kind: 'search',
    q,
    ...(rs ? { rs } : {}),
    ...(country ? { country } : {}),
    ...(type !== 'pins' ? { type } : {}),
    ...(category ? { category } : {}),
  });
  return (
    <PinGrid
      feed={feed}
      surface={country ? EXPLORE_LOCAL_SURFACE : searchTabSurface(tab)}
      label={`${type === 'pins' ? 'Search results' : SEARCH_TAB_LABELS[type]} for ${q}`}
      empty={{ title: searchEmptyTitle({ tab: empty, q }), body: SEARCH_EMPTY_TEXT.body }}
    />
  );
}

function Tabs({ q, tab, local }: { q: string; tab: SearchTab; local: boolean }) {
  return (
    <TabLinks
      label={EXPLORE_LOCAL_TEXT.tabs}
      tabs={[
        ...SEARCH_TABS.map((t) => ({
          to: t === 'pins' ? searchTabPath({ q, local: false }) : searchTabPagePath({ tab: t, q }),
          text: SEARCH_TAB_LABELS[t],
          active: tab === t && !local,
        })),
        { to: searchTabPath({ q, local: true }), text: EXPLORE_LOCAL_TEXT.local, active: local },
      ]}
    />
  );
}

/** What a tab of the viewer's own things shows a signed-out visitor: a way to log in. */
function SignedOut() {
  const location = useLocation();
  return (
    <EmptyState title={SEARCH_SIGNED_OUT_TEXT.title}>
      <p>{SEARCH_SIGNED_OUT_TEXT.body}</p>
      <Link
        className={styles.button}
        to={authHref('/login', `${location.pathname}${location.search}`)}
      >
        Log in
      </Link>
    </EmptyState>
  );
}

function Results({
  q,
  tab,
  rs,
  country,
  category,
}: {
  q: string;
  tab: SearchTab;
  rs: string | null;
  country: string | null;
  category: string | null;
}) {
  const viewer = useViewer();
  const key = `${tab}:${q}:${rs ?? ''}:${viewer.id ?? ''}:${country ?? ''}:${category ?? ''}`;
  if (isViewerSearchType(tab) && viewer.id === null) return <SignedOut key={key} />;
  switch (tab) {
    case 'boards':
      return <BoardResults key={key} q={q} />;
    case 'users':
      return <UserResults key={key} q={q} />;
    case 'my_content':
      return (
        <MyContentResults
          key={key}
          q={q}
          pins={(empty) => (
            <PinResults
              q={q}
              rs={rs}
              country={null}
              tab="my_content"
              type="my_pins"
              empty={empty}
            />
          )}
        />
      );
    case 'shop_tool':
      return (
        <ShopToolResults
          key={`${tab}:${q}:${viewer.id ?? ''}`}
          q={q}
          category={category}
          products={(chosen) => (
            <PinResults
              key={key}
              q={q}
              rs={rs}
              country={null}
              tab="shop_tool"
              type="shop_tool"
              category={chosen}
            />
          )}
        />
      );
    default:
      return <PinResults key={key} q={q} rs={rs} country={country} tab={tab} type={tab} />;
  }
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const tab = searchTabOfPath(useLocation().pathname);
  const viewer = useViewer();
  const q = (params.get('q') ?? '').trim();
  const rs = params.get('rs');
  const local = tab === 'pins' && params.get('tab') === EXPLORE_LOCAL_TAB;
  const country = local ? viewer.country : null;
  const category = tab === 'shop_tool' ? params.get('category') || null : null;
  return (
    <main className={styles.page}>
      <title>{searchTabPageTitle({ q, tab })}</title>
      {q ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{q}</h1>
            {rs && rs !== 'typed' ? <p className={styles.subtitle}>From {rs}</p> : null}
            {country ? <p className={styles.subtitle}>{exploreLocalSubtitle(country)}</p> : null}
          </header>
          <Placement id={VIEW_PLACEMENTS.searchDelight} />
          <Tabs q={q} tab={tab} local={local} />
          <Results q={q} tab={tab} rs={rs} country={country} category={category} />
        </>
      ) : (
        <EmptyState title="Search for ideas">
          Type what you are looking for in the search field above.
        </EmptyState>
      )}
    </main>
  );
}
