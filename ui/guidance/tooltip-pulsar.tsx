// The tooltip and pulsar (spec 2 section 4 "Tooltip and pulsar"): the pulsar shows first; a click
// pauses it and opens the tooltip; the tooltip is completed by its confirm button (no call with
// skipComplete), by hovering with complete_on_hover, and dismissed by its cancel button, Escape,
// a scroll after its delay, or disappearTime. One with neither part is completed at once. The
// page actor `placement.<id>` (machines/tooltip-pulsar.machine.ts) decides; this view renders it.
import { tooltipDisplay } from '../../domain/guidance-anchored';
import {
  Bubble,
  Displayed,
  Pulsar,
  anchoredStyles as styles,
  focusOnMount,
} from './anchored-parts';
import type { RendererProps } from './renderer-props';
import { useTooltipActor } from './use-tooltip-actor';

export function TooltipPulsar({ experience, experiences }: RendererProps) {
  const display = tooltipDisplay(experience.display_data);
  const { tooltip, pulsar, open } = useTooltipActor(experience, display.behaviour);
  if (!tooltip || (pulsar === null && !open)) return null;
  const hover = () => tooltip.send({ type: 'tooltip.hover' });
  const dismiss = () => tooltip.send({ type: 'tooltip.dismiss' });
  return (
    <Displayed experience={experience} experiences={experiences}>
      <span className={styles.anchor} data-tooltip-placement={experience.placement_id}>
        {pulsar ? (
          <Pulsar
            label={display.text}
            paused={pulsar === 'paused'}
            onOpen={() => tooltip.send({ type: 'pulsar.click' })}
            onHover={hover}
          />
        ) : null}
        {open ? (
          <Bubble
            label={display.text}
            direction={display.direction}
            // The header's avatar flyout opens at the right: the tooltip keeps to the left.
            align="start"
            onDismiss={dismiss}
            onHover={hover}
          >
            <p className={styles.text}>{display.text}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={dismiss}>
                {display.cancel}
              </button>
              {display.confirm ? (
                <button
                  type="button"
                  className={styles.primary}
                  // Opened by a click on the pulsar: the keyboard lands in the tooltip.
                  ref={pulsar === 'paused' ? focusOnMount : undefined}
                  onClick={() => tooltip.send({ type: 'tooltip.complete' })}
                >
                  {display.confirm}
                </button>
              ) : null}
            </div>
          </Bubble>
        ) : null}
      </span>
    </Displayed>
  );
}
