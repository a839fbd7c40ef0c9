// The live app beside the scenario player: the app's own routes, rendered in a React root of
// their own with an in-memory router at the scenario's path, over the same root actor system the
// player drives. Links inside it move within it; the player's page stays where it is.

import { StrictMode, useCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useRoutes } from 'react-router';
import { appRoutes as routes } from '../app/app-routes';
import styles from './player.module.css';

function AppRoutes() {
  return useRoutes(routes);
}

/** One React root per element; Strict Mode's second mount takes back the first one's root. */
const roots = new WeakMap<HTMLElement, { root: Root; leaving: boolean }>();

export function LiveApp({ path }: { path: string }) {
  const mount = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      let entry = roots.get(element);
      if (entry) entry.leaving = false;
      else {
        entry = { root: createRoot(element), leaving: false };
        roots.set(element, entry);
      }
      const mounted = entry;
      mounted.root.render(
        <StrictMode>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </StrictMode>,
      );
      // A root is never unmounted while React renders another: let this commit finish first.
      return () => {
        mounted.leaving = true;
        queueMicrotask(() => {
          if (!mounted.leaving) return;
          mounted.root.unmount();
          roots.delete(element);
        });
      };
    },
    [path],
  );
  return <div className={styles.liveApp} data-live-app="" ref={mount} />;
}
