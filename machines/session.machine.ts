// Session: who is looking (spec 1 section 1 viewer kinds; spec 3 section 3 "Session and viewer"),
// signing in and out as a fixture user, and the login prompts for logged-out visitors
// (spec 2 section 6, spec 3 section 6). Persisted through an invoked storage actor.
import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { GatedAction } from '../domain/guidance';
import type { Device, ViewerKind } from '../domain/types';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE } from '../domain/viewer-kind';
import {
  type SessionUser,
  type StoredSession,
  type SessionContext,
  type SessionEvent,
  type SessionEmitted,
  type SessionInput,
  type SessionStorageEvent,
} from './session-types';

export type {
  SessionUser,
  StoredSession,
  LoginPrompt,
  SessionContext,
  SessionEvent,
  SessionEmitted,
  SessionInput,
  SessionStorageEvent,
} from './session-types';

function toStored(context: SessionContext): StoredSession {
  return {
    userId: context.user?.id ?? null,
    kindOverride: context.kindOverride,
    device: context.device,
    country: context.country,
    locale: context.locale,
  };
}

/**
 * The session: `restoring` (reading storage), `loggedOut`, `signingIn` (loading the fixture user by
 * id, no password) and `signedIn`. Viewer kind, device, country and locale may be set in any state; every
 * change is written through the invoked `persistSession` actor. A logged-out visitor's gated action
 * opens the login prompt (`loginPrompt.open` with `save`, `edit`, `follow`, `unfollow` or
 * `create`), whose texts (spec 2 section 6) the view reads by action. Signing in emits `session.signedIn`, which the root
 * forwards to the signed-out saves so they are merged (spec 1 section 4). Signed in,
 * `user.changed` updates the user resource.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- names the input type
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(() => Promise.resolve(null)),
    persistSession: fromCallback<SessionStorageEvent>(() => undefined),
    loadUser: fromPromise<SessionUser, { userId: string }>(({ input }) =>
      Promise.reject(new Error(`No user loader for ${input.userId}`)),
    ),
  },
  actions: {
    persist: sendTo('storage', ({ context }): SessionStorageEvent => ({
      type: 'session.persist',
      stored: toStored(context),
    })),
    openLoginPrompt: assign({
      loginPrompt: (_, params: { action: GatedAction; next: string | null }) => ({
        action: params.action,
        next: params.next,
      }),
    }),
    closeLoginPrompt: assign({ loginPrompt: null }),
    assignKind: assign({ kindOverride: (_, params: { kind: ViewerKind | null }) => params.kind }),
    assignDevice: assign({ device: (_, params: { device: Device }) => params.device }),
    assignCountry: assign({ country: (_, params: { country: string }) => params.country }),
    assignLocale: assign({ locale: (_, params: { locale: string }) => params.locale }),
    emitSignedIn: emit(({ context }): SessionEmitted => ({
      type: 'session.signedIn',
      userId: context.user?.id ?? '',
    })),
    emitSignedOut: emit({ type: 'session.signedOut' } as const),
  },
  guards: {
    hasStoredUser: (_, params: { stored: StoredSession | null | undefined }) =>
      typeof params.stored?.userId === 'string',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    kindOverride: null,
    device: input.device ?? 'desktop',
    country: input.country ?? DEFAULT_COUNTRY,
    locale: input.locale ?? DEFAULT_LOCALE,
    loginPrompt: null,
    pendingUserId: null,
    signInError: null,
  }),
  invoke: { id: 'storage', src: 'persistSession' },
  initial: 'restoring',
  on: {
    'viewer.setKind': {
      actions: [{ type: 'assignKind', params: ({ event }) => ({ kind: event.kind }) }, 'persist'],
    },
    'viewer.setDevice': {
      actions: [
        { type: 'assignDevice', params: ({ event }) => ({ device: event.device }) },
        'persist',
      ],
    },
    'viewer.setCountry': {
      actions: [
        { type: 'assignCountry', params: ({ event }) => ({ country: event.country }) },
        'persist',
      ],
    },
    'viewer.setLocale': {
      actions: [
        { type: 'assignLocale', params: ({ event }) => ({ locale: event.locale }) },
        'persist',
      ],
    },
    'loginPrompt.close': { actions: 'closeLoginPrompt' },
  },
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredUser', params: ({ event }) => ({ stored: event.output }) },
            target: 'signingIn',
            actions: assign(({ event }) => ({
              kindOverride: event.output?.kindOverride ?? null,
              device: event.output?.device ?? 'desktop',
              country: event.output?.country ?? DEFAULT_COUNTRY,
              locale: event.output?.locale ?? DEFAULT_LOCALE,
              pendingUserId: event.output?.userId ?? null,
            })),
          },
          {
            target: 'loggedOut',
            actions: assign(({ context, event }) => ({
              kindOverride: event.output?.kindOverride ?? null,
              device: event.output?.device ?? context.device,
              country: event.output?.country ?? context.country,
              locale: event.output?.locale ?? context.locale,
            })),
          },
        ],
        onError: { target: 'loggedOut' },
      },
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign({ pendingUserId: ({ event }) => event.userId, signInError: null }),
        },
      },
    },
    loggedOut: {
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign({ pendingUserId: ({ event }) => event.userId, signInError: null }),
        },
        'loginPrompt.open': {
          actions: {
            type: 'openLoginPrompt',
            params: ({ event }) => ({ action: event.action, next: event.next ?? null }),
          },
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      on: {
        // Signing out while the user is still loading cancels the sign-in.
        'session.signOut': {
          target: 'loggedOut',
          actions: [assign({ pendingUserId: null, kindOverride: null }), 'persist'],
        },
      },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ userId: context.pendingUserId ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output,
            pendingUserId: null,
            loginPrompt: null,
            signInError: null,
          }),
        },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({
              pendingUserId: null,
              signInError: ({ event }) =>
                event.error instanceof Error ? event.error.message : 'Sign-in failed',
            }),
            'persist',
          ],
        },
      },
    },
    signedIn: {
      entry: ['persist', 'emitSignedIn'],
      on: {
        // The user resource changed: its save behaviour was edited (spec 3 section 3: the Save
        // buttons follow), or it was asked for again (after a cookie settings save, spec 2
        // section 7).
        'user.changed': {
          actions: assign({
            user: ({ context, event }) =>
              context.user ? { ...context.user, ...event.changes } : null,
          }),
        },
        'session.signOut': {
          target: 'loggedOut',
          actions: [assign({ user: null, kindOverride: null }), 'persist', 'emitSignedOut'],
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export {
  selectUser,
  selectUserArriving,
  selectViewerId,
  selectIsSignedIn,
  selectViewerKind,
  selectViewer,
  selectLoginPrompt,
  selectSignInError,
  selectSessionBusy,
} from './session-select';
