// Dark mode (spec 2 section 4, "Other"): on or off, persisted; toggling reloads the page. The page
// paints in the stored theme before any script runs (ui/index.html, decision 038); this machine is
// the theme as the app knows it: read from storage at the start, and a toggle that stores the
// other theme and reloads. Storage and the reload are the invoked `readTheme` and `storeAndReload`
// (provided at the root), so a scenario can tell dark mode across a reload (decision
// scenario-reload).
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { toggledTheme, type Theme } from '../domain/theme';

export interface ThemeContext {
  /** The theme shown, or, while switching, the one being stored. */
  theme: Theme;
}

export type ThemeEvent = { type: 'theme.toggle' };

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
  },
  actors: {
    /** The stored theme (the app: browser storage, read as `parseTheme` reads it). */
    readTheme: fromPromise<Theme>(() => Promise.resolve('light')),
    /** Stores the theme and reloads the page (the app: `chooseTheme`). */
    storeAndReload: fromPromise<void, { theme: Theme }>(() => Promise.resolve()),
  },
  guards: {
    isDark: ({ context }) => context.theme === 'dark',
    storedDark: (_, params: { stored: Theme }) => params.stored === 'dark',
  },
  actions: {
    assignToggled: assign({ theme: ({ context }) => toggledTheme(context.theme) }),
    assignTheme: assign((_, params: { theme: Theme }) => ({ theme: params.theme })),
  },
}).createMachine({
  id: 'theme',
  context: { theme: 'light' },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readTheme',
        src: 'readTheme',
        onDone: [
          {
            guard: { type: 'storedDark', params: ({ event }) => ({ stored: event.output }) },
            target: 'dark',
            actions: { type: 'assignTheme', params: { theme: 'dark' } },
          },
          { target: 'light', actions: { type: 'assignTheme', params: { theme: 'light' } } },
        ],
        // Unreadable storage reads as light (decision 038).
        onError: { target: 'light', actions: { type: 'assignTheme', params: { theme: 'light' } } },
      },
    },
    light: {
      on: { 'theme.toggle': { target: 'switching', actions: 'assignToggled' } },
    },
    dark: {
      on: { 'theme.toggle': { target: 'switching', actions: 'assignToggled' } },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'storeAndReload',
        src: 'storeAndReload',
        input: ({ context }) => ({ theme: context.theme }),
        onDone: [{ guard: 'isDark', target: 'dark' }, { target: 'light' }],
        // Storage refused: the page reloads into the theme that is stored (decision 038); the app
        // shows the one it chose until then.
        onError: [{ guard: 'isDark', target: 'dark' }, { target: 'light' }],
      },
    },
  },
});

export type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

/** Whether dark mode is on, as the switch shows it (while switching: the theme being stored). */
export const selectDarkMode = (snapshot: ThemeSnapshot): boolean =>
  snapshot.context.theme === 'dark';
