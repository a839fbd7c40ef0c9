// @vitest-environment jsdom
// Spec 2 section 8: rendering errors in an error boundary are reported; the fallback shows nothing.
import { StrictMode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { PlacementBoundary } from './placement';

afterEach(cleanup);

function Broken(): never {
  throw new Error('display data broke the renderer');
}

for (const [mode, wrap] of [
  ['plain', (node: React.ReactNode) => node],
  ['strict mode', (node: React.ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a placement whose renderer throws is reported and shows nothing (${mode})`, () => {
    const report = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      wrap(
        <PlacementBoundary report={report}>
          <Broken />
        </PlacementBoundary>,
      ),
    );
    quiet.mockRestore();
    expect(container.innerHTML).toBe('');
    expect(report).toHaveBeenCalledWith(new Error('display data broke the renderer'));
  });
}

test('a placement that renders shows what it wraps', () => {
  const { container } = render(
    <PlacementBoundary report={() => undefined}>
      <p>Banner</p>
    </PlacementBoundary>,
  );
  expect(container.textContent).toBe('Banner');
});
