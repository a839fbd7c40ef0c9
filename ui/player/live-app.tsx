// The live app beside the scenario player: the app's own routes, rendered in a React root of
// their own with an in-memory router at the scenario's path, over the same root actor system the
// player drives. Links inside it, and the machines' navigation requests, move within it; the
// player's page stays where it is.

import { StrictMode, useCallback, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { parsePath, useNavigate, useRoutes } from 'react-router';
import { appRoutes as routes } from '../app/app-routes';
import { onNavigate } from '../../runtime/system';
import { LiveRouter } from './live-history';
import styles from './player.module.css';

function AppRoutes() {
  const navigate = useNavigate();
  // A machine's navigation request moves the live app, not the player's page.
  useEffect(
    () => onNavigate((request) => void navigate(request.to, { state: request.state ?? null })),
    [navigate],
  );
  return useRoutes(routes);
}

/** One React root per element; Strict Mode's second mount takes back the first one's root. */
const roots = new WeakMap<HTMLElement, { root: Root; leaving: boolean }>();

/**
 * The live app at `path`. Each mount (`mount`, the player's count) is a history entry of its own,
 * as a page load is: nothing the app kept for an earlier mount's entry (a feed) is taken back.
 */
export function LiveApp({ path, mount: count }: { path: string; mount: number }) {
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
          <LiveRouter
            first={{
              pathname: '/',
              search: '',
              hash: '',
              ...parsePath(path),
              state: null,
              key: `mount-${count}`,
            }}
          >
            <AppRoutes />
          </LiveRouter>
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
    [path, count],
  );
  return <div className={styles.liveApp} data-live-app="" ref={mount} />;
}
