// The items of a card's overflow menu (spec 1 sections 1, 2 and 6): Open Pin, Edit Pin (when the
// viewer may edit), 'Visit site' (only when a visit url exists), Hide Pin (where hide is offered,
// spec 3 section 4) and Report Pin (signed in, not the viewer's own pin). A chunk of its own: the
// popover is closed at the first paint, so its items arrive after it (decision 108).
import { Link } from 'react-router';
import { VISIT_SITE_TEXT } from '../../domain/card-texts';
import { CARD_LABELS, type CardModel } from './card-model';
import { OutsideLink } from './outside-link';
import { reportPin } from './pin-feedback';
import styles from './pin-card.module.css';

export default function OverflowMenuItems({ model, menuId }: { model: CardModel; menuId: string }) {
  return (
    <>
      <Link role="menuitem" className={styles.menuItem} to={model.paths.closeup}>
        {CARD_LABELS.openPin}
      </Link>
      {model.canEdit ? (
        <Link role="menuitem" className={styles.menuItem} to={model.paths.edit}>
          {CARD_LABELS.editPin}
        </Link>
      ) : null}
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
      {model.canHide ? (
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          popoverTarget={menuId}
          popoverTargetAction="hide"
          onClick={() =>
            void import('./feedback-actions').then((m) => m.hidePin(model.pin, model.surface))
          }
        >
          {CARD_LABELS.hidePin}
        </button>
      ) : null}
      {model.canReport ? (
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          popoverTarget={menuId}
          popoverTargetAction="hide"
          onClick={() => reportPin(model.pinId)}
        >
          {CARD_LABELS.reportPin}
        </button>
      ) : null}
    </>
  );
}
