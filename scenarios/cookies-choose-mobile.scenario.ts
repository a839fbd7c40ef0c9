// Spec 2 section 2 "Cookie banner": on mobile the banner is a fixed bottom sheet; Let me choose
// opens the settings modal and hides the banner. Section 4: saving from the modal saves the choice
// like the buttons, and the toast shows for 3000 ms.
import { REJECT_ALL } from '../domain/cookies';
import { COOKIE_SAVED_TOAST } from '../domain/guidance';
import { pressBanner, pressSave, pressSwitch } from './cookie-steps';
import { defineScenario } from './format';

export default defineScenario({
  id: 'cookies-choose-mobile',
  title: 'Let me choose on mobile hides the banner and the modal saves the choice',
  summary:
    'A visitor on a phone opens the settings from the bottom sheet with Let me choose: the sheet hides while the modal is open. They allow personalization cookies only and save; the choice is kept and the toast thanks them.',
  spec: "spec 2 section 2 'Cookie banner'; section 4 'Cookie banner'; decision 019",
  start: { viewer: null, path: '/', pins: [], device: 'mobile' },
  steps: [
    {
      kind: 'expect',
      say: 'The visitor has not chosen: the bottom sheet shows.',
      check: { actor: 'cookies', state: 'undecided' },
    },
    pressBanner('letMeChoose', 'The visitor presses Let me choose.'),
    {
      kind: 'expect',
      say: 'The settings modal is open; on mobile the banner hides.',
      check: { actor: 'cookies', state: 'choosing' },
    },
    pressSwitch('personalization', 'They switch personalization cookies on.'),
    {
      kind: 'expect',
      say: 'Only personalization is on.',
      check: {
        actor: 'cookies',
        path: 'draft',
        equals: { ...REJECT_ALL, personalization: true },
      },
    },
    pressSave('They press Save.'),
    { kind: 'wait', say: 'The choice is kept in the browser.', ms: 100 },
    {
      kind: 'expect',
      say: 'The choice is saved as set.',
      check: { actor: 'cookies', path: 'choice', equals: { ...REJECT_ALL, personalization: true } },
    },
    {
      kind: 'expect',
      say: 'The toast says the preferences were saved.',
      check: { text: COOKIE_SAVED_TOAST },
    },
  ],
});
