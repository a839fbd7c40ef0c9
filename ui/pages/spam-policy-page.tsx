// The spam policy page, where the blocked-link modal's 'Learn more' leads (spec 1 section 8):
// why the product blocks some outside links, and what a person can do about it.
import { Link } from 'react-router';
import { BLOCKED_LINK_TEXT } from '../../domain/outbound';
import styles from './page.module.css';

export default function SpamPolicyPage() {
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <title>Spam policy | Pinstate</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Spam policy</h1>
        <p className={styles.subtitle}>
          Why some outside links are blocked, and what you can do about it.
        </p>
      </header>
      <h2>Links we block</h2>
      <p>
        Every link a Pin points to is checked. When a link is known to lead to spam, to a site that
        tries to trick people, or to adult content, we don&apos;t open it: you see a &ldquo;
        {BLOCKED_LINK_TEXT.heading}&rdquo; message naming the site instead.
      </p>
      <ul className={styles.list}>
        <li className={styles.listItem}>
          <strong>Blocked</strong>: the site spreads spam, malware or misleading offers.
        </li>
        <li className={styles.listItem}>
          <strong>Suspicious</strong>: the site behaves like spam, for example by redirecting people
          somewhere they did not choose to go.
        </li>
        <li className={styles.listItem}>
          <strong>Adult content</strong>: the site shows content that is not allowed here.
        </li>
      </ul>
      <h2>What you can do</h2>
      <ul className={styles.list}>
        <li className={styles.listItem}>
          Choose {BLOCKED_LINK_TEXT.dismiss} to stay on the Pin. Nothing is opened and nothing is
          shared with the site.
        </li>
        <li className={styles.listItem}>
          Report the Pin from its menu if you think it is spam: reports help keep the community
          safe.
        </li>
        <li className={styles.listItem}>
          If you own the site and believe it was blocked by mistake, fix what the check found and
          the link is checked again the next time someone opens it.
        </li>
      </ul>
      <div className={styles.row}>
        <Link className={styles.button} to="/">
          Back to home feed
        </Link>
      </div>
    </main>
  );
}
