// Spec 3 sections 3, 5 and 8: the logged-out local state read back from storage; anything not
// what was stored resets to fresh; revisitation must have numeric count, time and ts.
import { expect, test } from 'vitest';
import { freshLocalState, parseLocalState, revisit } from './local-state-store';

test('nothing stored reads as a fresh state, not as corrupt', () => {
  expect(parseLocalState({ stored: null, now: 5 })).toEqual({
    data: freshLocalState(5),
    corrupt: false,
    revisited: false,
  });
});

test('what was stored reads back as it was', () => {
  const data = { ...freshLocalState(3), isQUS: true, downloadedPins: 2 };
  expect(parseLocalState({ stored: JSON.stringify(data), now: 9 })).toEqual({
    data,
    corrupt: false,
    revisited: true,
  });
});

test('unreadable JSON or a field of the wrong shape resets to fresh', () => {
  for (const stored of ['{', '[]', '42', JSON.stringify({ ...freshLocalState(1), isQUS: 'yes' })])
    expect(parseLocalState({ stored, now: 7 })).toEqual({
      data: freshLocalState(7),
      corrupt: true,
      revisited: false,
    });
});

test('stored revisitation data must have numeric count, time and ts, or it resets to a fresh state', () => {
  const stored = {
    ...freshLocalState(1),
    isQUS: true,
    revisitation: { count: '1', time: 1, ts: 1 },
  };
  const read = parseLocalState({ stored, now: 8 });
  expect(read.data.revisitation).toEqual({ count: 0, time: 8, ts: 8 });
  expect(read.data.isQUS).toBe(true);
  expect(read.corrupt).toBe(true);
  expect(read.revisited).toBe(false);
});

test('days since last revisit bucketed by 7 up to 84+', () => {
  const data = { ...freshLocalState(0), revisitation: { count: 0, time: 0, ts: 0 } };
  expect(revisit({ data, now: 6 * 86_400_000, revisited: true }).daysSinceLastRevisit).toBe('0-6');
  expect(revisit({ data, now: 84 * 86_400_000, revisited: true }).daysSinceLastRevisit).toBe('84+');
});
