// `/topics`: every topic with its Follow button (spec 3 section 2 "Discovery routes"; spec 3
// section 4: follow topic, unfollow topic).
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import { TOPIC_TEXT } from '../../domain/topics';
import { TopicFollow } from './topic-follow';
import { TopicList } from './topic-list';
import styles from '../pages/page.module.css';

export default function TopicsPage() {
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
