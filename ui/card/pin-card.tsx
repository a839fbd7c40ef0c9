// The pin card (spec 1 sections 1, 2, 5 and 6): media (card-media.tsx), what sits over it
// (card-actions.tsx), the footer rows (footer-rows.tsx), and the hover and long-press lifecycle of
// `machines/card-hover.machine.ts` (the per-pin actor `pin.<id>.hover`, use-card-hover.ts).
import { lazy, memo, Suspense, type CSSProperties } from 'react';
import { HOVER_FADE_MS } from '../../domain/constants';
import type { Pin } from '../../domain/types';
import type { FavoriteFeed } from '../../machines/favorite.machine';
import { CardActions } from './card-actions';
import { CardMediaLink } from './card-media';
import type { CardModel } from './card-model';
import { footerRows } from './card-layout';
import { FooterRowView } from './footer-rows';
import { usePinHidden, usePinReported } from './pin-feedback';
import { UnavailablePin } from './unavailable-pin';
import { useCardHover } from './use-card-hover';
import styles from './pin-card.module.css';

const FeedbackOverlay = lazy(() =>
  import('./feedback-overlay').then((m) => ({ default: m.FeedbackOverlay })),
);

export interface PinCardProps {
  model: CardModel;
  width: number;
  /** Absolute position in the grid. */
  top?: number;
  left?: number;
  pin: Pin;
  surface: string;
  /** The board or section feed the card sits in: unfavoriting there drops the pin from it. */
  feed?: FavoriteFeed | null;
  /** On the screen when drawn: its picture comes first (card-media.tsx). */
  onScreen?: boolean;
}

/** The card's view. The root carries `data-testid="pin-card"` (the web bench counts them). */
function PinCardView({
  model,
  width,
  top = 0,
  left = 0,
  pin,
  surface,
  feed = null,
  onScreen = false,
}: PinCardProps) {
  const hover = useCardHover(model);
  const reported = usePinReported(model.pinId);
  const hidden = usePinHidden(model.pinId);
  const rows = footerRows(model);
  const style = {
    width,
    transform: `translate(${left}px, ${top}px)`,
    '--hover-fade': `${HOVER_FADE_MS}ms`,
  } as CSSProperties;
  const rootClass = `${styles.card} ${hover.active ? styles.active : ''}`;

  if (model.deleted) {
    return (
      <div data-testid="pin-card" data-pin-id={model.pinId} className={rootClass} style={style}>
        <UnavailablePin inGrid />
      </div>
    );
  }

  return (
    <div
      data-testid="pin-card"
      data-pin-id={model.pinId}
      data-card-type={model.type}
      data-hover={hover.active ? 'active' : 'inactive'}
      className={rootClass}
      style={style}
      {...hover.handlers}
    >
      <div style={{ position: 'relative' }} inert={hidden}>
        <CardMediaLink
          model={model}
          width={width}
          active={hover.active}
          onClick={hover.blockClickAfterPress}
          onScreen={onScreen}
        />
        {reported && !hidden ? (
          <Suspense fallback={null}>
            <FeedbackOverlay pin={pin} surface={surface} kind="reported" />
          </Suspense>
        ) : null}
        <CardActions
          model={model}
          pin={pin}
          surface={surface}
          hovered={hover.spawned}
          active={hover.active}
          actionBar={hover.actionBar}
          menuOpen={hover.menuOpen}
          onMenuClose={hover.closeMenu}
        />
      </div>
      {rows.length > 0 ? (
        <div className={styles.footer} inert={hidden}>
          {rows.map((row) => (
            <FooterRowView key={row} row={row} model={model} width={width} pin={pin} feed={feed} />
          ))}
        </div>
      ) : null}
      {hidden ? (
        // In place of the card: it covers the whole card, so the grid does not move.
        <Suspense fallback={null}>
          <FeedbackOverlay pin={pin} surface={surface} kind="hidden" />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * One pin card, re-rendered only when its own pin, model or position changes (the grid
 * re-renders as the page scrolls).
 */
export const PinCard = memo(PinCardView);
