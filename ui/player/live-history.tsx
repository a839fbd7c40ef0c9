// The live app's in-memory history (live-app.tsx): react-router's `Router` over a list of entries
// of its own, as react-router's MemoryRouter does. Its MemoryRouter is code of the router's one
// module, which the home chunk holds whole with every part a later chunk uses: written here, the
// player's few lines stay in the player's chunk (docs/decisions/112).
import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  createPath,
  NavigationType,
  parsePath,
  Router,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

/** Where the live app is and how it got there. */
interface LiveView {
  location: Location;
  action: NavigationType;
}

/** A place to go, as a location with its state and a fresh key. */
function locationOf(to: To, state: unknown, key: string): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key,
  };
}

const freshKey = () => Math.random().toString(36).slice(2, 10);

/**
 * A history of entries starting at `first`: a push drops the entries ahead of the current one, a
 * replace swaps the current one, `go` moves within the list and stops at its ends.
 */
function createLiveHistory(first: Location) {
  const entries: Location[] = [first];
  let index = 0;
  let view: LiveView = { location: first, action: NavigationType.Pop };
  const listeners = new Set<(view: LiveView) => void>();
  const show = (action: NavigationType) => {
    view = { location: entries[index] ?? first, action };
    for (const listener of listeners) listener(view);
  };
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push(to, state) {
      entries.splice(index + 1, entries.length, locationOf(to, state, freshKey()));
      index = entries.length - 1;
      show(NavigationType.Push);
    },
    replace(to, state) {
      entries[index] = locationOf(to, state, freshKey());
      show(NavigationType.Replace);
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      show(NavigationType.Pop);
    },
  };
  return {
    navigator,
    view: () => view,
    listen(listener: (view: LiveView) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The routes under `children` at `first`, moved by links and navigation within the history. */
export function LiveRouter({ first, children }: { first: Location; children: ReactNode }) {
  const [history] = useState(() => createLiveHistory(first));
  const [view, setView] = useState(history.view);
  useLayoutEffect(() => history.listen(setView), [history]);
  return (
    <Router location={view.location} navigationType={view.action} navigator={history.navigator}>
      {children}
    </Router>
  );
}
