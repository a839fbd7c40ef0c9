// The page actor `placement.<id>` of a tooltip-like experience (a tooltip and pulsar, an
// educational popover, an anchored flyout): the tooltip-pulsar machine decides when it shows and
// goes (spec 2 section 4), this hook asks the root for it and hands it the page's scrolls and touch
// movements, which dismiss it after its delay when it says so.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { TooltipBehaviour } from '../../domain/guidance-anchored';
import type { Experience } from '../../domain/types';
import { placementActorId } from '../../machines/page-kinds';
import { selectTooltipView } from '../../machines/tooltip-pulsar.machine';
import { usePageActor, type PageActorRef } from '../app/page-actor';

export type TooltipRef = PageActorRef<'tooltipPulsar'>;

export function useTooltipActor(experience: Experience, behaviour: TooltipBehaviour) {
  const tooltip = usePageActor(
    placementActorId(experience.placement_id),
    'tooltipPulsar',
    {
      placementId: experience.placement_id,
      experienceId: experience.experience_id,
      ...behaviour,
    },
    experience.experience_id,
  );
  // A scroll or a touch movement (spec 2 section 4: the popover's "scroll or touch movement").
  useEffect(() => {
    if (!tooltip) return undefined;
    const onMove = () => tooltip.send({ type: 'page.scroll' });
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('touchmove', onMove);
    };
  }, [tooltip]);
  // Before the actor is mounted, nothing shows (it shows nothing at first either).
  const pulsar = useSelector(tooltip, (s) => (s ? selectTooltipView(s).pulsar : null));
  const open = useSelector(tooltip, (s) => (s ? selectTooltipView(s).tooltip : false));
  return { tooltip, pulsar, open };
}
