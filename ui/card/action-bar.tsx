// The action bar a signed-in desktop editor gets 800 ms into a hover (spec 1 section 1): the source
// link and the Edit button.
import { Link } from 'react-router';
import { CARD_LABELS, type CardModel } from './card-model';
import { ArrowIcon, PencilIcon } from './hover-icons';
import { OutsideLink } from './outside-link';
import styles from './pin-card.module.css';

export function ActionBar({ model }: { model: CardModel }) {
  return (
    <div className={styles.actionBar} data-testid="action-bar">
      {model.visitUrl || model.domainActionBar ? (
        model.visitUrl ? (
          <OutsideLink url={model.visitUrl} pin={model.pin} className={styles.sourceLink}>
            <ArrowIcon />
            <span className={styles.ellipsis}>{model.domainActionBar}</span>
          </OutsideLink>
        ) : (
          <span className={styles.sourceLink}>{model.domainActionBar}</span>
        )
      ) : null}
      <span className={styles.spacer} />
      <Link to={model.paths.edit} className={styles.iconButton} aria-label={CARD_LABELS.editPin}>
        <PencilIcon />
      </Link>
    </div>
  );
}
