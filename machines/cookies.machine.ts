// Cookie consent (spec 2 section 2 "Cookie banner"; section 4 "Cookie banner": Accept all or
// Reject all saves the choice and closes, Let me choose opens the settings modal, after saving a
// toast for 3000 ms; section 7 "Save cookie settings", then the user resource is refreshed).
// Logged-out visitors are asked too; their choice is kept in browser storage and carried into
// their account when they sign in (docs/decisions/019-cookie-consent-for-visitors.md).
import { assign, emit, enqueueActions, setup, stopChild } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { ACCEPT_ALL, REJECT_ALL, type CookieCategory, type CookieChoice } from '../domain/cookies';
import { COOKIE_TOAST_MS } from '../domain/constants';
import { COOKIE_SAVED_TOAST } from '../domain/guidance';
import { providedAtRoot } from './provided-at-root';
import { SYSTEM_IDS, systemActor } from './system-ids';

export interface CookiesInput {
  signedIn: boolean;
  /** The choice already made (the user's settings, or the visitor's stored choice). */
  stored: CookieChoice | null;
  /** The surface the choice is made on (`surface_tag`). */
  surfaceTag: string;
  /** Signed in at start: the account's choice (GET /v3/user_settings/) is asked for first. */
  checkAccount?: boolean;
}

export interface CookiesContext {
  signedIn: boolean;
  checkAccount: boolean;
  surfaceTag: string;
  /** The saved choice; null until the viewer has chosen. */
  choice: CookieChoice | null;
  /** The settings modal's switches. */
  draft: CookieChoice;
  /** The choice being saved. */
  pending: CookieChoice | null;
  /** The choice being saved was set in the settings modal: a failure opens it again. */
  fromModal: boolean;
  /** A visitor signed in while their choice was being saved: it goes to the account next. */
  carry: boolean;
}

export type CookiesEvent =
  | { type: 'cookies.acceptAll' }
  | { type: 'cookies.rejectAll' }
  | { type: 'cookies.choose' }
  | { type: 'cookies.toggle'; category: CookieCategory }
  | { type: 'cookies.save' }
  | { type: 'cookies.close' }
  | { type: 'cookies.signedIn' }
  // The spawned refresh of the user resource failed.
  | { type: 'xstate.error.actor.refreshUser'; error: unknown };

export type CookiesEmitted = { type: 'cookies.changed'; choice: CookieChoice };

/** What the save call needs: the choice, where it was made, and whether to call the API. */
export interface SaveCookiesInput {
  choice: CookieChoice;
  surfaceTag: string;
  signedIn: boolean;
}

/** Accept all and Reject all: each press saves its choice at once. */
const SAVE_PRESSES = {
  'cookies.acceptAll': {
    target: 'saving',
    actions: { type: 'pend', params: { choice: ACCEPT_ALL } },
  },
  'cookies.rejectAll': {
    target: 'saving',
    actions: { type: 'pend', params: { choice: REJECT_ALL } },
  },
} as const;

/**
 * The viewer's cookie consent. Undecided, the banner shows (`undecided`, tag `banner`); Accept all
 * and Reject all save at once, Let me choose opens the settings modal (`choosing`, tag `modal`)
 * whose switches are saved with `cookies.save`. A save (`saving`, tag `busy`: presses ignored)
 * that succeeds is `decided`, shows the toast and emits `cookies.changed`; one that fails goes back
 * where it came from: the banner, or the modal with its switches as the person set them, even
 * when an earlier choice is saved (docs/decisions/019). `cookies.signedIn`
 * carries a visitor's choice into the account; a signed-in viewer's account is asked first
 * (`checking`, no banner). A choice saved to the account spawns `refreshUser`.
 */
