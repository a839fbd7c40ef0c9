// The pin card (spec 1 sections 1, 2, 5 and 6): media, labels, footer, and the hover and
// long-press lifecycle of `machines/card-hover.machine.ts` (the per-pin actor `pin.<id>.hover`).
import { lazy, memo, Suspense, type CSSProperties, type PointerEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { HOVER_FADE_MS } from '../../domain/constants';
import { linkAttributes } from '../../domain/url';
import { statsLabel } from '../../domain/text';
import { createActor } from 'xstate';
import {
  cardHoverMachine,
  selectIsActive,
  selectMenuOpen,
  selectShowsActionBar,
} from '../../machines/card-hover.machine';
import type { FavoriteFeed } from '../../machines/favorite.machine';
import { appActor, findPinActor, getPinActor, getSessionActor, type HoverRef } from '../app/system';
import type { CardModel } from './card-model';
import { footerRows, mediaHeight, rowHeight, titleLines, type FooterRow } from './card-layout';
import { BagIcon, EllipsisIcon, ReactionIcon, Star, StatsIcon } from './icons';
import type { Pin } from '../../domain/types';
import { reportPin, usePinReported } from './pin-feedback';
import { appHost, OutsideLink } from './outside-link';
import { releaseImageOnUnmount } from './release-image';
import { UnavailablePin } from './unavailable-pin';
import styles from './pin-card.module.css';

// The save button (and its board picker) is fetched with the first card that shows it (a hovered
// or long-pressed card, or a signed-out mobile card), not with the home route's initial JavaScript.
const SaveButton = lazy(() =>
  import('../save/save-button').then((m) => ({ default: m.SaveButton })),
);

// Signed-in card parts, fetched after the home route's first render.
const FavoriteButton = lazy(() =>
  import('../favorite/favorite-button').then((m) => ({ default: m.FavoriteButton })),
);
const SavedIndicator = lazy(() =>
  import('../save/saved-indicator').then((m) => ({ default: m.SavedIndicator })),
);
// The mobile long-press menu, fetched when a press starts on a card that has one.
const loadContextMenu = () => import('./pin-context-menu');
const PinContextMenu = lazy(() => loadContextMenu().then((m) => ({ default: m.PinContextMenu })));
// The desktop action bar (source link, Edit), fetched when it first slides in.
const ActionBar = lazy(() => import('./action-bar').then((m) => ({ default: m.ActionBar })));
// The signed-out desktop share popover, fetched with the first hover that shows it.
const SendThisPin = lazy(() => import('./send-this-pin').then((m) => ({ default: m.SendThisPin })));
const ReportedOverlay = lazy(() =>
  import('./reported-overlay').then((m) => ({ default: m.ReportedOverlay })),
);

function LazySave({ pin, surface }: { pin: Pin; surface: string }) {
  return (
    <Suspense fallback={null}>
      <SaveButton pin={pin} surface={surface} />
    </Suspense>
  );
}

const REACTION_NAMES: Record<string, string> = {
  goodIdea: 'Good idea',
  love: 'Love',
  thanks: 'Thanks',
  wow: 'Wow',
  haha: 'Haha',
};

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
}

function openLoginPrompt() {
  getSessionActor().send({ type: 'loginPrompt.open', action: 'save' });
}

