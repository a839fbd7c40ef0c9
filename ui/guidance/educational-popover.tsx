// The educational popover (spec 2 sections 2, 4 and 5): type 29, shown beside its anchor (it is
// validated only when the anchor is among the page's anchors); its button completes it, its close
// button dismisses it, and with scrollToDismiss a scroll or touch movement dismisses it 1500 ms
// later. The page actor `placement.<id>` (the tooltip-pulsar machine) decides.
import { popoverDisplay } from '../../domain/guidance-anchored';
import { Bubble, CloseButton, Displayed, anchoredStyles as styles } from './anchored-parts';
import type { RendererProps } from './renderer-props';
import { useTooltipActor } from './use-tooltip-actor';

export function EducationalPopover({ experience, experiences }: RendererProps) {
  const display = popoverDisplay(experience.display_data);
  const { tooltip, open } = useTooltipActor(experience, display.behaviour);
  if (!tooltip || !open) return null;
  const dismiss = () => tooltip.send({ type: 'tooltip.dismiss' });
  return (
    <Displayed experience={experience} experiences={experiences}>
      <span className={styles.anchor} data-popover-placement={experience.placement_id}>
        <Bubble label={display.message} direction="down" onDismiss={dismiss}>
          <div className={styles.head}>
            <p className={styles.text}>{display.message}</p>
            <CloseButton onClose={dismiss} />
          </div>
          {display.complete ? (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() => tooltip.send({ type: 'tooltip.complete' })}
              >
                {display.complete}
              </button>
            </div>
          ) : null}
        </Bubble>
      </span>
    </Displayed>
  );
}
