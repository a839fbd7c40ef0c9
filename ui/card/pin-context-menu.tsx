// The mobile long-press menu of a pin card (spec 1 section 2; opened by
// `machines/card-hover.machine.ts` after a 500 ms press): Save, Open Pin, Visit site, Close. Loaded
// when a press starts, not with the home route's first JavaScript. A keyboard reaches every item:
// the menu takes focus on its first item, arrow keys, Home and End move, Escape closes.
import { useCallback, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Pin } from '../../domain/types';
import { SaveButton } from '../save/save-button';
import { VISIT_SITE_TEXT } from '../../domain/card-texts';
import { CARD_LABELS, type CardModel } from './card-model';
import { OutsideLink } from './outside-link';
import styles from './pin-card.module.css';

const MENU_ITEMS = '[role="menuitem"]';

/**
 * The Save entry: the same save view as everywhere (one-tap, board picker, held signed-out save,
 * promote), its control exposed as an item of the menu around it. The view renders one top-level
 * button or link, which may be swapped as its state changes, so the role is kept on whatever
 * control is there.
 */
function MenuSave({ pin, surface }: { pin: Pin; surface: string }) {
  const slot = useCallback((el: HTMLDivElement | null) => {
    if (!el) return undefined;
    const mark = () => {
      for (const control of el.querySelectorAll<HTMLElement>(':scope > button, :scope > a')) {
        if (control.getAttribute('role') === 'menuitem') continue;
        control.setAttribute('role', 'menuitem');
        // A view that arrives after the menu opened takes the opening focus as the first item,
        // unless the person has moved on (focus lost with the control it replaced has not).
        const menu = el.closest<HTMLElement>('[role="menu"]');
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body;
        if (menu?.dataset.openingFocus && (lost || menu.contains(focused))) {
          control.focus({ preventScroll: true });
        }
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(el, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} role="none" className={styles.menuSave}>
      <SaveButton pin={pin} surface={surface} />
    </div>
  );
}

/** Arrow keys, Home and End move between the menu's items; Escape closes it. */
function menuKeys(close: () => void) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    delete e.currentTarget.dataset.openingFocus;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(MENU_ITEMS));
    const at = items.findIndex((item) => item === document.activeElement);
    const focusAt = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return focusAt(at + 1);
      case 'ArrowUp':
        return focusAt(at < 0 ? -1 : at - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(-1);
      case 'Escape': {
        e.preventDefault();
        // Focus goes back to the card's own link, not to the page's start.
        const card = e.currentTarget.closest('[data-testid="pin-card"]');
        close();
        card?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
        return;
      }
    }
  };
}

/** The menu takes focus when it opens (its first item), so a keyboard reaches every item. */
function focusFirstItem(el: HTMLDivElement | null) {
  if (!el || el.contains(document.activeElement)) return;
  el.dataset.openingFocus = 'true';
  (el.querySelector<HTMLElement>(MENU_ITEMS) ?? el).focus({ preventScroll: true });
}

export function PinContextMenu({
  model,
  pin,
  surface,
  onClose,
}: {
  model: CardModel;
  pin: Pin;
  surface: string;
  onClose: () => void;
}) {
  return (
    <div
      ref={focusFirstItem}
      className={styles.contextMenu}
      role="menu"
      aria-label={CARD_LABELS.pinOptions}
      tabIndex={-1}
      onKeyDown={menuKeys(onClose)}
    >
      <MenuSave pin={pin} surface={surface} />
      <Link role="menuitem" className={styles.menuItem} to={model.paths.closeup}>
        {CARD_LABELS.openPin}
      </Link>
      {model.visitUrl ? (
        <OutsideLink
          url={model.visitUrl}
          pin={model.pin}
          view={model.view}
          className={styles.menuItem}
          role="menuitem"
        >
          {VISIT_SITE_TEXT}
        </OutsideLink>
      ) : null}
      <button type="button" role="menuitem" className={styles.menuItem} onClick={onClose}>
        {CARD_LABELS.close}
      </button>
    </div>
  );
}
