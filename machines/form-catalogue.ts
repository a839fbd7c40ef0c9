// Catalogue entries of the edit-form and collaborators machines (spec 3 section 5's edit pages), listed by
// `machines/catalogue.ts`: sample inputs, the events a person may send, the done and error answers
// of their invoked calls for path coverage, and bounded serialisations.
import type { CatalogueEntry } from './catalogue-entry';
import { collaboratorsMachine, type CollaboratorsContext } from './collaborators.machine';
import { editFormMachine, type EditFormContext } from './edit-form.machine';
import { serverError } from './catalogue-entry';

const ann = { id: 'u2', username: 'ann', fullName: 'Ann' };
const bob = { id: 'u3', username: 'bob', fullName: 'Bob' };
const cat = { id: 'u4', username: 'cat', fullName: 'Cat' };

export const editFormEntry: CatalogueEntry = {
  id: 'edit-form',
  title: 'Edit form (pin, saved pin, board, section)',
  specSection: 'spec 3 sections 2 and 4 (edit routes, board update), spec 1 sections 5 and 8',
  machine: editFormMachine,
  sampleInput: {
    form: { name: 'board', boardId: 'b1', ownerUsername: 'pinstate' },
    values: { name: 'Home decor', description: '', privacy: 'public' },
    deletable: true,
  },
  coverageInputs: [
    {
      form: { name: 'board', boardId: 'b1', ownerUsername: 'pinstate' },
      values: { name: 'Home decor', description: '', privacy: 'public' },
      deletable: true,
    },
    {
      form: { name: 'section', sectionId: 's1', boardUrl: '/pinstate/b1/' },
      values: { title: 'Tables' },
      deletable: false,
    },
  ],
  events: [
    {
      event: { type: 'field.change', name: 'name', value: 'Living room' },
      label: 'Type a new name',
    },
    { event: { type: 'field.change', name: 'name', value: '' }, label: 'Clear the name' },
    {
      event: { type: 'field.change', name: 'title', value: 'Chairs' },
      label: 'Type a section name',
    },
    { event: { type: 'form.submit' }, label: 'Press Save' },
    { event: { type: 'form.reset' }, label: 'Press Reset' },
    { event: { type: 'delete.request' }, label: 'Press Delete' },
    { event: { type: 'delete.cancel' }, label: 'Cancel the delete' },
    { event: { type: 'delete.confirm' }, label: 'Confirm the delete' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.saveEdit', output: { output: { id: 'b1' }, outcome: {} } },
    { type: 'xstate.error.actor.saveEdit', error: serverError },
    { type: 'xstate.done.actor.deleteEdit', output: {} },
    { type: 'xstate.error.actor.deleteEdit', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as EditFormContext;
    return JSON.stringify([
      s.value,
      c.kind,
      c.values,
      c.initial,
      Object.keys(c.errors),
      c.failure !== null,
    ]);
  },
  summarize: (context) => {
    const c = context as EditFormContext;
    return `${c.kind} ${c.id}: ${JSON.stringify(c.values)}${c.failure ? ` (${c.failure})` : ''}`;
  },
};

export const collaboratorsEntry: CatalogueEntry = {
  id: 'collaborators',
  title: 'Board collaborators and invitations',
  specSection: 'spec 3 sections 4, 7 and 8 (board management, invite and collaborator delete)',
  machine: collaboratorsMachine,
  sampleInput: { boardId: 'b1', ownerId: 'u1', collaborators: [ann], invited: [bob] },
  events: [
    { event: { type: 'member.remove', userId: 'u2' }, label: 'Remove Ann (collaborator)' },
    { event: { type: 'member.remove', userId: 'u3' }, label: 'Cancel Bob’s invitation' },
    { event: { type: 'member.invite', user: cat }, label: 'Invite Cat' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.changeMember', output: { removed: true } },
    { type: 'xstate.error.actor.changeMember', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as CollaboratorsContext;
    const ids = (list: { id: string }[]) => list.map((u) => u.id).join(',');
    return JSON.stringify([
      s.value,
      ids(c.collaborators),
      ids(c.invited),
      c.queue.map((q) => `${q.kind}:${q.user.id}`),
      c.failure !== null,
    ]);
  },
  summarize: (context) => {
    const c = context as CollaboratorsContext;
    return `${c.collaborators.length} collaborators, ${c.invited.length} invited, ${c.queue.length} waiting`;
  },
};
