// The card's saved indicator (spec 1 section 4 "Save (repin) flow", spec 3 section 4): a pin saved
// just now shows 'Saved!', then after 950 ms the board name (or 'Saved to Profile' for a
// boardless save), truncated to 20 characters in the simplified style; a pin already saved at
// load is shown differently.
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { SAVED_TITLE_SWITCH_MS } from '../domain/constants';
import type { SavedInfo } from '../domain/types';
import { SAVED_TO_PROFILE, savedIndicatorText } from '../domain/save';
import { effectiveSaved } from './entity-store.machine';
import { definePinKind, localPin } from './pin-kind';
import { sampleSaved } from './save-samples';

export interface SavedIndicatorInput {
  /** The pin's save when it loaded, or null. */
  saved: SavedInfo | null;
}

export interface SavedIndicatorContext {
  /** Board (or section) name; null for a profile save. */
  boardName: string | null;
  href: string | null;
}

export type SavedIndicatorEvent =
  { type: 'pin.saved'; boardName: string | null; href?: string | null } | { type: 'pin.unsaved' };

/**
 * The card's saved indicator: `none`; `savedAtLoad` for a pin already saved when it loaded
 * (shown quietly with its board name); `justSaved` after `pin.saved` showing 'Saved!', which after
 * the 950 ms `savedTitleSwitch` becomes `showingBoard` with the board name or 'Saved to Profile'
 * (truncated to 20 characters). `pin.unsaved` returns to `none`. Spec 1 section 4.
 */
export const savedIndicatorMachine = setup({
  types: {
    context: {} as SavedIndicatorContext,
    events: {} as SavedIndicatorEvent,
    input: {} as SavedIndicatorInput,
  },
  actions: {
    assignSave: assign((_, params: { boardName: string | null; href: string | null }) => params),
    clear: assign({ boardName: null, href: null }),
  },
  guards: {
    savedAtLoad: ({ context }) => context.href !== null,
  },
  delays: {
    savedTitleSwitch: SAVED_TITLE_SWITCH_MS,
  },
}).createMachine({
  id: 'savedIndicator',
  context: ({ input }) => ({
    boardName: input.saved && input.saved.type !== 'profile' ? input.saved.title : null,
    href: input.saved ? input.saved.url : null,
  }),
  initial: 'none',
  on: {
    'pin.saved': {
      target: '.justSaved',
      actions: {
        type: 'assignSave',
        params: ({ event }) => ({ boardName: event.boardName, href: event.href ?? null }),
      },
    },
    'pin.unsaved': { target: '.none', actions: 'clear' },
  },
  states: {
    none: {
      // A pin already saved when it loaded starts as saved at load.
      always: { guard: 'savedAtLoad', target: 'savedAtLoad' },
    },
    savedAtLoad: {},
    justSaved: {
      after: { savedTitleSwitch: 'showingBoard' },
    },
    showingBoard: {},
  },
});

export type SavedIndicatorSnapshot = SnapshotFrom<typeof savedIndicatorMachine>;

export interface SavedIndicatorView {
  kind: 'justSaved' | 'atLoad';
  /** The text to show, truncated by the domain rule. */
  text: string;
  /** The full name, for a tooltip when truncated. */
  fullText: string;
  href: string | null;
}

/** What the indicator shows, or null when the pin is not saved. */
export function selectSavedIndicator(s: SavedIndicatorSnapshot): SavedIndicatorView | null {
  if (s.matches('none')) return null;
  const { boardName, href } = s.context;
  const named = {
    text: savedIndicatorText({ phase: 'named', boardName }),
    fullText: boardName?.trim() || SAVED_TO_PROFILE,
    href,
  };
  if (s.matches('justSaved')) {
    const text = savedIndicatorText({ phase: 'justSaved', boardName });
    return { kind: 'justSaved', text, fullText: text, href };
  }
  if (s.matches('showingBoard')) return { kind: 'justSaved', ...named };
  return { kind: 'atLoad', ...named };
}

/** The per-pin kind `savedIndicator` (`pin.<id>.savedIndicator`). */
export const savedIndicatorPinKind = definePinKind({
  kind: 'savedIndicator',
  logic: savedIndicatorMachine,
  inputFrom: (seed, entities) => ({
    saved: effectiveSaved(localPin(entities, seed.pinId), seed.pin),
  }),
  catalogue: {
    id: 'saved-indicator',
    title: 'Saved indicator',
    specSection: 'spec 1 section 4, spec 3 section 4 (saved indicator)',
    machine: savedIndicatorMachine,
    sampleInput: { saved: null },
    coverageInputs: [{ saved: null }, { saved: sampleSaved }],
    events: [
      {
        event: { type: 'pin.saved', boardName: 'Home decor', href: '/pinstate/home-decor/' },
        label: 'Saved to a board',
      },
      { event: { type: 'pin.saved', boardName: null, href: '/me/' }, label: 'Saved to profile' },
      { event: { type: 'pin.unsaved' }, label: 'Save removed' },
    ],
  },
});
