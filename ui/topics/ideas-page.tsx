// `/ideas`: the ideas root, every topic as a link to its page (spec 3 section 2 "Discovery routes").
import { Link } from 'react-router';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';
import { TOPIC_TEXT } from '../../domain/topics';
import { TopicList } from './topic-list';
import styles from '../pages/page.module.css';

export default function IdeasPage() {
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
