// The honest pages of spec 3 section 2's routes that the web app keeps without a feature of their
// own (domain/route-pages.ts): the page's name, what it is for and where to go on. One chunk for
// all of them.
import { Link } from 'react-router';
import { HOME_LINK, type RoutePage } from './route-pages';
import { pageTitle } from '../../domain/page-title';
import styles from './page.module.css';

export default function RoutePageView({ page }: { page: RoutePage }) {
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <title>{pageTitle(page.name)}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.name}</h1>
        <p className={styles.subtitle}>{page.purpose}</p>
      </header>
      <nav aria-label="Where to go from here">
        <ul className={styles.list}>
          {[...page.links, HOME_LINK].map((link) => (
            <li key={link.to} className={styles.listItem}>
              <Link className={styles.button} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
