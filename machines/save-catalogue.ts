// Catalogue entries of the session, toasts, signed-out saves and board picker machines, listed by
// `machines/catalogue.ts` (the per-pin saving machines carry their own, pin-kinds.ts): sample
// inputs, the events a person may send, the done and error answers of their invoked actors for
// path coverage, and bounded serialisations.
import { PIN_DELETED } from '../domain/save';
import type { CatalogueEntry } from './catalogue-entry';
import { serverError } from './catalogue-entry';
import { profileRepin, sampleBoards } from './save-samples';
import { boardPickerMachine, type BoardPickerContext } from './board-picker.machine';
import { sessionMachine } from './session.machine';
import type { SessionContext, SessionUser } from './session.machine';
import { signedOutSavesMachine } from './signed-out-saves.machine';
import type { SignedOutSavesContext } from './signed-out-saves.machine';
import { toastSurfaceId, toastsMachine } from './toasts.machine';
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

export const sessionEntry: CatalogueEntry = {
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
    { event: { type: 'viewer.setLocale', locale: 'zh-CN' }, label: 'Set the locale to zh-CN' },
    {
      event: { type: 'user.changed', changes: { saveBehavior: 1 } },
      label: 'Change the save behaviour to the board picker',
    },
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
    return JSON.stringify([
      s.value,
      c.user?.id ?? null,
      c.user?.saveBehavior ?? null,
      c.pendingUserId,
      c.loginPrompt?.action ?? null,
    ]);
  },
};

export const toastsEntry: CatalogueEntry = {
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
  // The screen's arbiter answering the first toasts' requests (decision 082).
  coverageEvents: [1, 2, 3].flatMap((id) => [
    { type: 'screen.granted', id: toastSurfaceId({ id }) },
    { type: 'screen.revoked', id: toastSurfaceId({ id }) },
  ]),
  serializeState: (s) => {
    const c = s.context as ToastsContext;
    return JSON.stringify([s.value, Math.min(c.queue.length, 1), Boolean(c.current?.thumbnailUrl)]);
  },
};

export const signedOutSavesEntry: CatalogueEntry = {
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
};

export const boardPickerEntry: CatalogueEntry = {
  id: 'board-picker',
  title: 'Inline board picker: boards, naming and creating a board',
  specSection:
    'spec 3 sections 3 and 4 (save_behavior 1, board management), section 5 (board title 50)',
  machine: boardPickerMachine,
  sampleInput: { username: 'pinstate' },
  coverageInputs: [
    { username: 'pinstate' },
    { username: 'pinstate', createdBoard: sampleBoards[0] ?? null },
  ],
  events: [
    { event: { type: 'picker.retry' }, label: 'Retry loading boards' },
    { event: { type: 'naming.start' }, label: 'Start a new board' },
    { event: { type: 'naming.change', title: 'Patio' }, label: "Type 'Patio'" },
    { event: { type: 'naming.change', title: 'x'.repeat(51) }, label: 'Type 51 characters' },
    { event: { type: 'naming.cancel' }, label: 'Cancel the new board' },
    { event: { type: 'board.create' }, label: 'Create the board typed' },
    { event: { type: 'board.create', title: 'Patio' }, label: "Create 'Patio'" },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.loadBoards', output: sampleBoards },
    { type: 'xstate.error.actor.loadBoards', error: serverError },
    {
      type: 'xstate.done.actor.createBoard',
      output: { id: 'b99', name: 'Patio', url: '/pinstate/patio/', privacy: 'public' },
    },
    { type: 'xstate.error.actor.createBoard', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as BoardPickerContext;
    return JSON.stringify([
      s.value,
      c.boards.length > 0,
      c.createdBoard?.id ?? null,
      c.draft === '' ? '' : c.draft.length > 50 ? 'long' : 'ok',
      c.createError !== null,
    ]);
  },
};
