// The search page's shopping tool (spec 3 section 3 tab type shop_tool, the ShoppingTool surface of
// spec 3 section 2): the products in stock that match the term, by category. A row of category
// chips (the biggest first, each with its count) narrows the grid to one category; the choice is
// in the address (`category=`), so Back and a shared link keep it (decision 062).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  SEARCH_EMPTY_TEXT,
  searchEmptyTitle,
  SHOP_TOOL_TEXT,
  shopToolPath,
} from '../../domain/search-tabs';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './page.module.css';

function Chip({
  to,
  active,
  name,
  count,
}: {
  to: string;
  active: boolean;
  name: string;
  count: number;
}) {
  return (
    <Link
      to={to}
      className={active ? `${styles.chip} ${styles.chipActive}` : styles.chip}
      aria-current={active ? 'page' : undefined}
    >
      {name} <span className={styles.count}>{count}</span>
    </Link>
  );
}

/** The categories of the products matching `q`, as chips, then `products(category)`. */
export function ShopToolResults({
  q,
  category,
  products,
}: {
  q: string;
  category: string | null;
  products: (category: string | null) => ReactNode;
}) {
  const viewer = useViewer();
  const categories = useLoad({ what: 'shopCategories', q, viewer: viewer.id });
  if (categories.status === 'loading') return <Loading label={SHOP_TOOL_TEXT.loading} />;
  if (categories.status === 'failed') {
    return <ErrorState message={categories.failure.message} onRetry={categories.retry} />;
  }
  const stories = categories.data;
  if (stories.length === 0) {
    return (
      <EmptyState title={searchEmptyTitle({ tab: 'shop_tool', q })}>
        {SEARCH_EMPTY_TEXT.body}
      </EmptyState>
    );
  }
  const total = stories.reduce((sum, story) => sum + story.pinCount, 0);
  return (
    <>
      <nav className={styles.chips} aria-label={SHOP_TOOL_TEXT.categories}>
        <Chip
          to={shopToolPath({ q, category: null })}
          active={category === null}
          name={SHOP_TOOL_TEXT.all}
          count={total}
        />
        {stories.map((story) => (
          <Chip
            key={story.id}
            to={shopToolPath({ q, category: story.id })}
            active={category === story.id}
            name={story.name}
            count={story.pinCount}
          />
        ))}
      </nav>
      {products(category)}
    </>
  );
}