function Media({ model, width, active }: { model: CardModel; width: number; active: boolean }) {
  const height = mediaHeight({ model, width });
  const playVideo = active && !model.mobile && model.video !== null;
  const playGif = active && model.gif !== null;
  return (
    <div style={{ height, background: model.image.color }}>
      {playVideo && model.video ? (
        <video
          className={styles.video}
          src={model.video.url}
          poster={model.video.poster}
          autoPlay
          muted
          loop
          playsInline
          aria-label={model.alt}
        />
      ) : (
        <img
          ref={releaseImageOnUnmount}
          className={styles.image}
          src={playGif && model.gif ? model.gif : model.image.url}
          alt={model.alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      )}
    </div>
  );
}

function FooterRowView({
  row,
  model,
  width,
  pin,
  feed,
}: {
  row: FooterRow;
  model: CardModel;
  width: number;
  pin: Pin;
  feed: FavoriteFeed | null;
}) {
  const height = rowHeight({ row, model, width });
  const style: CSSProperties = { height };
  switch (row) {
    case 'title': {
      const lines = titleLines({ title: model.title, width });
      return (
        <div className={styles.title} style={{ ...style, WebkitLineClamp: lines }}>
          {model.tap.kind === 'closeup' ? (
            <Link to={model.tap.path} tabIndex={-1}>
              {model.title}
            </Link>
          ) : (
            model.title
          )}
        </div>
      );
    }
    case 'meta':
      return (
        <div className={styles.row} style={style}>
          {model.creator ? (
            <Link to={`/${model.creator.username}/`} className={styles.creatorLink}>
              <span className={styles.creatorAvatar} aria-hidden="true">
                {model.creator.imageUrl ? (
                  <img
                    ref={releaseImageOnUnmount}
                    src={model.creator.imageUrl}
                    alt=""
                    width={16}
                    height={16}
                    loading="lazy"
                  />
                ) : (
                  model.creator.name.charAt(0)
                )}
              </span>
              <span className={styles.ellipsis}>{model.creator.name}</span>
            </Link>
          ) : (
            <span className={`${styles.ellipsis} ${styles.secondary}`}>{model.domain}</span>
          )}
          {model.adLabel ? <span className={styles.secondary}>{model.adLabel}</span> : null}
          {model.favorite ? (
            <Suspense fallback={null}>
              <FavoriteButton pin={pin} feed={feed} />
            </Suspense>
          ) : null}
          {model.overflow ? <OverflowMenu model={model} /> : null}
        </div>
      );
    case 'attribution':
      return (
        <div className={`${styles.row} ${styles.secondary}`} style={style}>
          <span className={styles.ellipsis}>{model.attribution}</span>
          {model.creator === null && model.domain ? (
            <span className={styles.ellipsis}>· {model.domain}</span>
          ) : null}
        </div>
      );
    case 'price':
      return (
        <div className={styles.row} style={style}>
          {model.priceLabel ? (
            <span className={styles.stateLabel}>{model.priceLabel}</span>
          ) : model.price ? (
            <>
              <span className={styles.price}>{model.price.current}</span>
              {model.price.original ? (
                <s className={styles.struck} aria-label={`Original price ${model.price.original}`}>
                  {model.price.original}
                </s>
              ) : null}
            </>
          ) : null}
        </div>
      );
    case 'rating':
      return model.rating ? (
        <div className={styles.row} style={style} role="img" aria-label={model.rating.label}>
          <span aria-hidden="true">{model.rating.value}</span>
          <span className={styles.stars} aria-hidden="true">
            {model.rating.stars.map((kind, i) => (
              <Star key={i} kind={kind} />
            ))}
          </span>
          <span className={styles.secondary} aria-hidden="true">
            ({model.rating.count})
          </span>
        </div>
      ) : null;
    case 'reactions':
      return model.reactions ? (
        <div className={styles.reactions} style={style}>
          {model.reactions.top.map((r) => (
            <span
              key={r.name}
              className={styles.reaction}
              role="img"
              aria-label={REACTION_NAMES[r.name]}
            >
              <ReactionIcon name={r.name} />
            </span>
          ))}
          <span className={styles.secondary}>{model.reactions.total}</span>
        </div>
      ) : null;
    case 'note':
      return (
        <div className={styles.row} style={style}>
          <span className={styles.ellipsis}>
            <span className={styles.secondary}>Note to self · </span>
            {model.note}
          </span>
        </div>
      );
    case 'preOwned':
      return (
        <div className={`${styles.row} ${styles.stateLabel}`} style={style}>
          Pre-owned
        </div>
      );
    case 'reason':
      return (
        <div className={`${styles.row} ${styles.secondary}`} style={style}>
          <span className={styles.ellipsis}>{model.reason}</span>
        </div>
      );
    case 'stats':
      return (
        <div className={styles.row} style={style}>
          {model.stats?.form === 'full' ? (
            <Link to={`/pin/${model.pinId}/analytics`} className={styles.statsButton}>
              {statsLabel('See more stats')}
            </Link>
          ) : (
            <Link
              to={`/pin/${model.pinId}/analytics`}
              className={styles.iconButton}
              aria-label="See more stats"
              title="See more stats"
            >
              <StatsIcon />
            </Link>
          )}
          <span className={styles.secondary}>Analytics</span>
        </div>
      );
    case 'debug':
      return (
        <div className={`${styles.row} ${styles.debug}`} style={style}>
          <span className={styles.ellipsis}>{model.debug}</span>
        </div>
      );
  }
}

function OverflowMenu({ model }: { model: CardModel }) {
  const id = `pin-menu-${model.pinId}`;
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="More options"
        popoverTarget={id}
      >
        <EllipsisIcon />
      </button>
      <div id={id} popover="auto" className={styles.popover} role="menu" aria-label="Pin options">
        {model.tap.kind === 'closeup' ? (
          <Link role="menuitem" className={styles.menuItem} to={model.tap.path}>
            Open Pin
          </Link>
        ) : (
          <Link role="menuitem" className={styles.menuItem} to={`/pin/${model.pinId}/`}>
            Open Pin
          </Link>
        )}
        {model.canEdit ? (
          <Link role="menuitem" className={styles.menuItem} to={`/pin/${model.pinId}/edit/`}>
            Edit Pin
          </Link>
        ) : null}
        {model.visitUrl ? (
          <OutsideLink url={model.visitUrl} className={styles.menuItem} role="menuitem">
            Visit site
          </OutsideLink>
        ) : null}
        {model.signedIn && !model.own ? (
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            popoverTarget={id}
            popoverTargetAction="hide"
            onClick={() => reportPin(model.pinId)}
          >
            Report Pin
          </button>
        ) : null}
      </div>
    </>
  );
}

