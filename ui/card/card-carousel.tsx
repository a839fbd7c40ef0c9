// The carousel on a grid card (spec 1 section 4 "Carousel"; spec 3 section 4 "Carousel navigation
// on pins"): the same `pin.<id>.carousel` actor as the closeup's, so scenarios, the inspector and
// analytics see the card's swipes too. Over the card's media: the current slide's image, the
// 'View Previous' and 'View Next' arrows of a hovered desktop card, dots that jump to a slide, and
// a pointer swipe on the media; a swipe is never also a tap on the card's link. The machine
// decides; this only renders. A chunk of its own, fetched with the first carousel card shown.
import { useCallback } from 'react';
import { preload } from 'react-dom';
import { useSelector } from '@xstate/react';
import { cancelsTap, stepSlot } from '../../domain/carousel';
import type { LogView } from '../../domain/log-view';
import type { CarouselData, CarouselSlot } from '../../domain/types';
import { selectIndex } from '../../machines/carousel.machine';
import { useCarouselActor, type CarouselRef } from '../closeup/carousel-actor';
import { CarouselArrows, CarouselDots } from '../closeup/carousel-controls';
import styles from './card-carousel.module.css';

/** The card-sized rendition of a slide. */
function cardImage(slot: CarouselSlot) {
  const { images } = slot;
  return images['236x'] ?? images['474x'] ?? images['564x'] ?? images['736x'];
}

/**
 * Swipes on the card's media (the element around the layer): a ref callback that listens on it and
 * stops listening when the layer goes (React 19 ref cleanup).
 */
function swipesOn(actorRef: CarouselRef, logged: { view: LogView; searchAd: boolean }) {
  return (layer: HTMLDivElement | null): (() => void) | undefined => {
    const media = layer?.parentElement;
    if (!media) return undefined;
    let start: { pointerId: number; x: number; y: number; at: number } | null = null;
    let swiped = false;
    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      start = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp };
      swiped = false;
    };
    const up = (e: PointerEvent) => {
      const from = start;
      start = null;
      if (!from || from.pointerId !== e.pointerId) return;
      const gesture = { dx: e.clientX - from.x, dy: e.clientY - from.y };
      swiped = cancelsTap(gesture);
      actorRef.send({
        type: 'carousel.swipe',
        ...gesture,
        durationMs: e.timeStamp - from.at,
        ...logged,
      });
    };
    const cancel = () => {
      start = null;
    };
    // A pointer that moved past the tap distance swiped: the click that follows opens nothing.
    const click = (e: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      e.preventDefault();
      e.stopPropagation();
    };
    media.addEventListener('pointerdown', down);
    media.addEventListener('pointerup', up);
    media.addEventListener('pointercancel', cancel);
    media.addEventListener('click', click, true);
    return () => {
      media.removeEventListener('pointerdown', down);
      media.removeEventListener('pointerup', up);
      media.removeEventListener('pointercancel', cancel);
      media.removeEventListener('click', click, true);
    };
  };
}

/**
 * The pictures of the slides an arrow press would show next, preloaded while the arrows show (a
 * resource hint React puts in the document's head, once per address): a press then draws its
 * slide's picture, not its colour while the picture comes.
 */
function preloadSlidesAhead(carousel: CarouselData, index: number): void {
  const slotCount = carousel.slots.length;
  for (const direction of ['next', 'previous'] as const) {
    const at = stepSlot({ index, slotCount, direction });
    const slot = at === index || at === carousel.index ? undefined : carousel.slots[at];
    const image = slot && cardImage(slot);
    if (image) preload(image.url, { as: 'image' });
  }
}

/** The slide shown: the actor's, or the card's own before the actor is mounted. */
const useShownIndex = (actorRef: CarouselRef | undefined, carousel: CarouselData): number =>
  useSelector(actorRef, (s) => (s ? selectIndex(s) : carousel.index));

interface CardCarouselProps {
  pinId: string;
  carousel: CarouselData;
}

/**
 * The current slide over the card's media, and the swipes on it, logged with the card's view (a
 * search ad's as 9315 and 9316, spec 3 section 7). Before the card's controls.
 */
export function CardCarouselSlide({
  pinId,
  carousel,
  view,
  searchAd,
}: CardCarouselProps & { view: LogView; searchAd: boolean }) {
  const actorRef = useCarouselActor(pinId, carousel);
  // Before the actor is mounted (a moment never painted): the card's own slide, no swipes.
  const index = useShownIndex(actorRef, carousel);
  const layer = useCallback(
    (node: HTMLDivElement | null) =>
      actorRef ? swipesOn(actorRef, { view, searchAd })(node) : undefined,
    [actorRef, view, searchAd],
  );
  const current = carousel.slots[index];
  const image = current && index !== carousel.index ? cardImage(current) : undefined;
  return (
    <div ref={layer} className={styles.layer} data-carousel-index={index}>
      {image ? (
        <img
          className={styles.slide}
          src={image.url}
          alt=""
          draggable={false}
          style={{ background: image.dominantColor ?? 'transparent' }}
        />
      ) : null}
    </div>
  );
}

/**
 * The arrows of a hovered or focused desktop card and the dots. After the card's Save in the page,
 * so the keyboard reaches Save right after the card's link.
 */
export function CardCarouselControls({
  pinId,
  carousel,
  arrows,
}: CardCarouselProps & {
  /** A hovered or focused desktop card shows the arrows; touch swipes. */
  arrows: boolean;
}) {
  const actorRef = useCarouselActor(pinId, carousel);
  const index = useShownIndex(actorRef, carousel);
  if (arrows) preloadSlidesAhead(carousel, index);
  // Before the actor is mounted (a moment never painted): the layer, its arrows and dots to come.
  if (!actorRef) return <div className={styles.layer} />;
  return (
    <div className={styles.layer}>
      {arrows ? (
        <CarouselArrows
          actorRef={actorRef}
          classes={{
            previous: `${styles.arrow} ${styles.previous}`,
            next: `${styles.arrow} ${styles.next}`,
          }}
          iconSize={12}
        />
      ) : null}
      <CarouselDots
        actorRef={actorRef}
        slotIds={carousel.slots.map((slot) => slot.slotId)}
        classes={{ dots: styles.dots, dot: styles.dot }}
        focusable={arrows}
      />
    </div>
  );
}
