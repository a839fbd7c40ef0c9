// The card's footer rows (spec 1 sections 1, 5 and 6): title, creator or domain with the
// favorite button and overflow menu, attribution, price, rating, reactions, note, pre-owned,
// recommendation reason, pin stats and employee debug. Each row has the fixed height of
// card-layout.ts, so the masonry knows the card's box before anything loads.
import { lazy, Suspense, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { SEE_MORE_STATS_TEXT } from '../../domain/card-texts';
import { statsLabel } from '../../domain/text';
import type { Pin } from '../../domain/types';
import type { FavoriteFeed } from '../../machines/favorite.machine';
import { CARD_LABELS, REACTION_NAMES, type CardModel } from './card-model';
import { rowHeight, titleLines, type FooterRow } from './card-layout';
import { ReactionIcon, Star, StatsIcon } from './icons';
import { OverflowMenu } from './overflow-menu';
import { releaseImageOnUnmount } from './release-image';
import styles from './pin-card.module.css';

// Signed-in card part, fetched after the home route's first render.
const FavoriteButton = lazy(() =>
  import('../favorite/favorite-button').then((m) => ({ default: m.FavoriteButton })),
);

function MetaRow({
  model,
  pin,
  feed,
  style,
}: {
  model: CardModel;
  pin: Pin;
  feed: FavoriteFeed | null;
  style: CSSProperties;
}) {
  return (
    <div className={styles.row} style={style}>
      {model.creator && model.paths.creator ? (
        <Link to={model.paths.creator} className={styles.creatorLink}>
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
}

export function FooterRowView({
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
      return <MetaRow model={model} pin={pin} feed={feed} style={style} />;
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
                <s
                  className={styles.struck}
                  aria-label={CARD_LABELS.originalPrice(model.price.original)}
                >
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
            <span className={styles.secondary}>{CARD_LABELS.noteToSelf}</span>
            {model.note}
          </span>
        </div>
      );
    case 'preOwned':
      return (
        <div className={`${styles.row} ${styles.stateLabel}`} style={style}>
          {CARD_LABELS.preOwned}
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
            <Link to={model.paths.stats} className={styles.statsButton}>
              {statsLabel(SEE_MORE_STATS_TEXT)}
            </Link>
          ) : (
            <Link
              to={model.paths.stats}
              className={styles.iconButton}
              aria-label={SEE_MORE_STATS_TEXT}
              title={SEE_MORE_STATS_TEXT}
            >
              <StatsIcon />
            </Link>
          )}
          <span className={styles.secondary}>{CARD_LABELS.analytics}</span>
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
