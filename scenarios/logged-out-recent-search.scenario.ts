// Spec 3 section 4 "Logged-out local state": ADD and REMOVE completed search. A visitor who is not
// logged in searches; the search is kept in the browser and shown under the search field, where
// they remove it.
import { RECENT_SEARCH_LABELS } from '../domain/local-state-store';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const localState = SYSTEM_IDS.localState;
const soup = { query: 'soup', rs: 'typed', scope: 'pins', rg: '' };
const remove = { type: 'localState.search.remove', search: soup };

export default defineScenario({
  id: 'logged-out-recent-search',
  title: 'A logged-out visitor removes a recent search',
  summary:
    'A visitor who is not logged in searches for soup: the search is kept in the browser and shown under the search field. They remove it, and it is gone.',
  spec: "spec 3 section 4 'Logged-out local state' (ADD / REMOVE completed search)",
  start: { viewer: null, path: '/' },
  steps: [
    {
      kind: 'expect',
      say: 'The local state has been read from the browser.',
      check: { actor: localState, state: 'keeping' },
    },
    {
      kind: 'act',
      say: 'The visitor searches for soup.',
      action: { do: 'visit', path: '/search/pins/?q=soup&rs=typed' },
      equivalent: { to: localState, event: { type: 'localState.search.add', search: soup } },
    },
    {
      kind: 'expect',
      say: 'The search is kept as a completed search.',
      check: { actor: localState, path: 'data.completedSearches', equals: [soup] },
    },
    {
      kind: 'act',
      say: 'They go back to the search field.',
      action: { do: 'click', target: { role: 'searchbox', name: 'Search' } },
      only: ['playwright'],
    },
    {
      kind: 'expect',
      say: 'Under it, their recent searches.',
      check: { text: RECENT_SEARCH_LABELS.heading },
      only: ['playwright'],
    },
    {
      kind: 'act',
      say: 'They remove the soup search.',
      action: {
        do: 'click',
        target: { role: 'button', name: RECENT_SEARCH_LABELS.remove('soup') },
      },
      equivalent: { to: localState, event: remove },
      only: ['playwright'],
    },
    {
      kind: 'send',
      say: 'They remove the soup search.',
      to: localState,
      event: remove,
      only: ['headless', 'browser'],
    },
    {
      kind: 'expect',
      say: 'It is gone from the kept searches.',
      check: { actor: localState, path: 'data.completedSearches', equals: [] },
    },
  ],
});
