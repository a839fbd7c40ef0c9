// The logged-out local state's catalogue entry (spec 3 sections 3, 4, 5 and 8), listed by
// `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { localStateMachine, type LocalStateContext } from './local-state.machine';

const search = { query: 'soup', rs: 'typed', scope: 'pins', rg: '' };

export const localStateEntry: CatalogueEntry = {
  id: 'local-state',
  title: 'Logged-out local state: searches, clickthroughs, views and revisits in the browser',
  specSection: "spec 3 section 4 'Logged-out local state'; sections 3, 5 and 8",
  machine: localStateMachine,
  sampleInput: undefined,
  events: [
    { event: { type: 'localState.search.add', search }, label: 'A visitor completes a search' },
    { event: { type: 'localState.search.remove', search }, label: 'They remove a recent search' },
    {
      event: {
        type: 'localState.clickthrough',
        pin: {
          pinId: '100001',
          link: 'https://example.com/',
          imageSignature: 'a1',
          domain: 'example.com',
        },
      },
      label: 'They follow an outside link',
    },
    {
      event: { type: 'localState.view', path: '/pin/100001/', ts: 1000 },
      label: 'They open a closeup',
    },
    { event: { type: 'localState.download' }, label: 'They download a pin' },
    { event: { type: 'localState.inviteRedeemed', code: 'inv1' }, label: 'They redeem an invite' },
    { event: { type: 'localState.update', update: { isQUS: true } }, label: 'UPDATE: isQUS' },
    {
      event: { type: 'localState.stored', stored: '{"revisitation":', now: 2000 },
      label: 'Another tab leaves corrupt data',
    },
    { event: { type: 'session.signedIn' }, label: 'The visitor signs in' },
    { event: { type: 'session.signedOut' }, label: 'The viewer signs out' },
  ],
  coverageEvents: [
    {
      type: 'xstate.done.actor.readLocalState',
      output: { stored: null, now: 1000, signedIn: false, path: '/' },
    },
    {
      type: 'xstate.done.actor.readLocalState',
      output: { stored: '{', now: 1000, signedIn: false, path: null },
    },
    {
      type: 'xstate.done.actor.readLocalState',
      output: { stored: null, now: 1000, signedIn: true, path: '/' },
    },
    { type: 'xstate.error.actor.readLocalState', error: new Error('Storage refused') },
  ],
  // Lists only grow: what matters is the state, who is viewing and whether anything is kept.
  serializeState: (s) => {
    const c = s.context as LocalStateContext;
    return JSON.stringify([
      s.value,
      c.signedIn,
      c.data.completedSearches.length > 0,
      Math.min(c.resets, 1),
    ]);
  },
  summarize: (context) => {
    const c = context as LocalStateContext;
    const d = c.data;
    return `${d.completedSearches.length} searches, ${d.clickthroughPins.length} clickthroughs, ${d.recentViews.length} views, revisits ${d.revisitation.count}${c.signedIn ? ' (signed in)' : ''}`;
  },
};