export const cookiesMachine = setup({
  types: {
    context: {} as CookiesContext,
    events: {} as CookiesEvent,
    emitted: {} as CookiesEmitted,
    input: {} as CookiesInput,
  },
  actors: {
    saveChoice: providedAtRoot<void, SaveCookiesInput>('saveChoice'),
    refreshUser: providedAtRoot<void, void>('refreshUser'),
    loadChoice: providedAtRoot<CookieChoice | null, void>('loadChoice'),
  },
  guards: {
    checksAccount: ({ context }) => context.checkAccount,
    hasChoice: ({ context }) => context.choice !== null,
    accountHasChoice: (_, params: { choice: CookieChoice | null }) => params.choice !== null,
    mustCarry: ({ context }) => context.carry,
    isVisitor: ({ context }) => !context.signedIn,
    savedFromModal: ({ context }) => context.fromModal,
  },
  actions: {
    pend: assign((_, params: { choice: CookieChoice }) => ({
      pending: params.choice,
      fromModal: false,
    })),
    pendDraft: assign(({ context }) => ({ pending: context.draft, fromModal: true })),
    openSettings: assign(({ context }) => ({ draft: context.choice ?? context.draft })),
    toggle: assign({
      draft: ({ context, event }) =>
        event.type === 'cookies.toggle'
          ? { ...context.draft, [event.category]: !context.draft[event.category] }
          : context.draft,
    }),
    keepChoice: assign(({ context }) => ({
      choice: context.pending,
      draft: context.pending ?? context.draft,
      pending: null,
    })),
    dropPending: assign({ pending: null, carry: false }),
    pendChoice: assign(({ context }) => ({
      pending: context.choice,
      carry: false,
      fromModal: false,
    })),
    becomeSignedIn: assign({ signedIn: true }),
    accountChecked: assign({ checkAccount: false }),
    takeAccountChoice: assign((_, params: { choice: CookieChoice | null }) => ({
      choice: params.choice,
      draft: params.choice ?? REJECT_ALL,
      checkAccount: false,
    })),
    // A second sign-in while the save runs keeps the carry the first one asked for.
    carryLater: assign(({ context }) => ({
      signedIn: true,
      carry: context.carry || !context.signedIn,
    })),
    showSavedToast: enqueueActions(({ system, enqueue }) => {
      const toasts = systemActor(system, SYSTEM_IDS.toasts);
      if (toasts) {
        enqueue.sendTo(toasts, {
          type: 'toast.show',
          // The toast lasts the duration its caller gives: 3000 ms (spec 2 section 4).
          toast: { headline: COOKIE_SAVED_TOAST, durationMs: COOKIE_TOAST_MS },
        });
      }
    }),
    // A signed-in save is followed by a refresh of the user resource (spec 2 section 7): the
    // runtime's `refreshUser` asks for it and hands it to the session.
    refreshUser: enqueueActions(({ context, enqueue }) => {
      if (context.signedIn) enqueue.spawnChild('refreshUser', { id: 'refreshUser' });
    }),
    emitChanged: emit(({ context }) => ({
      type: 'cookies.changed' as const,
      choice: context.choice ?? context.draft,
    })),
  },
}).createMachine({
  id: 'cookies',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    surfaceTag: input.surfaceTag,
    choice: input.stored,
    draft: input.stored ?? REJECT_ALL,
    pending: null,
    fromModal: false,
    carry: false,
    checkAccount: input.checkAccount ?? false,
  }),
  // A failed refresh keeps the user as it was (the spec shows nothing); the failed child is let go.
  on: { 'xstate.error.actor.refreshUser': { actions: stopChild('refreshUser') } },
  initial: 'undecided',
  states: {
    // No banner until the account answers; a visitor's choice goes into an account with none.
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        onDone: [
          {
            guard: { type: 'accountHasChoice', params: ({ event }) => ({ choice: event.output }) },
            target: 'decided',
            actions: {
              type: 'takeAccountChoice',
              params: ({ event }) => ({ choice: event.output }),
            },
          },
          { guard: 'hasChoice', target: 'carrying', actions: ['accountChecked', 'pendChoice'] },
          { target: 'undecided', actions: 'accountChecked' },
        ],
        onError: [
          { guard: 'hasChoice', target: 'decided', actions: 'accountChecked' },
          { target: 'undecided', actions: 'accountChecked' },
        ],
      },
    },
    undecided: {
      tags: ['banner'],
      always: [
        { guard: 'checksAccount', target: 'checking' },
        { guard: 'hasChoice', target: 'decided' },
      ],
      on: {
        ...SAVE_PRESSES,
        'cookies.choose': { target: 'choosing', actions: 'openSettings' },
        // A visitor who signs in before choosing: their account may hold a choice.
        'cookies.signedIn': { guard: 'isVisitor', target: 'checking', actions: 'becomeSignedIn' },
      },
    },
    choosing: {
      tags: ['modal'],
      on: {
        'cookies.toggle': { actions: 'toggle' },
        'cookies.save': { target: 'saving', actions: 'pendDraft' },
        'cookies.close': [{ guard: 'hasChoice', target: 'decided' }, { target: 'undecided' }],
        'cookies.signedIn': { actions: 'becomeSignedIn' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveChoice',
        src: 'saveChoice',
        input: ({ context }) => ({
          choice: context.pending ?? context.draft,
          surfaceTag: context.surfaceTag,
          signedIn: context.signedIn,
        }),
        onDone: [
          {
            guard: 'mustCarry',
            target: 'carrying',
            actions: ['keepChoice', 'showSavedToast', 'emitChanged', 'pendChoice'],
          },
          {
            target: 'decided',
            actions: ['keepChoice', 'showSavedToast', 'emitChanged', 'refreshUser'],
          },
        ],
        // The spec shows no error: the banner (or the modal, with the switches as the person set
        // them) is back, so the person sees the choice did not take and can try again.
        onError: [
          { guard: 'savedFromModal', target: 'choosing', actions: 'dropPending' },
          { guard: 'hasChoice', target: 'decided', actions: 'dropPending' },
          { target: 'undecided', actions: 'dropPending' },
        ],
      },
      on: { 'cookies.signedIn': { actions: 'carryLater' } },
    },
    decided: {
      on: {
        'cookies.choose': { target: 'choosing', actions: 'openSettings' },
        ...SAVE_PRESSES,
        // A visitor who chose and then signs in: the choice is saved to the account.
        'cookies.signedIn': [
          { guard: 'isVisitor', target: 'carrying', actions: ['becomeSignedIn', 'pendChoice'] },
        ],
      },
    },
    carrying: {
      tags: ['busy'],
      invoke: {
        id: 'carryChoice',
        src: 'saveChoice',
        input: ({ context }) => ({
          choice: context.pending ?? context.draft,
          surfaceTag: context.surfaceTag,
          signedIn: true,
        }),
        onDone: { target: 'decided', actions: ['keepChoice', 'refreshUser'] },
        onError: { target: 'decided', actions: 'dropPending' },
      },
    },
  },
});

export type CookiesSnapshot = SnapshotFrom<typeof cookiesMachine>;
