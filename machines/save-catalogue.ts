// Catalogue entries of the save, favorite, toast and session machines (issue 4), listed by
// `machines/catalogue.ts`: sample inputs, the events a person may send, the done and error
// answers of their invoked actors for path coverage, and bounded serialisations.
import type { RepinResult } from '../api/api';
import { QUICK_SAVES_BOARD_NAME } from '../domain/constants';
import { PIN_DELETED, SAVE_ERROR_FALLBACK } from '../domain/save';
import type { SavedInfo } from '../domain/types';
import type { CatalogueEntry } from './catalogue';
import { favoriteMachine } from './favorite.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { saveFlowMachine } from './save-flow.machine';
import type { BoardOption, SaveFlowContext } from './save-flow.machine';
import { savedIndicatorMachine } from './saved-indicator.machine';
import { sessionMachine } from './session.machine';
import type { SessionContext, SessionUser } from './session.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import type { SignedOutSavesContext } from './signed-out-saves.machine';
import { toastsMachine } from './toasts.machine';
import type { ToastsContext } from './toasts.machine';

const sampleUser: SessionUser = {
  id: 'u1',
  username: 'pinstate',
  fullName: 'Pinstate',
  firstName: 'Pin',
  isPartner: false,
  isEmployee: false,
  country: 'US',
  createdAt: '2026-01-01T00:00:00.000Z',
  saveBehavior: 0,
  boardCount: 5,
};

const sampleSaved: SavedInfo = {
  title: 'Profile',
  type: 'profile',
  url: '/me/',
  localPinId: 'saved-1',
  boardId: 'b2',
};

const profileRepin: RepinResult = {
  id: 'saved-1',
  board: { id: 'b2', url: '/pinstate/quick-saves/', name: QUICK_SAVES_BOARD_NAME },
  section: null,
  isProfileSave: true,
};

const boardRepin: RepinResult = {
  id: 'saved-2',
  board: { id: 'b1', url: '/pinstate/home-decor/', name: 'Home decor' },
  section: null,
  isProfileSave: false,
};

const sampleBoards: BoardOption[] = [
  { id: 'b1', name: 'Home decor', url: '/pinstate/home-decor/', privacy: 'public' },
];

/** A failed call as the API client raises it, for the catalogues' error events. */
export const serverError = Object.assign(new Error(SAVE_ERROR_FALLBACK), {
  status: 500,
  serverMessage: null,
});

