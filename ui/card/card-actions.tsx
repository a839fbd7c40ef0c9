// What sits over a card's media (spec 1 sections 1, 2 and 4): the saved indicator, the Save of
// a hovered or focused desktop card (or 'Open' and 'Send this pin' for a signed-out visitor), the
// always-shown Save of a signed-out mobile card, the editor's action bar and the long-press menu.
// Each part is a lazy chunk fetched with the first card that shows it, not with the home route.
import { lazy, Suspense } from 'react';
import type { Pin } from '../../domain/types';
import type { CardModel } from './card-model';
import type { HoverActions as HoverActionsView } from './hover-actions';
import { LazySave } from './lazy-save';
import { loadContextMenu } from './use-card-hover';
import styles from './pin-card.module.css';

// The hover controls (hover-actions.tsx) are fetched right after the first paint (main.tsx) and
// at a person's first key press, so a card reached with Tab shows its Save in the same step.
let loadedHoverActions: typeof HoverActionsView | null = null;
export const loadHoverActions = () =>
  import('./hover-actions').then((m) => {
    loadedHoverActions = m.HoverActions;
    return { default: m.HoverActions };
  });
const LazyHoverActions = lazy(loadHoverActions);
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => void loadHoverActions(), {
    once: true,
    capture: true,
  });
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

/** The top-right controls of a hovered or focused desktop card. */
function HoverActions(props: { model: CardModel; pin: Pin; surface: string }) {
  const View = loadedHoverActions ?? LazyHoverActions;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
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
