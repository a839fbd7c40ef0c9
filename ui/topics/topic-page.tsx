// `/ideas/{interest}/{id}`: one topic, its Follow button and its pins (spec 3 section 2
// "Discovery routes"; spec 3 section 4: follow topic, unfollow topic).
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { FeedQuery } from '../../api/api';
import { pageTitle } from '../../domain/page-title';
import { TOPIC_SURFACE, TOPIC_TEXT } from '../../domain/topics';
import type { Interest } from '../../domain/types';
import { useLoad } from '../app/load';
import { api } from '../app/system';
import { useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { ErrorState, Loading, NotFound } from '../shell/states';
import { TopicFollow } from './topic-follow';
import styles from '../pages/page.module.css';

function TopicPins({ interest }: { interest: Interest }) {
  const query = useMemo<Omit<FeedQuery, 'bookmark'>>(
    () => ({ kind: 'interest', id: interest.id }),
    [interest.id],
  );
  const feed = useFeed(query);
  return (
    <PinGrid
      feed={feed}
      surface={TOPIC_SURFACE}
      label={TOPIC_TEXT.topicPins(interest.name)}
      empty={{ title: TOPIC_TEXT.noPinsTitle, body: TOPIC_TEXT.noPinsBody }}
    />
  );
}

function Topic({ id }: { id: string }) {
  const viewer = useViewer();
  const state = useLoad(`topic.${id}.for.${viewer.id ?? 'visitor'}`, (signal) =>
    api.getInterest(id, { signal }),
  );
  if (state.status === 'loading') return <Loading label={TOPIC_TEXT.loadingTopic} />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <NotFound what="topic" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const interest = state.data;
  return (
    <main className={styles.page}>
      <title>{pageTitle(interest.name)}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{interest.name}</h1>
        <TopicFollow interest={interest} />
      </header>
      <TopicPins key={`${interest.id}:${viewer.id ?? ''}`} interest={interest} />
    </main>
  );
}

export default function TopicPage() {
  const { id = '' } = useParams();
  const viewerId = useViewer().id ?? '';
  return <Topic key={`${id}:${viewerId}`} id={id} />;
}
