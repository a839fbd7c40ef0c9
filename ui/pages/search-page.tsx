// `/search/pins/?q=&rs=`: pins matching a term (spec 1 section 2, spec 3 section 2); `rs` names the
// source (typed, or a topic attribution link). `tab=local` is the explore-local tab: the same
// search kept to pinners in the viewer's country, where a Save tap on an unsaved pin opens the
// repin route as a one-tap save (spec 1 section 4; the one-tap save machine decides).
import { Link, useSearchParams } from 'react-router';
import {
  EXPLORE_LOCAL_TAB,
  EXPLORE_LOCAL_TEXT,
  exploreLocalSubtitle,
  searchTabPath,
} from '../../domain/explore-local';
import { EXPLORE_LOCAL_SURFACE } from '../../machines/one-tap-save-types';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { useViewer } from '../app/viewer';
import { Placement } from '../guidance/placement';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';
import { searchPageTitle } from '../../domain/page-names';

function Results({ q, rs, country }: { q: string; rs: string | null; country: string | null }) {
  const feed = useFeed({
    kind: 'search',
    q,
    ...(rs ? { rs } : {}),
    ...(country ? { country } : {}),
  });
  return (
    <PinGrid
      feed={feed}
      surface={country ? EXPLORE_LOCAL_SURFACE : 'SearchItem'}
      label={`Search results for ${q}`}
      empty={{
        title: `No Pins found for “${q}”`,
        body: 'Try another word, or check the spelling.',
      }}
    />
  );
}

function Tabs({ q, local }: { q: string; local: boolean }) {
  const tab = (active: boolean) => (active ? `${styles.tab} ${styles.tabActive}` : styles.tab);
  return (
    <nav className={styles.tabs} aria-label={EXPLORE_LOCAL_TEXT.tabs}>
      <Link
        to={searchTabPath({ q, local: false })}
        className={tab(!local)}
        aria-current={local ? undefined : 'page'}
      >
        {EXPLORE_LOCAL_TEXT.all}
      </Link>
      <Link
        to={searchTabPath({ q, local: true })}
        className={tab(local)}
        aria-current={local ? 'page' : undefined}
      >
        {EXPLORE_LOCAL_TEXT.local}
      </Link>
    </nav>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const q = (params.get('q') ?? '').trim();
  const rs = params.get('rs');
  const local = params.get('tab') === EXPLORE_LOCAL_TAB;
  const country = local ? viewer.country : null;
  return (
    <main className={styles.page}>
      <title>{searchPageTitle(q)}</title>
      {q ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{q}</h1>
            {rs && rs !== 'typed' ? <p className={styles.subtitle}>From {rs}</p> : null}
            {country ? <p className={styles.subtitle}>{exploreLocalSubtitle(country)}</p> : null}
          </header>
          <Placement id={VIEW_PLACEMENTS.searchDelight} />
          <Tabs q={q} local={local} />
          <Results
            key={`${q}:${rs ?? ''}:${viewer.id ?? ''}:${country ?? ''}`}
            q={q}
            rs={rs}
            country={country}
          />
        </>
      ) : (
        <EmptyState title="Search for ideas">
          Type what you are looking for in the search field above.
        </EmptyState>
      )}
    </main>
  );
}
