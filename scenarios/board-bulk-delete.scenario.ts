// Spec 3 section 7 (BulkEditResource delete: board_id, pin_ids), section 6 (owners can do
// everything on the board), section 4 "Board management" (local state: pin delete) and spec 1
// section 8 "Delete fails". The board's bulk delete is a page actor, `board.<id>.bulkDelete`.
import { KNOWN } from '../fixtures/known';
import { bulkDeleteActorId } from '../machines/page-kinds';
import type { ActStep } from './format';
import { defineScenario } from './format';

const boardId = KNOWN.boards.default;
const pinId = KNOWN.pins.ownPin;
const pinTitle = 'My pantry, finally organised';
const bulk = bulkDeleteActorId(boardId);

function press(name: string, say: string, type: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name } },
    equivalent: { to: bulk, event: { type } },
  };
}

export default defineScenario({
  id: 'board-bulk-delete',
  title: 'Deleting Pins from a board: a failure keeps them, then they go',
  summary:
    "Jane opens her Kitchen ideas board, chooses a Pin and deletes it. The server fails the first time: 'Sorry! There was an error deleting your Pin.' shows and the Pin stays chosen. She tries again: the Pin leaves the board.",
  spec: "spec 3 section 7 'BulkEditResource delete'; section 6; section 4 'Board management'; spec 1 section 8 'Delete fails'",
  start: { viewer: KNOWN.users.default, path: '/pinstate/kitchen-ideas/' },
  steps: [
    {
      kind: 'act',
      say: 'Jane presses Select Pins on her board.',
      only: ['browser', 'playwright'],
      action: { do: 'click', target: { role: 'button', name: 'Select Pins' } },
    },
    {
      kind: 'send',
      say: 'The board page shows its pins to choose from (headless, the page asks the root for it).',
      only: ['headless'],
      to: 'app',
      event: { type: 'page.spawn', systemId: bulk, kind: 'bulkDelete', input: { boardId } },
    },
    {
      kind: 'act',
      say: `Jane ticks '${pinTitle}'.`,
      action: { do: 'click', target: { role: 'checkbox', name: pinTitle } },
      equivalent: { to: bulk, event: { type: 'bulk.toggle', pinId } },
    },
    {
      kind: 'expect',
      say: 'The Pin is chosen.',
      check: { actor: bulk, path: 'selected', equals: [pinId] },
    },
    {
      kind: 'api',
      say: 'The next bulk delete fails on the server.',
      change: { fault: { route: 'DELETE /v3/boards/:id/pins/', status: 500, count: 1 } },
    },
    press('Delete 1 Pin', 'Jane presses Delete 1 Pin.', 'bulk.delete'),
    {
      kind: 'expect',
      say: 'She is asked to confirm.',
      check: { actor: bulk, state: 'confirming' },
    },
    press('Delete', 'Jane confirms.', 'bulk.confirm'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    {
      kind: 'expect',
      say: "The page says 'Sorry! There was an error deleting your Pin.'",
      check: { text: 'Sorry! There was an error deleting your Pin.' },
    },
    {
      kind: 'expect',
      say: 'Nothing is lost: the Pin is still chosen.',
      check: { actor: bulk, path: 'selected', equals: [pinId] },
    },
    press('Try again', 'Jane presses Try again.', 'bulk.retry'),
    { kind: 'wait', say: 'The server answers.', ms: 300 },
    {
      kind: 'expect',
      say: 'The delete went through.',
      check: { actor: bulk, path: 'deleted', equals: [pinId] },
    },
    {
      kind: 'expect',
      say: 'The Pin leaves the board for every page that shows it.',
      check: { actor: 'entities', path: `feedRemovals.board:${boardId}`, equals: [pinId] },
    },
    {
      kind: 'expect',
      say: 'The board no longer shows the Pin.',
      only: ['browser', 'playwright'],
      check: { text: pinTitle, visible: false },
    },
  ],
});
