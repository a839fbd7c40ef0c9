// A row of tabs that are links (the search tabs, the visual-search pages): the tab of the current
// address is marked with aria-current="page".
import { Link } from 'react-router';
import styles from './page.module.css';

export interface TabLink {
  to: string;
  text: string;
  active: boolean;
}

export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className={styles.tabs} aria-label={label} data-tabs>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={tab.active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={tab.active ? 'page' : undefined}
        >
          {tab.text}
        </Link>
      ))}
    </nav>
  );
}
