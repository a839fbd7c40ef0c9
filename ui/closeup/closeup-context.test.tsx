// @vitest-environment jsdom
// The closeup context outside its provider throws the product's message (docs/requirements.md
// part 2, "Error catalogue"); inside the closeup its views read it (closeup-route.test.tsx draws
// the real closeup, whose card and media read the pin from it).
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useCloseupContext } from './closeup-context';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function PinTitle() {
  return <p>{useCloseupContext().pin.title}</p>;
}

test("the closeup context used outside its provider throws 'useCloseupContext must be used within CloseupContextProvider'", () => {
  // React reports the thrown render error on the console as well; the throw is what is checked.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<PinTitle />)).toThrow(
    new Error('useCloseupContext must be used within CloseupContextProvider'),
  );
});
