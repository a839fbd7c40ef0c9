// The live app beside the scenario player: the app's own routes, rendered in a React root of
// their own with an in-memory router at the scenario's path, over the same root actor system the
// player drives. Links inside it move within it; the player's page stays where it is.

import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useRoutes } from 'react-router';
import { routes } from '../app/router';
import styles from './player.module.css';

function AppRoutes() {
  return useRoutes(routes);
}

export function LiveApp({ path }: { path: string }) {
  const mount = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const appRoot = createRoot(element);
      appRoot.render(
        <StrictMode>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </StrictMode>,
      );
      // A root is never unmounted while React renders another: let this commit finish first.
      return () => void queueMicrotask(() => appRoot.unmount());
    },
    [path],
  );
  return <div className={styles.liveApp} data-live-app="" ref={mount} />;
}
