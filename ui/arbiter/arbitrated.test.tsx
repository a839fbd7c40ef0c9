// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { Arbitrated } from './arbitrated';
import { openScreen } from './open-screen';

function Page({ first }: { first: boolean }) {
  return (
    <>
      {first ? (
        <Arbitrated id="placement.first" kind="callout">
          first
        </Arbitrated>
      ) : null}
      <Arbitrated id="placement.second" kind="callout">
        second
      </Arbitrated>
    </>
  );
}

test('a surface the screen passes to as another goes is drawn after the frame that answers the press, and never beside it on a phone', async () => {
  await openScreen({ width: 390 });
  // React as the browser runs it: a press's update is drawn at once, deferred work after it.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<Page first />));
    await waitFor(() => expect(host.textContent).toBe('first'));
    // The press takes the first surface away: its frame shows it gone, and nothing yet.
    flushSync(() => root.render(<Page first={false} />));
    await Promise.resolve();
    expect(host.textContent).toBe('');
    await waitFor(() => expect(host.textContent).toBe('second'));
  } finally {
    root.unmount();
    host.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  }
});
