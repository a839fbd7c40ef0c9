// The topics list shared by /ideas and /topics (spec 3 section 2): loaded by a `page.topics`
// loader of the root's system, with loading, error and empty states.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { followedFirst, topicPath, TOPIC_TEXT } from '../../domain/topics';
import type { Interest } from '../../domain/types';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './topics.module.css';

/** Every topic, followed ones first, for this viewer. */
export function TopicList({ action }: { action?: (interest: Interest) => ReactNode }) {
  const viewer = useViewer();
  const state = useLoad({ what: 'topics', viewer: viewer.id });
  if (state.status === 'loading') return <Loading label={TOPIC_TEXT.loadingTopics} />;
  if (state.status === 'failed') {
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  if (state.data.length === 0) {
    return <EmptyState title={TOPIC_TEXT.noTopicsTitle}>{TOPIC_TEXT.noTopicsBody}</EmptyState>;
  }
  return (
    <ul className={styles.list} aria-label={TOPIC_TEXT.topicList}>
      {followedFirst(state.data).map((interest) => (
        <li key={interest.id} className={styles.item}>
          <div role="group" aria-label={interest.name} className={styles.group}>
            <Link to={topicPath(interest)} className={styles.name}>
              {interest.name}
            </Link>
            {action ? action(interest) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
