// @vitest-environment jsdom
// Spec 1 section 8 render errors: an error in one card is caught around that card; it is reported,
// the card renders nothing, and its neighbours still work.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { getActorBySystemId, loadPinLogic } from '../../runtime/system';
import { CardBoundary } from './card-boundary';

// The analytics actor comes with the logic the app loads after its first paint.
beforeAll(() => loadPinLogic());

afterEach(cleanup);

function BrokenCard(): never {
  throw new Error('The pin has no image');
}

function WorkingCard() {
  const [saves, setSaves] = useState(0);
  return (
    <button type="button" onClick={() => setSaves(saves + 1)}>
      Saved {saves}
    </button>
  );
}

test('a card that throws renders nothing, is reported, and its neighbours still work', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const analytics = getActorBySystemId('analytics')!;
  const sent = vi.spyOn(analytics, 'send');
  render(
    <div>
      <div data-testid="broken">
        <CardBoundary pinId="100001">
          <BrokenCard />
        </CardBoundary>
      </div>
      <CardBoundary pinId="100002">
        <WorkingCard />
      </CardBoundary>
    </div>,
  );
  expect(screen.getByTestId('broken').childElementCount).toBe(0);
  await userEvent.click(screen.getByRole('button', { name: 'Saved 0' }));
  expect(screen.getByRole('button', { name: 'Saved 1' })).toBeTruthy();
  expect(sent.mock.calls).toEqual([
    [
      {
        type: 'analytics.record',
        source: 'card.100001',
        event: { type: 'card.renderFailed', pinId: '100001', message: 'The pin has no image' },
      },
    ],
  ]);
  quiet.mockRestore();
});
