// @vitest-environment jsdom
// The top bar's search field: it shows the page's query as the page changes, and keeps what is
// typed while the results of the query it just sent are loading (the navigation's render comes
// after the press, on a busy page once the results' code has arrived).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, type Navigator } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { SearchField } from './top-bar';

// The search tooltip's slot loads the guidance code with the app's system: none here.
vi.mock('../guidance/anchored-slot', () => ({ AnchoredSlot: () => null }));

afterEach(cleanup);

/** The field under a router whose location the test moves, as the app's router would, late. */
function renderAt(search: string) {
  const pushed: string[] = [];
  const navigator = {
    push: (to: string | { pathname?: string; search?: string }) =>
      void pushed.push(typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    replace: () => undefined,
    go: () => undefined,
    createHref: () => '',
  } as unknown as Navigator;
  const at = (query: string) => (
    <Router location={{ pathname: '/search/pins/', search: query }} navigator={navigator}>
      <SearchField />
    </Router>
  );
  const view = render(at(search));
  return { pushed, moveTo: (query: string) => view.rerender(at(query)) };
}

const field = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

test('what is typed while the results of the last search load is kept when they arrive', async () => {
  const { pushed, moveTo } = renderAt('');
  await userEvent.type(field(), 'soup{Enter}');
  expect(pushed).toEqual(['/search/pins/?q=soup&rs=typed']);
  // The next search is typed before the first one's page has rendered.
  await userEvent.clear(field());
  await userEvent.type(field(), 'bread');
  moveTo('?q=soup&rs=typed');
  expect(field().value).toBe('bread');
});

test('the field shows the query of the page it is on as the page changes (Back, a recent search)', async () => {
  const { moveTo } = renderAt('?q=soup');
  expect(field().value).toBe('soup');
  await userEvent.type(field(), '{Enter}');
  moveTo('?q=soup&rs=typed');
  moveTo('?q=cats');
  expect(field().value).toBe('cats');
  moveTo('');
  expect(field().value).toBe('');
});
