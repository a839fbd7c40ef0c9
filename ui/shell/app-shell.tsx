// The app shell: top bar, the routed page, toasts, the login prompt and (when asked for) the
// dev toolbar, loaded as its own chunk.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectLoginPrompt } from '../../machines/session.machine';
import { getSessionActor } from '../../runtime/system';
import { useViewer } from '../app/viewer';
import { devtoolsEnabled } from './devtools-switch';
import { TopBar } from './top-bar';
import styles from './app-shell.module.css';

const DevToolbar = lazy(() => import('../devtools/dev-toolbar'));
// Toasts and the route's guidance placements are fetched right after the first render.
const ToastHost = lazy(() => import('./after-paint').then((m) => ({ default: m.AfterPaint })));
// The back-to-top button comes after the first paint, with the scroll-driven UI actor it reads.
const BackToTop = lazy(() => import('./back-to-top').then((m) => ({ default: m.BackToTop })));
// The login prompt is fetched the first time a logged-out visitor needs it.
const LoginPrompt = lazy(() =>
  import('../session/login-prompt').then((m) => ({ default: m.LoginPrompt })),
);

export function AppShell() {
  const viewer = useViewer();
  const { search, pathname } = useLocation();
  // The scenario player's own page keeps its width: only the live app inside it (a shell of its
  // own, at the scenario's path) is laid out for the scenario's device.
  const player = pathname.startsWith('/scenarios');
  const mobile = viewer.device === 'mobile' && !player;
  const prompt = useSelector(getSessionActor(), selectLoginPrompt);
  return (
    <div
      className={mobile ? `${styles.app} ${styles.mobile}` : styles.app}
      data-device={viewer.device}
    >
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <TopBar />
      <div id="content">
        <Outlet />
      </div>
      {/* The player's own page draws no guidance layer: its live app has its own, and two would
          ask the screen's arbiter twice and tell it two widths. */}
      {player ? null : (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      {prompt ? (
        <Suspense fallback={null}>
          <LoginPrompt />
        </Suspense>
      ) : null}
      {devtoolsEnabled(search) ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
    </div>
  );
}
