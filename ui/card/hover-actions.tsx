// The top-right controls of a hovered or focused desktop card (spec 1 sections 1 and 2): Save
// for a signed-in viewer, 'Open' or Save and 'Send this pin' for a signed-out visitor, and the
// share button. No card shows them at the first paint (a card is hovered or focused after it), so
// they are a chunk of their own, fetched right after it (decision 108).
import { lazy, Suspense } from 'react';
import { OPEN_TEXT, SAVE_TEXT } from '../../domain/card-texts';
import type { Pin } from '../../domain/types';
import { getSessionActor } from '../../runtime/system';
import type { CardModel } from './card-model';
import { LazySave } from './lazy-save';
import { OutsideLink } from './outside-link';
import styles from './pin-card.module.css';

// The signed-out desktop share popover, fetched with the first hover that shows it.
const SendThisPin = lazy(() => import('./send-this-pin').then((m) => ({ default: m.SendThisPin })));
// The share button too.
const ShareButton = lazy(() =>
  import('../share/share-button').then((m) => ({ default: m.ShareButton })),
);

function openLoginPrompt() {
  getSessionActor().send({ type: 'loginPrompt.open', action: 'save' });
}

export function HoverActions({
  model,
  pin,
  surface,
}: {
  model: CardModel;
  pin: Pin;
  surface: string;
}) {
  return (
    <div className={styles.topRight}>
      {model.signedIn ? (
        <LazySave pin={pin} surface={surface} />
      ) : model.signedOutHover === 'open' && model.visitUrl ? (
        <OutsideLink
          url={model.visitUrl}
          pin={model.pin}
          view={model.view}
          className={`${styles.pill} ${styles.grey}`}
        >
          {OPEN_TEXT}
        </OutsideLink>
      ) : model.signedOutHover === 'save' ? (
        <button type="button" className={`${styles.pill} ${styles.red}`} onClick={openLoginPrompt}>
          {SAVE_TEXT}
        </button>
      ) : null}
      {!model.signedIn ? (
        <Suspense fallback={null}>
          <SendThisPin pinId={model.pinId} />
        </Suspense>
      ) : (
        // Signed-in desktop: the send flyout, fetched when pressed (spec 3 section 4).
        <Suspense fallback={null}>
          <ShareButton pinId={model.pinId} className={styles.roundButton} />
        </Suspense>
      )}
    </div>
  );
}
