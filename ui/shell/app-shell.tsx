// The app shell: top bar, the routed page, toasts, the login prompt and (when asked for) the
// dev toolbar, loaded as its own chunk.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginPrompt } from '../session/login-prompt';
import { ToastHost } from '../toasts/toast-host';
import { useViewer } from '../app/viewer';
import { devtoolsEnabled } from './devtools-switch';
import { TopBar } from './top-bar';
import styles from './app-shell.module.css';

const DevToolbar = lazy(() => import('../devtools/dev-toolbar'));

export function AppShell() {
  const viewer = useViewer();
  const { search } = useLocation();
  return (
    <div
      className={viewer.device === 'mobile' ? `${styles.app} ${styles.mobile}` : styles.app}
      data-device={viewer.device}
    >
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <TopBar />
      <div id="content">
        <Outlet />
      </div>
      <ToastHost />
      <LoginPrompt />
      {devtoolsEnabled(search) ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
    </div>
  );
}
