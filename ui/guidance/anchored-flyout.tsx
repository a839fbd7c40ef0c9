// The anchored flyout (spec 2 sections 2, 4 and 5; component_type 2): validated only when the
// anchor for this platform (web_mobile on mobile, web otherwise) exists and names this placement.
// Display type 1 shows the flyout at once, 2 a pulsar that opens it; it opens up, right, down or
// left of its anchor; scroll_to_dismiss dismisses it its delay in seconds after a scroll. The
// thumbnail flyout shows the last 3 thumbnails, 312 wide, and a scroll dismisses it after 3 s.
import { Link } from 'react-router';
import { THUMBNAIL_FLYOUT_SIZE } from '../../domain/constants';
import { flyoutDisplay } from '../../domain/guidance-anchored';
import {
  Bubble,
  CloseButton,
  Displayed,
  Pulsar,
  anchoredStyles as styles,
  focusOnMount,
} from './anchored-parts';
import type { RendererProps } from './renderer-props';
import { useTooltipActor } from './use-tooltip-actor';

export function AnchoredFlyout({ experience, experiences }: RendererProps) {
  const display = flyoutDisplay(experience.display_data);
  const { tooltip, pulsar, open } = useTooltipActor(experience, display.behaviour);
  if (!tooltip || (pulsar === null && !open)) return null;
  const dismiss = () => tooltip.send({ type: 'tooltip.dismiss' });
  const complete = () => tooltip.send({ type: 'tooltip.complete' });
  const thumbnailed = display.thumbnails.length > 0;
  return (
    <Displayed experience={experience} experiences={experiences}>
      <span className={styles.anchor} data-flyout-placement={experience.placement_id}>
        {pulsar ? (
          <Pulsar
            label={display.text}
            paused={pulsar === 'paused'}
            onOpen={() => tooltip.send({ type: 'pulsar.click' })}
            onHover={() => undefined}
          />
        ) : null}
        {open ? (
          <Bubble
            label={display.text}
            direction={display.direction}
            width={thumbnailed ? THUMBNAIL_FLYOUT_SIZE : undefined}
            onDismiss={dismiss}
          >
            {thumbnailed ? (
              <div className={styles.thumbnails}>
                {display.thumbnails.map((url) => (
                  <img key={url} src={url} alt="" className={styles.thumbnail} />
                ))}
              </div>
            ) : null}
            <div className={styles.head}>
              <p className={styles.text}>{display.text}</p>
              <CloseButton onClose={dismiss} />
            </div>
            {display.buttonText ? (
              <div className={styles.actions}>
                <Link
                  to={display.buttonUri || '#'}
                  className={styles.primary}
                  ref={pulsar === 'paused' ? focusOnMount : undefined}
                  onClick={complete}
                >
                  {display.buttonText}
                </Link>
              </div>
            ) : null}
          </Bubble>
        ) : null}
      </span>
    </Displayed>
  );
}
