// Spec 2 section 4 "Tooltip and pulsar": the search tooltip in the header (placement 1000543,
// fixture 1000543:510011) shows its pulsar first; a click pauses the pulsar and opens the tooltip;
// a scroll dismisses it once its scroll delay (2 s, scroll_to_dismiss_delay_in_seconds) is over.
import { SEARCH_TOOLTIP_PLACEMENT } from '../domain/constants';
import { tooltipDisplay } from '../domain/guidance-anchored';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { placementChosen, scrollDismisses, tooltipShown } from './anchored-steps';
import { defineScenario } from './format';

const PLACEMENT = SEARCH_TOOLTIP_PLACEMENT;
const EXPERIENCE = 510011;
const tooltip = placementActorId(PLACEMENT);
/** The fixture record's display, as the view reads it. */
const TEXT = 'Search by colour, style or ingredient.';
const behaviour = tooltipDisplay({
  has_pulsar: true,
  has_tooltip: true,
  disappearTime: 8000,
  scroll_to_dismiss: true,
  scroll_to_dismiss_delay_in_seconds: 2,
}).behaviour;

export default defineScenario({
  id: 'tooltip-pulsar-scroll',
  title: 'A pulsar clicked to its tooltip, then dismissed by scroll',
  summary:
    "A pulsar beats in the corner of Jane's search field. She clicks it: it pauses and the tooltip 'Search by colour, style or ingredient.' opens. She scrolls the page; 2 s later (the tooltip's scroll delay) the tooltip is dismissed and the dismissal is recorded.",
  spec: "spec 2 section 4 'Tooltip and pulsar'; section 3 (scroll_to_dismiss, scroll_to_dismiss_delay_in_seconds)",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    ...placementChosen({ placementId: PLACEMENT, pathname: '/', experienceId: EXPERIENCE }),
    tooltipShown({ placementId: PLACEMENT, experienceId: EXPERIENCE, behaviour }),
    {
      kind: 'expect',
      say: 'The pulsar shows first.',
      check: { actor: tooltip, state: 'pulsing' },
    },
    {
      kind: 'act',
      say: 'Jane clicks the pulsar.',
      action: { do: 'click', target: { role: 'button', name: TEXT } },
      equivalent: { to: tooltip, event: { type: 'pulsar.click' } },
    },
    {
      kind: 'expect',
      say: 'The pulsar pauses and the tooltip opens.',
      check: { actor: tooltip, state: 'tooltip' },
    },
    {
      kind: 'expect',
      say: 'Jane reads the tooltip.',
      only: ['browser', 'playwright'],
      check: { text: TEXT },
    },
    ...scrollDismisses({
      placementId: PLACEMENT,
      experienceId: EXPERIENCE,
      ms: 2000,
      what: 'tooltip',
    }),
  ],
});
