// The board's bulk delete in the catalogue (spec 3 section 7, BulkEditResource delete), listed by
// `machines/catalogue.ts`.
import { serverError, type CatalogueEntry } from './catalogue-entry';
import { bulkDeleteMachine, type BulkDeleteContext } from './bulk-delete.machine';

export const bulkDeleteEntry: CatalogueEntry = {
  id: 'bulk-delete',
  title: 'Bulk delete: choose pins on a board, confirm, one call',
  specSection: "spec 3 section 7 'BulkEditResource delete'; section 4 (orbac_subject_id)",
  machine: bulkDeleteMachine,
  sampleInput: { boardId: 'b1' },
  events: [
    { event: { type: 'bulk.toggle', pinId: '100001' }, label: 'Choose or unchoose a pin' },
    { event: { type: 'bulk.clear' }, label: 'Unchoose every pin' },
    { event: { type: 'bulk.delete' }, label: 'Press Delete' },
    { event: { type: 'bulk.confirm' }, label: 'Confirm the delete' },
    {
      event: { type: 'bulk.confirm', orbacSubjectId: 'u7' },
      label: 'Confirm, acting as another business profile',
    },
    { event: { type: 'bulk.cancel' }, label: 'Cancel' },
    { event: { type: 'bulk.retry' }, label: 'Try again' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.deletePins', output: undefined },
    { type: 'xstate.error.actor.deletePins', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as BulkDeleteContext;
    return JSON.stringify([s.value, c.selected.length > 0, c.orbacSubjectId !== undefined]);
  },
};
