// @vitest-environment jsdom
// The live app's own in-memory history (docs/decisions/112): it starts at the scenario's path
// with the mount's key, and links, pushes, replaces and going back move it as react-router's
// MemoryRouter moved it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateOptions,
  type To,
} from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { LiveRouter } from './live-history';

/** The live app's navigate function, kept after each render for the tests to call. */
const held: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };
const navigate = (to: To | number, options?: NavigateOptions) =>
  typeof to === 'number' ? held.navigate(to) : held.navigate(to, options);

function Where() {
  const location = useLocation();
  const action = useNavigationType();
  const go = useNavigate();
  useEffect(() => {
    held.navigate = go;
  });
  return (
    <>
      <p data-testid="where">
        {`${action} ${location.pathname}${location.search}${location.hash} ${location.key} ${JSON.stringify(location.state)}`}
      </p>
      <Link to="/pin/2/?from=link">to pin 2</Link>
    </>
  );
}

const first = {
  pathname: '/pin/1/',
  search: '?a=1',
  hash: '',
  state: null,
  key: 'mount-3',
};

afterEach(() => {
  document.body.innerHTML = '';
});

const where = () => screen.getByTestId('where').textContent ?? '';

test('the live history starts at the first entry with its key, and a link pushes a new entry', () => {
  render(
    <StrictMode>
      <LiveRouter first={first}>
        <Where />
      </LiveRouter>
    </StrictMode>,
  );
  expect(where()).toBe('POP /pin/1/?a=1 mount-3 null');
  fireEvent.click(screen.getByRole('link', { name: 'to pin 2' }));
  expect(where()).toMatch(/^PUSH \/pin\/2\/\?from=link \w+ null$/);
  expect(screen.getByRole('link', { name: 'to pin 2' }).getAttribute('href')).toBe(
    '/pin/2/?from=link',
  );
});

test('a push carries its state, a replace swaps the entry, going back returns and stops at the start', () => {
  render(
    <LiveRouter first={first}>
      <Where />
    </LiveRouter>,
  );
  act(() => void navigate('/board/b1/', { state: { fromToast: true } }));
  expect(where()).toMatch(/^PUSH \/board\/b1\/ \w+ \{"fromToast":true\}$/);
  act(() => void navigate('/board/b2/#top', { replace: true }));
  expect(where()).toMatch(/^REPLACE \/board\/b2\/#top \w+ null$/);
  act(() => void navigate(-1));
  expect(where()).toBe('POP /pin/1/?a=1 mount-3 null');
  act(() => void navigate(-1));
  expect(where()).toBe('POP /pin/1/?a=1 mount-3 null');
  act(() => void navigate(1));
  expect(where()).toMatch(/^POP \/board\/b2\/#top /);
});

test('a push after going back drops the entries ahead', () => {
  render(
    <LiveRouter first={first}>
      <Where />
    </LiveRouter>,
  );
  act(() => void navigate('/a/'));
  act(() => void navigate('/b/'));
  act(() => void navigate(-2));
  act(() => void navigate('/c/'));
  act(() => void navigate(1));
  expect(where()).toMatch(/^POP \/c\/ /);
  act(() => void navigate(-1));
  expect(where()).toBe('POP /pin/1/?a=1 mount-3 null');
});
