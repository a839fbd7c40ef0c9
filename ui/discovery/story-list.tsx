// A list of stories (domain/discovery.ts): Today's articles or a hub's categories, each a link
// with its first pictures, its name and its pin count; loading, error and empty states.
import { Link } from 'react-router';
import {
  DISCOVERY_TEXT,
  type CategoryHub,
  type Story,
  type TodayTab,
} from '../../domain/discovery';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './discovery.module.css';

export interface StoryListProps {
  /** The named load of the stories, for this viewer. */
  load: { what: 'todayArticles'; tab: TodayTab } | { what: 'categories'; hub: CategoryHub };
  /** The list's accessible name. */
  label: string;
  /** A story's name on its card. */
  title: (story: Story) => string;
  /** Where a story leads. */
  to: (story: Story) => string;
}

export function StoryList({ load, label, title, to }: StoryListProps) {
  const viewer = useViewer();
  const state = useLoad({ ...load, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label={DISCOVERY_TEXT.loadingStories} />;
  if (state.status === 'failed') {
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  if (state.data.length === 0) {
    return (
      <EmptyState title={DISCOVERY_TEXT.noStoriesTitle}>{DISCOVERY_TEXT.noStoriesBody}</EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {state.data.map((story) => (
        <li key={story.id}>
          <Link to={to(story)} className={styles.story}>
            <span className={styles.covers} aria-hidden="true">
              {story.covers.map((cover) => (
                <img key={cover.url} src={cover.url} alt="" loading="lazy" />
              ))}
            </span>
            <span className={styles.name}>{title(story)}</span>{' '}
            <span className={styles.count}>{DISCOVERY_TEXT.storyPins(story.pinCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
