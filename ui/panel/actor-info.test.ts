// The panel's context summary (ui/panel/actor-info.ts): JSON as JSON.stringify writes it, actor
// refs by name, Maps and Sets as plain data, clipped with an ellipsis, and written only as far as
// it is shown.
import { expect, test } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { summarizeContext } from './actor-info';

test('a context summary is the JSON of the context, with refs, Maps, Sets and functions readable', () => {
  const child = createActor(createMachine({ id: 'child' }), { id: 'pin.1.save' }).start();
  const context = {
    n: 1,
    text: 'say "hi"',
    list: [1, undefined, null, Number.NaN],
    left: undefined,
    map: new Map([['k', { z: true }]]),
    set: new Set(['a']),
    run: () => 0,
    at: new Date(0),
    ref: child,
  };
  expect(summarizeContext(context, 20_000)).toBe(
    '{"n":1,"text":"say \\"hi\\"","list":[1,null,null,null],"map":{"k":{"z":true}},' +
      '"set":["a"],"run":"<function>","at":"1970-01-01T00:00:00.000Z","ref":"<pin.1.save>"}',
  );
  child.stop();
});

test('a context summary longer than its limit is cut to the limit with an ellipsis', () => {
  const summary = summarizeContext({ text: 'x'.repeat(500) }, 240);
  expect(summary).toHaveLength(240);
  expect(summary.endsWith('…')).toBe(true);
  expect(summary.startsWith('{"text":"xxx')).toBe(true);
  expect(summarizeContext({ a: 1 }, 240)).toBe('{"a":1}');
});

test('a context summary writes only as much of a large context as it shows', () => {
  let read = 0;
  const pins = Array.from({ length: 10_000 }, (_, i) => ({
    get id() {
      read += 1;
      return i;
    },
  }));
  expect(summarizeContext({ pins }, 240)).toMatch(/^\{"pins":\[\{"id":0\},\{"id":1\},.*…$/);
  expect(read).toBeLessThan(100);
});
