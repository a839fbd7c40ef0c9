// The card's overflow menu (spec 1 sections 1, 2 and 6): 'More options' opens a popover with the
// pin's options (overflow-menu-items.tsx). The popover is closed at the first paint, so its items
// are a chunk of their own, fetched as the first card renders and shown once arrived; the button
// and the closed popover are here, so nothing on the page moves when they come (decision 108).
import { lazy, Suspense, type ComponentType } from 'react';
import { CARD_LABELS, type CardModel } from './card-model';
import { EllipsisIcon } from './icons';
import styles from './pin-card.module.css';

type ItemsProps = { model: CardModel; menuId: string };
let loadedItems: ComponentType<ItemsProps> | null = null;
const LazyItems = lazy(() =>
  import('./overflow-menu-items').then((m) => {
    loadedItems = m.default;
    return m;
  }),
);

/** The id of a card's overflow menu popover. */
export const overflowMenuId = (pinId: string): string => `pin-menu-${pinId}`;

export function OverflowMenu({ model }: { model: CardModel }) {
  const id = overflowMenuId(model.pinId);
  const Items = loadedItems ?? LazyItems;
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={CARD_LABELS.moreOptions}
        popoverTarget={id}
      >
        <EllipsisIcon />
      </button>
      <div
        id={id}
        popover="auto"
        className={styles.popover}
        role="menu"
        aria-label={CARD_LABELS.pinOptions}
      >
        <Suspense fallback={null}>
          <Items model={model} menuId={id} />
        </Suspense>
      </div>
    </>
  );
}
