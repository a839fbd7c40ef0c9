// Catalogue entry of the follow machine (spec 3 section 4 "Follow and hide actions"), listed by
// `machines/catalogue.ts`: sample inputs for a board and a person, the tap a person may send, the
// done and error answers of the follow call for path coverage, and a bounded serialisation.
import type { CatalogueEntry } from './catalogue-entry';
import { followMachine, type FollowContext } from './follow.machine';
import { serverError } from './catalogue-entry';

export const followEntry: CatalogueEntry = {
  id: 'follow',
  title: 'Follow a board, a person or a topic',
  specSection: 'spec 3 sections 4 and 7 (follow and unfollow, log events 26, 27, 601 and 602)',
  machine: followMachine,
  sampleInput: { kind: 'board', id: 'b13', following: false },
  coverageInputs: [
    { kind: 'board', id: 'b13', following: false },
    { kind: 'user', id: 'u11', following: true, followerCount: 3 },
    { kind: 'interest', id: 'i2', following: false },
  ],
  events: [{ event: { type: 'follow.toggle' }, label: 'Press Follow or Following' }],
  coverageEvents: [
    { type: 'xstate.done.actor.changeFollow', output: undefined },
    { type: 'xstate.error.actor.changeFollow', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as FollowContext;
    return JSON.stringify([s.value, c.kind, c.following, c.confirmed.following, c.error !== null]);
  },
  summarize: (context) => {
    const c = context as FollowContext;
    const count = c.followerCount === null ? '' : `, ${c.followerCount} followers`;
    return `${c.kind} ${c.id}: ${c.following ? 'following' : 'not following'}${count}${c.error ? ` (${c.error})` : ''}`;
  },
};
