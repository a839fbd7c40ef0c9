// The topic pages (spec 3 section 2 "Discovery routes"), one chunk: `/ideas`, the ideas root, every
// topic as a link to its page; `/topics`, every topic with its Follow button; and
// `/ideas/{interest}/{id}`, one topic, its Follow button and its pins (spec 3 section 4: follow
// topic, unfollow topic).
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { FeedQuery } from '../../api/api';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import { TOPIC_SURFACE, TOPIC_TEXT } from '../../domain/topics';
import type { Interest } from '../../domain/types';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import { TopicFollow } from './topic-follow';
import { TopicList } from './topic-list';
import styles from '../pages/page.module.css';

export function IdeasPage() {
  return (
    <main className={styles.page}>
      <title>{pageTitle(pageName('ideas'))}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{TOPIC_TEXT.ideasTitle}</h1>
        <p className={styles.subtitle}>{TOPIC_TEXT.ideasSubtitle}</p>
        <p className={styles.subtitle}>
          <Link to="/topics">{TOPIC_TEXT.manageTopics}</Link>
        </p>
      </header>
      <TopicList />
    </main>
  );
}

export function TopicsPage() {
  return (
    <main className={styles.page}>
      <title>{pageTitle(pageName('topics'))}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{TOPIC_TEXT.topicsTitle}</h1>
        <p className={styles.subtitle}>{TOPIC_TEXT.topicsSubtitle}</p>
      </header>
      <TopicList action={(interest) => <TopicFollow interest={interest} />} />
    </main>
  );
}

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
  const state = useLoad({ what: 'topic', id, viewer: viewer.id });
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

export function TopicPage() {
  const { id = '' } = useParams();
  const viewerId = useViewer().id ?? '';
  return <Topic key={`${id}:${viewerId}`} id={id} />;
}
