// Spec 2 section 4 ("Other"): dark mode is on or off, persisted, and toggling reloads the page. A
// visitor turns it on from the menu beside Log in; the page comes back dark, and stays dark when
// they reload it again (decision scenario-reload).
import { THEME_LABELS } from '../domain/theme';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const theme = SYSTEM_IDS.theme;

export default defineScenario({
  id: 'dark-mode-across-a-reload',
  title: 'Dark mode across a reload',
  summary:
    'A visitor turns dark mode on: the choice is stored and the page reloads dark. Reloading again keeps it dark, because the theme is read from what the browser kept.',
  spec: "spec 2 section 4 'Other' (dark mode: on or off, persisted; toggling reloads the page)",
  start: { viewer: null, path: '/' },
  steps: [
    {
      kind: 'expect',
      say: 'The page is light: nothing is stored.',
      check: { actor: theme, state: 'light' },
    },
    {
      kind: 'act',
      say: 'The visitor opens the display options beside Log in.',
      action: { do: 'click', target: { role: 'button', name: THEME_LABELS.displayOptions } },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'act',
      say: 'They turn Dark mode on; the choice is stored and the page reloads.',
      action: { do: 'click', target: { role: 'switch', name: THEME_LABELS.darkMode } },
      equivalent: { to: theme, event: { type: 'theme.toggle' } },
    },
    {
      kind: 'expect',
      say: 'The page is dark.',
      check: { actor: theme, state: 'dark' },
    },
    { kind: 'reload', say: 'The visitor reloads the page.' },
    {
      kind: 'expect',
      say: 'It comes back dark: the stored choice is read again.',
      check: { actor: theme, state: 'dark' },
    },
    {
      kind: 'act',
      say: 'They open the display options again.',
      action: { do: 'click', target: { role: 'button', name: THEME_LABELS.displayOptions } },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: 'The Dark mode switch is on.',
      check: { actor: theme, path: 'theme', equals: 'dark' },
    },
  ],
});
