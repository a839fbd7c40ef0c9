// The card's media (spec 1 sections 1 and 2): the image, or the video or GIF that plays while the
// card is active, its badges, carousel dots and shopping indicator, inside the link a tap follows
// (the closeup, or an outside link in a new tab for promoted and one-tap cards).
import { lazy, Suspense, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { linkAttributes } from '../../domain/url';
import { CARD_LABELS, type CardModel } from './card-model';
import { mediaHeight } from './card-layout';
import { BagIcon } from './icons';
import { appHost, clickOutside, outsideHref } from './outside-link';
import { releaseImageOnUnmount } from './release-image';
import styles from './pin-card.module.css';

const CardVideo = lazy(() => import('./card-video'));

/** Where a card sits: on the screen as it is drawn, or below it (its picture can wait). */
export interface MediaPlace {
  /** On the screen when drawn: its picture is fetched at once, ahead of the page's code. */
  onScreen?: boolean;
}

function Media({
  model,
  width,
  active,
  onScreen = false,
}: { model: CardModel; width: number; active: boolean } & MediaPlace) {
  const height = mediaHeight({ model, width });
  const playVideo = active && !model.mobile && model.video !== null;
  const playGif = active && model.gif !== null;
  const picture = (
    <img
      ref={releaseImageOnUnmount}
      className={styles.image}
      src={playGif && model.gif ? model.gif : model.image.url}
      alt={model.alt}
      width={width}
      height={height}
      loading={onScreen ? 'eager' : 'lazy'}
      fetchPriority={onScreen ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  return (
    <div style={{ height, background: model.image.color, color: model.image.textColor }}>
      {playVideo && model.video ? (
        <Suspense fallback={picture}>
          <CardVideo
            pinId={model.pinId}
            promoted={model.pin.isPromoted}
            url={model.video.url}
            poster={model.video.poster}
            label={model.alt}
          />
        </Suspense>
      ) : (
        picture
      )}
    </div>
  );
}

function MediaBody({
  model,
  width,
  active,
  onScreen,
}: { model: CardModel; width: number; active: boolean } & MediaPlace) {
  return (
    <>
      <Media model={model} width={width} active={active} onScreen={onScreen} />
      <span className={styles.shade} aria-hidden="true" />
      {model.type === 'video' && !active ? (
        <span className={styles.badge}>{CARD_LABELS.video}</span>
      ) : null}
      {model.storyDuration && !active ? (
        <span className={styles.badge}>{model.storyDuration}</span>
      ) : null}
      {model.type === 'gif' && !active ? (
        <span className={styles.badge}>{CARD_LABELS.gif}</span>
      ) : null}
      {model.collectionChips.length > 0 ? (
        <span className={styles.chips} aria-hidden="true">
          {model.collectionChips.map((chip) => (
            <img
              key={chip.url}
              className={styles.chip}
              src={chip.url}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              style={{ background: chip.dominantColor }}
            />
          ))}
        </span>
      ) : null}
      {model.shopping ? (
        <span className={styles.shopping} title={CARD_LABELS.shoppable}>
          <BagIcon />
          <span className={styles.srOnly}>{CARD_LABELS.shoppable}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * The media inside the card's link. The link is named by what it shows (the image's alt text, then
 * a visible 'Video' or 'GIF' badge), never by an aria-label that would leave the badge out
 * (WCAG 2.5.3 "Label in Name").
 */
export function CardMediaLink({
  model,
  width,
  active,
  onClick,
  onScreen,
}: {
  model: CardModel;
  width: number;
  active: boolean;
  onClick: (e: MouseEvent) => void;
} & MediaPlace) {
  const body = <MediaBody model={model} width={width} active={active} onScreen={onScreen} />;
  return model.tap.kind === 'closeup' ? (
    <Link to={model.tap.path} className={styles.media} onClick={onClick} draggable={false}>
      {body}
    </Link>
  ) : (
    <a
      href={outsideHref(model.tap.url, model.pin)}
      className={`${styles.media} ${styles.external}`}
      onClick={(event) => {
        onClick(event);
        if (model.tap.kind === 'external')
          clickOutside(event, { url: model.tap.url, pin: model.pin, view: model.view });
      }}
      draggable={false}
      {...linkAttributes({ url: model.tap.url, appHost: appHost() })}
    >
      {body}
    </a>
  );
}
