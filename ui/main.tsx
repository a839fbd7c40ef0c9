// Entry: the root actor system is already running (ui/app/system.ts, created once outside
// React); here the URL's viewer form is applied, root navigation requests are wired to the
// router, and the app renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyViewerFromUrl } from './app/apply-viewer';
import { createRouter } from './app/router';
import { appActor, onNavigate } from './app/system';
import { rememberDevtoolsSwitch } from './shell/devtools-switch';

const search = window.location.search;
rememberDevtoolsSwitch(search);
applyViewerFromUrl(search);

const router = createRouter();
onNavigate((request) => {
  void router.navigate(request.to, request.state ? { state: request.state } : undefined);
});

if (new URLSearchParams(search).has('inspect')) {
  void import('./inspector/attach').then(({ attachInspector }) => attachInspector(appActor));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