export const saveMachineEntries: readonly CatalogueEntry[] = [
  {
    id: 'session',
    title: 'Session and login prompts',
    specSection: 'spec 3 section 3 (session and viewer), spec 2 section 6 (login prompts)',
    machine: sessionMachine,
    sampleInput: {},
    events: [
      { event: { type: 'session.signIn', userId: 'u1' }, label: 'Log in as the default user' },
      { event: { type: 'session.signOut' }, label: 'Log out' },
      { event: { type: 'viewer.setKind', kind: 'bot' }, label: 'View as a bot' },
      { event: { type: 'viewer.setKind', kind: 'partner' }, label: 'View as a partner' },
      { event: { type: 'viewer.setDevice', device: 'mobile' }, label: 'Switch to mobile' },
      { event: { type: 'viewer.setCountry', country: 'GB' }, label: 'Set the country to GB' },
      { event: { type: 'loginPrompt.open', action: 'save' }, label: 'A logged-out save' },
      { event: { type: 'loginPrompt.close' }, label: 'Close the login prompt' },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.restoreSession', output: null },
      {
        type: 'xstate.done.actor.restoreSession',
        output: { userId: 'u1', kindOverride: null, device: 'desktop', country: 'US' },
      },
      { type: 'xstate.error.actor.restoreSession', error: new Error('Storage unavailable') },
      { type: 'xstate.done.actor.loadUser', output: sampleUser },
      { type: 'xstate.error.actor.loadUser', error: new Error('User not found') },
    ],
    serializeState: (s) => {
      const c = s.context as SessionContext;
      return JSON.stringify([s.value, c.user?.id ?? null, c.pendingUserId, c.loginPrompt?.action ?? null]);
    },
  },
  {
    id: 'toasts',
    title: 'Toasts',
    specSection: 'spec 3 section 4 (quick-save toast), spec 1 section 9 (toast timings)',
    machine: toastsMachine,
    events: [
      { event: { type: 'toast.show', toast: { headline: PIN_DELETED } }, label: 'Show a toast' },
      {
        event: {
          type: 'toast.show',
          toast: { headline: 'Saved to Home decor', duration: 'save', thumbnailUrl: '/img/x.svg' },
        },
        label: 'Show a save toast for a new board',
      },
      { event: { type: 'toast.pause' }, label: 'Hover the toast' },
      { event: { type: 'toast.resume' }, label: 'Leave the toast' },
      { event: { type: 'toast.dismiss' }, label: 'Dismiss the toast' },
      { event: { type: 'toast.action' }, label: "Take the toast's action" },
    ],
    serializeState: (s) => {
      const c = s.context as ToastsContext;
      return JSON.stringify([s.value, Math.min(c.queue.length, 1), Boolean(c.current?.thumbnailUrl)]);
    },
  },
  {
    id: 'one-tap-save',
    title: 'One-tap save',
    specSection: 'spec 1 section 4 (one-tap save button), section 8',
    machine: oneTapSaveMachine,
    sampleInput: { pinId: '100001', saved: null, viewerId: 'u1' },
    coverageInputs: [
      { pinId: '100001', saved: null, viewerId: 'u1' },
      { pinId: '100001', saved: sampleSaved, viewerId: 'u1' },
      { pinId: '100001', saved: null, viewerId: null },
      { pinId: '100001', saved: null, viewerId: 'u1', surface: 'explore-local' },
    ],
    events: [{ event: { type: 'save.toggle' }, label: 'Tap the save button' }],
    coverageEvents: [
      { type: 'xstate.done.actor.savePin', output: profileRepin },
      { type: 'xstate.error.actor.savePin', error: serverError },
      { type: 'xstate.done.actor.deleteSave', output: undefined },
      { type: 'xstate.error.actor.deleteSave', error: serverError },
    ],
  },
  {
    id: 'save-flow',
    title: 'Save (repin) flow and board picker',
    specSection: 'spec 1 section 4 (save flow), spec 3 section 4 (save flow, save-behaviour)',
    machine: saveFlowMachine,
    sampleInput: { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
    coverageInputs: [
      { pinId: '100001', saved: null, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: sampleSaved, viewerId: 'u1', username: 'pinstate' },
      { pinId: '100001', saved: null, viewerId: null, username: null },
    ],
    events: [
      { event: { type: 'pin.save' }, label: 'Save to profile' },
      { event: { type: 'pin.save', boardId: 'b1', boardName: 'Home decor' }, label: 'Save to a board' },
      { event: { type: 'picker.open' }, label: 'Open the board picker' },
      { event: { type: 'picker.close' }, label: 'Close the board picker' },
      { event: { type: 'picker.retry' }, label: 'Retry loading boards' },
      { event: { type: 'board.create', title: 'Patio' }, label: 'Create a board' },
      { event: { type: 'board.create', title: 'x'.repeat(51) }, label: 'Create a board (title too long)' },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.savePin', output: boardRepin },
      { type: 'xstate.error.actor.savePin', error: serverError },
      { type: 'xstate.done.actor.loadBoards', output: sampleBoards },
      { type: 'xstate.error.actor.loadBoards', error: serverError },
      {
        type: 'xstate.done.actor.createBoard',
        output: { id: 'b99', name: 'Patio', url: '/pinstate/patio/', privacy: 'public' },
      },
      { type: 'xstate.error.actor.createBoard', error: serverError },
    ],
    serializeState: (s) => {
      const c = s.context as SaveFlowContext;
      return JSON.stringify([s.value, c.saved !== null, c.createdBoardId, c.boards.length, c.error !== null]);
    },
  },
  {
    id: 'saved-indicator',
    title: 'Saved indicator',
    specSection: 'spec 1 section 4, spec 3 section 4 (saved indicator)',
    machine: savedIndicatorMachine,
    sampleInput: { saved: null },
    coverageInputs: [{ saved: null }, { saved: sampleSaved }],
    events: [
      { event: { type: 'pin.saved', boardName: 'Home decor', href: '/pinstate/home-decor/' }, label: 'Saved to a board' },
      { event: { type: 'pin.saved', boardName: null, href: '/me/' }, label: 'Saved to profile' },
      { event: { type: 'pin.unsaved' }, label: 'Save removed' },
    ],
  },
  {
    id: 'signed-out-saves',
    title: 'Signed-out saves',
    specSection: 'spec 1 section 4 (signed-out saves), spec 3 section 4 (logged-out local state)',
    machine: signedOutSavesMachine,
    events: [
      { event: { type: 'signedOut.save', pinId: '100001' }, label: 'Save a pin while logged out' },
      { event: { type: 'signedOut.save', pinId: '100002' }, label: 'Save a second pin' },
      { event: { type: 'signedOut.save', pinId: '100003' }, label: 'Save a third pin (refused)' },
      { event: { type: 'signedOut.dismiss', pinId: '100001' }, label: 'Let a held pin go' },
      { event: { type: 'session.signedIn', userId: 'u1' }, label: 'Sign in (merge)' },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.restoreSignedOutSaves', output: [] },
      { type: 'xstate.done.actor.restoreSignedOutSaves', output: ['100004'] },
      { type: 'xstate.error.actor.restoreSignedOutSaves', error: new Error('Storage unavailable') },
      {
        type: 'xstate.done.actor.mergeSignedOutSaves',
        output: { saved: [{ pinId: '100001', result: profileRepin }], failed: 0 },
      },
      { type: 'xstate.error.actor.mergeSignedOutSaves', error: serverError },
    ],
    serializeState: (s) => {
      const c = s.context as SignedOutSavesContext;
      return JSON.stringify([s.value, c.held, c.mergingFor !== null, Math.min(c.mergeErrors, 1)]);
    },
  },
  {
    id: 'favorite',
    title: 'Favorite button',
    specSection: 'spec 1 section 4 (favorite button), section 8',
    machine: favoriteMachine,
    sampleInput: { pinId: '100001', favoritedByMe: false, favoriteUserCount: 3 },
    coverageInputs: [
      { pinId: '100001', favoritedByMe: false, favoriteUserCount: 3 },
      { pinId: '100001', favoritedByMe: true, favoriteUserCount: 3, feed: { kind: 'board', id: 'b1' } },
    ],
    events: [{ event: { type: 'favorite.toggle' }, label: 'Tap the heart' }],
    coverageEvents: [
      { type: 'xstate.done.actor.changeFavorite', output: undefined },
      { type: 'xstate.error.actor.changeFavorite', error: serverError },
    ],
  },
];
