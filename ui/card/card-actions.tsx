// What sits over a card's media (spec 1 sections 1, 2 and 4): the saved indicator, the Save of
// a hovered or focused desktop card (or 'Open' and 'Send this pin' for a signed-out visitor), the
// always-shown Save of a signed-out mobile card, the editor's action bar and the long-press menu.
// Each part is a lazy chunk fetched with the first card that shows it, not with the home route.
import { lazy, Suspense, type ComponentType } from 'react';
import { OPEN_TEXT, SAVE_TEXT } from '../../domain/card-texts';
import type { Pin } from '../../domain/types';
import type { SaveButtonProps } from '../save/save-button';
import { getSessionActor } from '../../runtime/system';
import type { CardModel } from './card-model';
import { OutsideLink } from './outside-link';
import { loadContextMenu } from './use-card-hover';
import styles from './pin-card.module.css';

// The save button (and its board picker) is fetched with the first card that shows it (a hovered
// or long-pressed card, or a signed-out mobile card), not with the home route's initial JavaScript.
// A person's first key press on the page fetches it too, so a card reached with Tab shows its Save
// in the same step and the next Tab lands on it.
let loadedSave: ComponentType<SaveButtonProps> | null = null;
const loadSave = () =>
  import('../save/save-button').then((m) => {
    loadedSave = m.SaveButton;
    return { default: m.SaveButton };
  });
const LazySaveButton = lazy(loadSave);
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => void loadSave(), { once: true, capture: true });
}
const SavedIndicator = lazy(() =>
  import('../save/saved-indicator').then((m) => ({ default: m.SavedIndicator })),
);
const PinContextMenu = lazy(() => loadContextMenu().then((m) => ({ default: m.PinContextMenu })));
// The desktop action bar (source link, Edit), fetched when it first slides in.
const ActionBar = lazy(() => import('./action-bar').then((m) => ({ default: m.ActionBar })));
// A carousel card's slides, arrows and dots, fetched with the first carousel card.
const loadCarousel = () => import('./card-carousel');
const CardCarouselSlide = lazy(() =>
  loadCarousel().then((m) => ({ default: m.CardCarouselSlide })),
);
const CardCarouselControls = lazy(() =>
  loadCarousel().then((m) => ({ default: m.CardCarouselControls })),
);
// The signed-out desktop share popover, fetched with the first hover that shows it.
const SendThisPin = lazy(() => import('./send-this-pin').then((m) => ({ default: m.SendThisPin })));
// The share button too: the hover controls are not part of the first paint.
const ShareButton = lazy(() =>
  import('../share/share-button').then((m) => ({ default: m.ShareButton })),
);

function LazySave({ pin, surface }: { pin: Pin; surface: string }) {
  const SaveButton = loadedSave ?? LazySaveButton;
  return (
    <Suspense fallback={null}>
      <SaveButton pin={pin} surface={surface} />
    </Suspense>
  );
}

function openLoginPrompt() {
  getSessionActor().send({ type: 'loginPrompt.open', action: 'save' });
}

/** The top-right controls of a hovered or focused desktop card. */
function HoverActions({ model, pin, surface }: { model: CardModel; pin: Pin; surface: string }) {
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

export function CardActions({
  model,
  pin,
  surface,
  hovered,
  active,
  actionBar,
  menuOpen,
  onMenuClose,
}: {
  model: CardModel;
  pin: Pin;
  surface: string;
  /** The card's hover actor exists (a pointer or focus has reached the card). */
  hovered: boolean;
  /** The card is hovered or focused now. */
  active: boolean;
  actionBar: boolean;
  menuOpen: boolean;
  onMenuClose: () => void;
}) {
  const carousel = model.carouselSlides > 1 ? pin.carouselData : undefined;
  return (
    <>
      {carousel ? (
        <Suspense fallback={null}>
          <CardCarouselSlide
            pinId={model.pinId}
            carousel={carousel}
            view={model.view}
            searchAd={model.searchAd}
          />
        </Suspense>
      ) : null}
      {/* First after the card's link: the keyboard reaches Save on the next Tab. */}
      {!model.mobile && hovered ? <HoverActions model={model} pin={pin} surface={surface} /> : null}
      {model.signedIn ? (
        // Always placed: it renders nothing for an unsaved pin, and is there when a save lands
        // to show 'Saved!' and, 950 ms later, the board name.
        <div className={styles.topLeft}>
          <Suspense fallback={null}>
            <SavedIndicator pin={pin} />
          </Suspense>
        </div>
      ) : null}
      {model.mobile && !model.signedIn ? (
        // Signed-out mobile web: one tap holds the save until sign-in (spec 1 section 1); the
        // button hides itself while a save is held, away from closeup pages.
        <div className={styles.cornerSave}>
          <LazySave pin={pin} surface={surface} />
        </div>
      ) : null}
      {actionBar && model.signedIn && !model.mobile ? (
        <Suspense fallback={null}>
          <ActionBar model={model} />
        </Suspense>
      ) : null}
      {carousel ? (
        <Suspense fallback={null}>
          <CardCarouselControls
            pinId={model.pinId}
            carousel={carousel}
            arrows={active && !model.mobile}
          />
        </Suspense>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <PinContextMenu model={model} pin={pin} surface={surface} onClose={onMenuClose} />
        </Suspense>
      ) : null}
    </>
  );
}
