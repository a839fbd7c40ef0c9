// The carousel on a pin's closeup (spec 1 section 4 "Carousel", spec 3 section 4 "Carousel
// navigation on pins", section 8 labels): the slides with 'View Previous' and 'View Next', 8 px
// dots that jump to a slot, pointer swipes, the 0.25 s transition, and the slot's title and details
// while the carousel machine shows its secondary content. The machine decides; this only renders.
import { useRef, type PointerEvent } from 'react';
import { useSelector } from '@xstate/react';
import { CAROUSEL_DOT_SIZE, CAROUSEL_TRANSITION_S } from '../../domain/constants';
import type { LogView } from '../../domain/log-view';
import type { CarouselData, CarouselSlot, ImageRef } from '../../domain/types';
import { textColourOver } from '../../domain/theme';
import { selectIndex, selectShowsSecondary } from '../../machines/carousel.machine';
import { useCarouselActor } from './carousel-actor';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import styles from './pin-carousel.module.css';

/** The largest closeup rendition a slot has. */
function slotImage(slot: CarouselSlot): ImageRef | undefined {
  const { images } = slot;
  return images['736x'] ?? images['564x'] ?? images['474x'] ?? images['236x'];
}

/** Where a pointer went down, to measure the gesture when it comes up. */
interface PressStart {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

export interface PinCarouselProps {
  pinId: string;
  carousel: CarouselData;
  /** The pin's alternative text, for the slide images. */
  alt: string;
  /** Where the carousel is shown: its swipes' view (spec 1 section 7). */
  view?: LogView;
}

/** A pin's carousel; give it `key={pin.id}` so another pin starts its own machine. */
export function PinCarousel({ pinId, carousel, alt, view }: PinCarouselProps) {
  const { slots } = carousel;
  // The root's per-pin actor `pin.<id>.carousel`: scenarios and the inspector reach it, and its
  // swipe events reach analytics through the root like every per-pin actor's.
  const actorRef = useCarouselActor(pinId, carousel);
  // Before the actor is mounted (a moment never painted): the slide at the pin's own index, inert;
  // the arrows and the dots, laid over the slides, come with it.
  const index = useSelector(actorRef, (s) => (s ? selectIndex(s) : carousel.index));
  const showsSecondary = useSelector(actorRef, (s) => s !== undefined && selectShowsSecondary(s));
  const press = useRef<PressStart | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    press.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp };
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || start.pointerId !== e.pointerId) return;
    actorRef?.send({
      type: 'carousel.swipe',
      dx: e.clientX - start.x,
      dy: e.clientY - start.y,
      durationMs: e.timeStamp - start.at,
      ...(view ? { view } : {}),
    });
  };
  const onPointerCancel = () => {
    press.current = null;
  };

  const current = slots[index];
  const first = slots[0] ? slotImage(slots[0]) : undefined;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={alt}
      style={{
        ['--transition' as string]: `${CAROUSEL_TRANSITION_S}s`,
        ['--dot' as string]: `${CAROUSEL_DOT_SIZE}px`,
        ['--ratio' as string]: first ? `${first.width} / ${first.height}` : '1 / 1',
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <div className={styles.track} style={{ transform: `translateX(${-100 * index}%)` }}>
          {slots.map((slot, i) => {
            const image = slotImage(slot);
            return (
              <div
                key={slot.slotId}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slots.length}`}
                aria-hidden={i === index ? undefined : true}
                style={{
                  ['--color' as string]: image?.dominantColor ?? 'transparent',
                  color: textColourOver(image?.dominantColor),
                }}
              >
                {image ? (
                  <img
                    src={image.url}
                    alt={slot.title || alt}
                    width={image.width}
                    height={image.height}
                    draggable={false}
                    loading={i === index ? 'eager' : 'lazy'}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {actorRef ? (
        <CarouselArrows
          actorRef={actorRef}
          classes={{
            previous: `${styles.arrow} ${styles.previous}`,
            next: `${styles.arrow} ${styles.next}`,
          }}
          iconSize={16}
        />
      ) : null}
      <div className={styles.secondary} aria-live="polite">
        {showsSecondary && current ? (
          <>
            <p className={styles.slotTitle}>{current.title}</p>
            {current.details ? <p className={styles.slotDetails}>{current.details}</p> : null}
          </>
        ) : null}
      </div>
      {actorRef ? (
        <CarouselDots
          actorRef={actorRef}
          slotIds={slots.map((slot) => slot.slotId)}
          classes={{ dots: styles.dots, dot: styles.dot }}
        />
      ) : null}
    </section>
  );
}
