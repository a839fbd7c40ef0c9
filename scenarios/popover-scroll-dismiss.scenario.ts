// Spec 2 section 4 "Educational popover" and section 9 (popover scroll-dismiss 1500 ms): the
// save-button popover on the closeup (placement 1000544, fixture 1000544:510010, scrollToDismiss
// on) is dismissed 1500 ms after a scroll.
import { SAVE_POPOVER_PLACEMENT } from '../domain/constants';
import { popoverDisplay } from '../domain/guidance-anchored';
import { pinPath } from '../domain/pin-path';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { placementChosen, scrollDismisses, tooltipShown } from './anchored-steps';
import { defineScenario } from './format';

const PLACEMENT = SAVE_POPOVER_PLACEMENT;
const EXPERIENCE = 510010;
const popover = placementActorId(PLACEMENT);
const PATH = pinPath(KNOWN.pins.savedByDefault);
const TEXT = 'Save to keep this idea on a board.';
const behaviour = popoverDisplay({ scroll_to_dismiss: true }).behaviour;

export default defineScenario({
  id: 'popover-scroll-dismiss',
  title: 'A popover dismissed 1500 ms after a scroll',
  summary:
    "On a Pin's closeup, a popover beside the Save button tells Jane 'Save to keep this idea on a board.' She scrolls; 1500 ms later the popover is dismissed and the dismissal is recorded.",
  spec: "spec 2 section 4 'Educational popover'; section 9 (popover scroll-dismiss 1500 ms)",
  start: { viewer: KNOWN.users.default, path: PATH },
  steps: [
    ...placementChosen({ placementId: PLACEMENT, pathname: PATH, experienceId: EXPERIENCE }),
    tooltipShown({ placementId: PLACEMENT, experienceId: EXPERIENCE, behaviour }),
    {
      kind: 'expect',
      say: 'The popover shows beside the Save button.',
      check: { actor: popover, state: 'tooltip' },
    },
    {
      kind: 'expect',
      say: 'Jane reads it.',
      only: ['browser', 'playwright'],
      check: { text: TEXT },
    },
    ...scrollDismisses({
      placementId: PLACEMENT,
      experienceId: EXPERIENCE,
      ms: 1500,
      what: 'popover',
    }),
  ],
});