/** A hover actor that never runs: what a card shows before its first pointer touches it. */
const idleHover: HoverRef = createActor(cardHoverMachine, {
  input: { canEdit: false, contextMenuAllowed: false },
});

function pointerHandlers(model: CardModel, hover: () => HoverRef) {
  const touchLike = (e: PointerEvent) => model.mobile || e.pointerType === 'touch';
  return {
    onPointerEnter: (e: PointerEvent) => {
      if (!touchLike(e)) hover().send({ type: 'hover.start' });
    },
    onPointerLeave: (e: PointerEvent) => {
      if (!touchLike(e)) hover().send({ type: 'hover.end' });
      else hover().send({ type: 'press.cancel' });
    },
    onPointerDown: (e: PointerEvent) => {
      if (touchLike(e) && e.button === 0) {
        if (model.contextMenu) void loadContextMenu();
        hover().send({ type: 'press.start', x: e.clientX, y: e.clientY });
      }
    },
    onPointerMove: (e: PointerEvent) => {
      if (touchLike(e)) hover().send({ type: 'press.move', x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent) => {
      if (touchLike(e)) hover().send({ type: 'press.end' });
    },
    onPointerCancel: () => hover().send({ type: 'press.cancel' }),
  };
}

/** The card's view. The root carries `data-testid="pin-card"` (the web bench counts them). */
function PinCardView({ model, width, top = 0, left = 0, pin, surface, feed = null }: PinCardProps) {
  // The hover actor `pin.<id>.hover` is spawned by the root on the card's first pointer event,
  // so scrolling past cards spawns nothing.
  const spawned = useSelector(
    appActor,
    // Read again at each change of the root, of which a spawn is one.
    () => findPinActor(model.pinId, 'hover'),
  );
  const hover = spawned ?? idleHover;
  const hoverActor = () =>
    spawned ??
    getPinActor(model.pinId, 'hover', {
      hover: { canEdit: model.canEdit, contextMenuAllowed: model.contextMenu },
    });
  const active = useSelector(hover, selectIsActive);
  const actionBar = useSelector(hover, selectShowsActionBar);
  const menuOpen = useSelector(hover, selectMenuOpen);
  const reported = usePinReported(model.pinId);
  const rows = footerRows(model);
  const style = {
    width,
    transform: `translate(${left}px, ${top}px)`,
    '--hover-fade': `${HOVER_FADE_MS}ms`,
  } as CSSProperties;
  const rootClass = `${styles.card} ${active ? styles.active : ''}`;

  if (model.deleted) {
    return (
      <div data-testid="pin-card" data-pin-id={model.pinId} className={rootClass} style={style}>
        <UnavailablePin inGrid />
      </div>
    );
  }

  const mediaBody = (
    <>
      <Media model={model} width={width} active={active} />
      <span className={styles.shade} aria-hidden="true" />
      {model.type === 'video' && !active ? <span className={styles.badge}>Video</span> : null}
      {model.type === 'gif' && !active ? <span className={styles.badge}>GIF</span> : null}
      {model.carouselSlides > 1 ? (
        <span className={styles.dots} aria-hidden="true">
          {Array.from({ length: model.carouselSlides }, (_, i) => (
            <span key={i} className={`${styles.dot} ${i === 0 ? styles.dotCurrent : ''}`} />
          ))}
        </span>
      ) : null}
      {model.shopping ? (
        <span className={styles.shopping} title="Shoppable Pin">
          <BagIcon />
          <span className={styles.srOnly}>Shoppable Pin</span>
        </span>
      ) : null}
    </>
  );

  const blockClickAfterPress = (e: { preventDefault: () => void }) => {
    const s = hover.getSnapshot();
    if (s.hasTag('menu') || s.matches('held')) e.preventDefault();
  };

  return (
    <div
      data-testid="pin-card"
      data-pin-id={model.pinId}
      data-card-type={model.type}
      data-hover={active ? 'active' : 'inactive'}
      className={rootClass}
      style={style}
      {...pointerHandlers(model, hoverActor)}
      onFocus={() => {
        if (!model.mobile && !active) hoverActor().send({ type: 'hover.start' });
      }}
      onBlur={(e) => {
        if (!model.mobile && !e.currentTarget.contains(e.relatedTarget)) {
          hoverActor().send({ type: 'hover.end' });
        }
      }}
      onContextMenu={(e) => {
        if (model.mobile) e.preventDefault();
      }}
    >
      <div style={{ position: 'relative' }}>
        {model.tap.kind === 'closeup' ? (
          <Link
            to={model.tap.path}
            className={styles.media}
            aria-label={model.title || model.alt}
            onClick={blockClickAfterPress}
            draggable={false}
          >
            {mediaBody}
          </Link>
        ) : (
          <a
            href={model.tap.url}
            className={`${styles.media} ${styles.external}`}
            aria-label={model.title || model.alt}
            onClick={blockClickAfterPress}
            draggable={false}
            {...linkAttributes({ url: model.tap.url, appHost: appHost() })}
          >
            {mediaBody}
          </a>
        )}
        {reported ? (
          <Suspense fallback={null}>
            <ReportedOverlay />
          </Suspense>
        ) : null}
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
        {!model.mobile && spawned ? (
          <div className={styles.topRight}>
            {model.signedIn ? (
              <LazySave pin={pin} surface={surface} />
            ) : model.signedOutHover === 'open' && model.visitUrl ? (
              <OutsideLink url={model.visitUrl} className={`${styles.pill} ${styles.grey}`}>
                Open
              </OutsideLink>
            ) : model.signedOutHover === 'save' ? (
              <button
                type="button"
                className={`${styles.pill} ${styles.red}`}
                onClick={openLoginPrompt}
              >
                Save
              </button>
            ) : null}
            {!model.signedIn ? (
              <Suspense fallback={null}>
                <SendThisPin pinId={model.pinId} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        {actionBar && model.signedIn && !model.mobile ? (
          <Suspense fallback={null}>
            <ActionBar model={model} />
          </Suspense>
        ) : null}
        {menuOpen ? (
          <Suspense fallback={null}>
            <PinContextMenu
              model={model}
              pin={pin}
              surface={surface}
              onClose={() => hover.send({ type: 'menu.close' })}
            />
          </Suspense>
        ) : null}
      </div>
      {rows.length > 0 ? (
        <div className={styles.footer}>
          {rows.map((row) => (
            <FooterRowView key={row} row={row} model={model} width={width} pin={pin} feed={feed} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One pin card, re-rendered only when its own pin, model or position changes (the grid
 * re-renders as the page scrolls).
 */
export const PinCard = memo(PinCardView);
