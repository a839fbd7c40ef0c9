// The inline board picker over random typing, creates, cancels, retries and server answers,
// against a small model of spec 3 section 5 ("Board title 50"): a board is created only with a
// title of 1 to 50 characters once trimmed (counted here in code points, as a person counts), it
// is created under the trimmed title, never twice for one press, and once the list loads again
// the new board is first.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  boardPickerMachine,
  type BoardOption,
  type BoardPickerEvent,
} from '../machines/board-picker.machine';
import { deferred, flush, type Deferred } from '../machines/test-support';

type Step =
  | { kind: 'send'; event: BoardPickerEvent }
  | { kind: 'loadAnswers'; ok: boolean }
  | { kind: 'createAnswers'; ok: boolean };

const titleArb = fc.oneof(
  fc.constantFrom('', '   ', 'Patio', '  Balcony  ', '😀'.repeat(50), '😀'.repeat(51)),
  fc.string({ maxLength: 60 }),
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'send', event: { type: 'naming.start' } }),
  titleArb.map<Step>((title) => ({ kind: 'send', event: { type: 'naming.change', title } })),
  fc.constant<Step>({ kind: 'send', event: { type: 'naming.cancel' } }),
  fc.constant<Step>({ kind: 'send', event: { type: 'board.create' } }),
  titleArb.map<Step>((title) => ({ kind: 'send', event: { type: 'board.create', title } })),
  fc.constant<Step>({ kind: 'send', event: { type: 'picker.retry' } }),
  fc.boolean().map<Step>((ok) => ({ kind: 'loadAnswers', ok })),
  fc.boolean().map<Step>((ok) => ({ kind: 'createAnswers', ok })),
);

/** The spec's rule, written again: 1 to 50 characters once trimmed. */
const titleAllowed = (title: string) => {
  const length = [...title.trim()].length;
  return length >= 1 && length <= 50;
};

const BOARDS: BoardOption[] = [
  { id: 'b1', name: 'Garden', url: '/pinstate/garden/', privacy: 'public' },
];

const property = (logic: typeof boardPickerMachine) =>
  fc.asyncProperty(fc.array(stepArb, { maxLength: 30 }), async (steps) => {
    const loads: Deferred<BoardOption[]>[] = [];
    const creates: { name: string; answer: Deferred<BoardOption> }[] = [];
    const actor = createActor(
      logic.provide({
        actors: {
          loadBoards: fromPromise(() => {
            const answer = deferred<BoardOption[]>();
            loads.push(answer);
            return answer.promise;
          }),
          createBoard: fromPromise(({ input }: { input: { name: string; username: string } }) => {
            const answer = deferred<BoardOption>();
            creates.push({ name: input.name, answer });
            return answer.promise;
          }),
        },
      }),
      { input: { username: 'pinstate' } },
    ).start();
    // The model: the title typed, and whether a create is on its way.
    let draft = '';
    let creating = false;
    let created: BoardOption | null = null;
    let answeredLoads = 0;
    let answeredCreates = 0;
    for (const step of steps) {
      const before = creates.length;
      const state = actor.getSnapshot();
      if (step.kind === 'send') {
        const { event } = step;
        const naming = state.matches('naming');
        const ready = state.matches('ready');
        actor.send(event);
        if (event.type === 'naming.start' && ready) draft = '';
        if (event.type === 'naming.change' && naming) draft = event.title;
        if (event.type === 'naming.cancel' && naming) draft = '';
        if (event.type === 'board.create' && (naming || ready)) {
          const title = event.title ?? draft;
          // A create is made exactly when the title is allowed, under its trimmed form.
          expect(creates.length - before).toBe(titleAllowed(title) ? 1 : 0);
          if (titleAllowed(title)) {
            expect(creates.at(-1)?.name).toBe(title.trim());
            creating = true;
          }
        } else {
          expect(creates.length).toBe(before);
        }
      } else if (step.kind === 'loadAnswers' && loads.length > answeredLoads) {
        const answer = loads[answeredLoads]!;
        answeredLoads += 1;
        if (step.ok) answer.resolve(BOARDS);
        else answer.reject(new Error('offline'));
        await flush();
        if (step.ok && actor.getSnapshot().matches('ready') && created) {
          expect(actor.getSnapshot().context.boards[0]?.id).toBe(created.id);
        }
      } else if (step.kind === 'createAnswers' && creates.length > answeredCreates) {
        const call = creates[answeredCreates]!;
        answeredCreates += 1;
        const board: BoardOption = {
          id: `b${answeredCreates + 10}`,
          name: call.name,
          url: '/x/',
          privacy: 'public',
        };
        if (step.ok) {
          call.answer.resolve(board);
          created = board;
          draft = '';
        } else call.answer.reject(new Error('taken'));
        await flush();
        creating = false;
      }
      // Never a second create while one is on its way.
      expect(creates.length - answeredCreates).toBeLessThanOrEqual(1);
      if (!creating) expect(actor.getSnapshot().matches('creating')).toBe(false);
      if (actor.getSnapshot().matches('naming'))
        expect(actor.getSnapshot().context.draft).toBe(draft);
    }
    actor.stop();
  });

test('a board is created only under an allowed title, trimmed, once per press, and listed first', async () => {
  await fc.assert(property(boardPickerMachine), { numRuns: 300 });
});

test('the suite catches a picker that sends a title over 50 characters', async () => {
  const lax = boardPickerMachine.provide({ guards: { isValidTitle: () => true } });
  const result = await fc.check(property(lax), { numRuns: 300, seed: 5 });
  expect(result.failed).toBe(true);
});
