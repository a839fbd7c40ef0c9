// `/search/pins/?q=&rs=`: pins matching a term (spec 1 section 2, spec 3 section 2); `rs` names the
// source (typed, or a topic attribution link). The tabs (spec 3 section 3 search tab types): Pins
// (`/search/` and `/search/pins/`), Videos, Boards and Users at `/search/{tab}/?q=`, and Explore
// local: `tab=local` on the Pins tab is the same search kept to pinners in the viewer's country,
// where a Save tap on an unsaved pin opens the repin route as a one-tap save (spec 1 section 4;
// the one-tap save machine decides).
import { useLocation, useSearchParams } from 'react-router';
import {
  EXPLORE_LOCAL_TAB,
  EXPLORE_LOCAL_TEXT,
  exploreLocalSubtitle,
  searchTabPath,
} from '../../domain/explore-local';
import {
  SEARCH_EMPTY_TEXT,
  SEARCH_TAB_LABELS,
  searchEmptyTitle,
  searchTabOfPath,
  searchTabPagePath,
  type SearchTab,
} from '../../domain/search-tabs';
import { EXPLORE_LOCAL_SURFACE } from '../../machines/one-tap-save-types';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { useViewer } from '../app/viewer';
import { Placement } from '../guidance/placement';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';
import { searchPageTitle } from '../../domain/page-names';
import { BoardResults, UserResults } from './search-lists';
import { TabLinks } from './tab-links';

function PinResults({
  q,
  rs,
  country,
  videos,
}: {
  q: string;
  rs: string | null;
  country: string | null;
  videos: boolean;
}) {
  const feed = useFeed({
    kind: 'search',
    q,
    ...(rs ? { rs } : {}),
    ...(country ? { country } : {}),
    ...(videos ? { type: 'videos' } : {}),
  });
  return (
    <PinGrid
      feed={feed}
      surface={country ? EXPLORE_LOCAL_SURFACE : 'SearchItem'}
      label={`Search results for ${q}`}
      empty={{
        title: searchEmptyTitle({ tab: videos ? 'videos' : 'pins', q }),
        body: SEARCH_EMPTY_TEXT.body,
      }}
    />
  );
}

function Tabs({ q, tab, local }: { q: string; tab: SearchTab; local: boolean }) {
  const others = (['videos', 'boards', 'users'] as const).map((t) => ({
    to: searchTabPagePath({ tab: t, q }),
    text: SEARCH_TAB_LABELS[t],
    active: tab === t,
  }));
  return (
    <TabLinks
      label={EXPLORE_LOCAL_TEXT.tabs}
      tabs={[
        {
          to: searchTabPath({ q, local: false }),
          text: SEARCH_TAB_LABELS.pins,
          active: tab === 'pins' && !local,
        },
        ...others,
        { to: searchTabPath({ q, local: true }), text: EXPLORE_LOCAL_TEXT.local, active: local },
      ]}
    />
  );
}

function Results({
  q,
  tab,
  rs,
  country,
}: {
  q: string;
  tab: SearchTab;
  rs: string | null;
  country: string | null;
}) {
  const viewer = useViewer();
  const key = `${tab}:${q}:${rs ?? ''}:${viewer.id ?? ''}:${country ?? ''}`;
  if (tab === 'boards') return <BoardResults key={key} q={q} />;
  if (tab === 'users') return <UserResults key={key} q={q} />;
  return <PinResults key={key} q={q} rs={rs} country={country} videos={tab === 'videos'} />;
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const tab = searchTabOfPath(useLocation().pathname);
  const viewer = useViewer();
  const q = (params.get('q') ?? '').trim();
  const rs = params.get('rs');
  const local = tab === 'pins' && params.get('tab') === EXPLORE_LOCAL_TAB;
  const country = local ? viewer.country : null;
  return (
    <main className={styles.page}>
      <title>{searchPageTitle(q, tab)}</title>
      {q ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{q}</h1>
            {rs && rs !== 'typed' ? <p className={styles.subtitle}>From {rs}</p> : null}
            {country ? <p className={styles.subtitle}>{exploreLocalSubtitle(country)}</p> : null}
          </header>
          <Placement id={VIEW_PLACEMENTS.searchDelight} />
          <Tabs q={q} tab={tab} local={local} />
          <Results q={q} tab={tab} rs={rs} country={country} />
        </>
      ) : (
        <EmptyState title="Search for ideas">
          Type what you are looking for in the search field above.
        </EmptyState>
      )}
    </main>
  );
}
