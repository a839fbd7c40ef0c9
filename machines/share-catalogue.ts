// The share button's catalogue entry (spec 3 section 4 "Sharing"), brought to the catalogue by
// its per-pin kind (share-kind.ts).
import { serverError, type CatalogueEntry } from './catalogue-entry';
import { shareMachine, type ShareContext } from './share.machine';

const signedInDesktop = { kind: 'signed-in', id: 'u1', device: 'desktop' } as const;
const signedInMobile = { kind: 'signed-in', id: 'u1', device: 'mobile' } as const;
const visitor = { kind: 'logged-out', id: null, device: 'desktop' } as const;
const recipients = [{ id: 'u2', name: 'Ann Example', username: 'ann' }];

export const shareCatalogueEntry: CatalogueEntry = {
  id: 'share',
  title: 'Share button and send flyout',
  specSection: 'spec 3 sections 2, 4, 8 and 9 (sharing, send flyout, app-icon upsell)',
  machine: shareMachine,
  sampleInput: { pinId: '100001', link: 'http://127.0.0.1:4173/pin/100001/' },
  events: [
    {
      event: { type: 'share.open', viewer: signedInDesktop },
      label: 'A signed-in desktop viewer presses Share (send flyout)',
    },
    {
      event: { type: 'share.open', viewer: visitor },
      label: 'A visitor presses Share (default handler)',
    },
    { event: { type: 'share.copy' }, label: "Press the flyout's copy button" },
    { event: { type: 'share.send', recipientId: 'u2' }, label: 'Send the pin to Ann' },
    { event: { type: 'share.retryRecipients' }, label: 'Load people again' },
    { event: { type: 'share.close' }, label: 'Close the flyout (Escape)' },
    {
      event: { type: 'share.shown', viewer: signedInMobile },
      label: 'The share button shows on mobile (upsell)',
    },
    {
      event: { type: 'share.shown', viewer: signedInDesktop },
      label: 'The share button shows to a signed-in desktop viewer (no upsell)',
    },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.shareDefault', output: 'shared' },
    { type: 'xstate.done.actor.shareDefault', output: 'copied' },
    { type: 'xstate.done.actor.shareDefault', output: 'cancelled' },
    { type: 'xstate.error.actor.shareDefault', error: new Error('not allowed') },
    { type: 'xstate.done.actor.loadRecipients', output: recipients },
    { type: 'xstate.error.actor.loadRecipients', error: serverError },
    { type: 'xstate.done.actor.copyLink', output: undefined },
    { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
    { type: 'xstate.done.actor.sendPin', output: undefined },
    { type: 'xstate.error.actor.sendPin', error: serverError },
    { type: 'xstate.done.actor.fetchUpsellIcon', output: undefined },
    { type: 'xstate.error.actor.fetchUpsellIcon', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as ShareContext;
    return JSON.stringify([s.value, c.recipients.length > 0, c.outcome?.kind ?? null]);
  },
};
