// `/search/pins/?q=&rs=`: pins matching a term (spec 1 section 2, spec 3 section 2); `rs` names the
// source (typed, or a topic attribution link).
import { useSearchParams } from 'react-router';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { useViewer } from '../app/viewer';
import { Placement } from '../guidance/placement';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';
import { searchPageTitle } from '../../domain/page-names';

function Results({ q, rs }: { q: string; rs: string | null }) {
  const feed = useFeed({ kind: 'search', q, ...(rs ? { rs } : {}) });
  return (
    <PinGrid
      feed={feed}
      surface="SearchItem"
      label={`Search results for ${q}`}
      empty={{
        title: `No Pins found for “${q}”`,
        body: 'Try another word, or check the spelling.',
      }}
    />
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const q = (params.get('q') ?? '').trim();
  const rs = params.get('rs');
  return (
    <main className={styles.page}>
      <title>{searchPageTitle(q)}</title>
      {q ? (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{q}</h1>
            {rs && rs !== 'typed' ? <p className={styles.subtitle}>From {rs}</p> : null}
          </header>
          <Placement id={VIEW_PLACEMENTS.searchDelight} />
          <Results key={`${q}:${rs ?? ''}:${viewer.id ?? ''}`} q={q} rs={rs} />
        </>
      ) : (
        <EmptyState title="Search for ideas">
          Type what you are looking for in the search field above.
        </EmptyState>
      )}
    </main>
  );
}
