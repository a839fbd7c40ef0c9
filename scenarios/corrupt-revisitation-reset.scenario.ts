// Spec 3 section 5 ("Stored revisitation data must have numeric count, time and ts, or it resets
// to a fresh state") and section 8 ("Corrupt stored revisitation data: reset to fresh state"): the
// logged-out local state's revisitation is damaged in the browser; it resets to fresh, the rest is
// kept, and a reload counts a revisit from there.
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const localState = SYSTEM_IDS.localState;
const soup = { query: 'soup', rs: 'typed', scope: 'pins', rg: '' };

/** What another tab leaves in storage: the search kept, the revisit count not a number. */
const damaged = JSON.stringify({
  closeupPins: [],
  recentViews: [],
  completedSearches: [soup],
  clickthroughPins: [],
  downloadedPins: 0,
  redeemedInvites: [],
  revisitation: { count: 'three', time: 'yesterday', ts: null },
  daysSinceLastRevisit: '',
  isQUS: false,
  landingPageType: 'home',
});

export default defineScenario({
  id: 'corrupt-revisitation-reset',
  title: 'Corrupt revisitation data resets to fresh',
  summary:
    'The revisit count a logged-out visitor’s browser keeps is damaged (not a number). It resets to a fresh state instead of breaking the page; the rest of what was kept stays, and the next visit counts as a revisit.',
  spec: "spec 3 section 5 (revisitation must be numeric); section 8 'Corrupt stored revisitation data'",
  start: { viewer: null, path: '/' },
  steps: [
    {
      kind: 'expect',
      say: 'The local state has been read: a first visit.',
      check: { actor: localState, path: 'data.revisitation.count', equals: 0 },
    },
    {
      kind: 'send',
      say: 'Another tab leaves a damaged revisit count in the browser.',
      to: localState,
      event: { type: 'localState.stored', stored: damaged },
    },
    {
      kind: 'expect',
      say: 'The revisitation resets to a fresh state.',
      check: { actor: localState, path: 'data.revisitation.count', equals: 0 },
    },
    {
      kind: 'expect',
      say: 'The reset is counted once.',
      check: { actor: localState, path: 'resets', equals: 1 },
    },
    {
      kind: 'expect',
      say: 'The rest is kept: the soup search is still there.',
      check: { actor: localState, path: 'data.completedSearches', equals: [soup] },
    },
    { kind: 'reload', say: 'The visitor comes back (the page loads again).' },
    {
      kind: 'expect',
      say: 'The fresh state was stored: this visit counts as the first revisit.',
      check: { actor: localState, path: 'data.revisitation.count', equals: 1 },
    },
    {
      kind: 'expect',
      say: 'And the search is still kept.',
      check: { actor: localState, path: 'data.completedSearches', equals: [soup] },
    },
  ],
});
