// Spec 2 section 4 "Other": experience 507054 disables navigation when completed. On the settings
// page, placement 1000506 carries the account notices: the modal 507054, then a warning banner
// (decision 055). Its Finish setup completes it without following its link: the person stays on
// the page, with what they were doing there.
import { VIEW_PLACEMENTS } from '../domain/callouts';
import { KNOWN } from '../fixtures/known';
import { placementActorId } from '../machines/page-kinds';
import { defineScenario } from './format';
import { pressModalButton, spawnModalHeadless } from './modal-steps';

const PLACEMENT = VIEW_PLACEMENTS.accountSetup;
const modal = placementActorId(PLACEMENT);
const SETTINGS = '/settings';

export default defineScenario({
  id: 'experience-disables-navigation',
  title: 'Completing 507054 disables navigation',
  summary:
    'Jane opens her settings; a modal asks her to finish setting up her profile. Finish setup completes it and she stays where she is: experience 507054 disables navigation when completed.',
  spec: "spec 2 section 4 'Other' (507054 disables navigation when completed); section 9 placement 1000506",
  start: { viewer: KNOWN.users.default, path: SETTINGS },
  steps: [
    {
      kind: 'send',
      say: 'The settings page mounts its account placement (headless, the placement registers itself).',
      only: ['headless'],
      to: 'experiences',
      event: { type: 'placement.mount', placementId: PLACEMENT, pathname: SETTINGS, bot: false },
    },
    { kind: 'wait', say: 'Her experiences arrive.', ms: 300 },
    {
      kind: 'expect',
      say: 'The modal 507054 is chosen for placement 1000506.',
      check: { actor: 'experiences', path: `chosen.${PLACEMENT}.experience_id`, equals: 507054 },
    },
    spawnModalHeadless(PLACEMENT, 507054, 0),
    {
      kind: 'expect',
      say: 'Its delay_in_millis is 0: the modal shows as soon as it is drawn.',
      check: { actor: modal, state: 'shown' },
    },
    {
      kind: 'expect',
      say: "Jane reads 'Finish setting up your profile'.",
      check: { text: 'Finish setting up your profile' },
    },
    ...pressModalButton(
      PLACEMENT,
      'Jane presses Finish setup: a button, not a link, as navigation is disabled.',
      'Finish setup',
      'modal.complete',
    ),
    {
      kind: 'expect',
      say: 'Completing 507054 disabled navigation.',
      check: { actor: 'experiences', path: 'navigationDisabled', equals: true },
    },
    {
      kind: 'expect',
      say: 'Jane is still on her settings.',
      only: ['browser', 'playwright'],
      check: { text: 'Appearance' },
    },
  ],
});
