// Entry: the app's actor system starts here, outside React (runtime/system.ts), and the running
// one is provided to the views, drawn afresh under any system started after (a player's run starts
// one); the URL's viewer form is applied, and the app renders, its router taking the machines'
// navigation requests (app/navigation-requests.tsx). Declarative routing keeps the home route's
// initial JavaScript small (the data router adds about 18 KB gzipped).
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { loadMoreRoutes } from './app/app-routes';
import { loadHoverActions } from './card/card-actions';
import { NavigationRequests } from './app/navigation-requests';
import { routes } from './app/router';
import { onSystemStart, runningSystem, startAppSystem, systemStarts } from '../runtime/system';
import { AppSystemProvider } from './app/app-system';
import { rememberDevtoolsSwitch } from './shell/devtools-switch';

const search = window.location.search;
rememberDevtoolsSwitch(search);
// `?experiments=a,b` (decision 041), when given: remembered before the per-pin logic reads it.
if (search.includes('experiments=')) {
  void import('../runtime/experiments').then(({ rememberExperiments }) =>
    rememberExperiments(search),
  );
}
// The URL's viewer form (`?viewer=&device=&country=&locale=`) changes who is looking.
const hasViewerForm = /[?&](viewer|device|country|locale)=/u.test(search);
// The browser's system: the same-origin API on the app's clock, browser storage and tabs; it draws
// frames, so a press's calls go out after the frame that shows it (docs/decisions/117). A page
// opened on the home feed has its first page asked for at once, as the stored viewer.
const opensOnHome = /^\/(homefeed\/?)?$/u.test(window.location.pathname) && !hasViewerForm;
const system = startAppSystem({
  drawsFrames: true,
  ...(opensOnHome ? { firstFeed: { kind: 'home' } } : {}),
});
// The hero's pictures and code, fetched once the experiences asked ahead with the feed hold one,
// before the cards' pictures take the connections (docs/decisions/119).
if (opensOnHome) void import('./guidance/hero-ahead');
// The URL's viewer form (`?viewer=&device=&country=&locale=`), when it has one: its code comes
// with it, so a plain visit carries none of it, and the app is drawn once it is applied, so the
// page is never laid out for one viewer and then another.
const viewerForm = hasViewerForm
  ? import('../runtime/apply-viewer').then(({ applyViewerFromUrl }) => applyViewerFromUrl(search))
  : null;

// `?inspect` shows the "Open Stately Inspector" button; the inspector's window opens on its press.
// Which values ask for it (`?inspect=0` does not) is read in the launcher's chunk: home's initial
// JavaScript has no bytes to spare.
if (new URLSearchParams(search).has('inspect')) {
  void import('./inspector/launcher').then(({ showInspectorLauncher }) =>
    showInspectorLauncher(system.root, search),
  );
}

/**
 * What the first paint does not need, fetched once the first screen's own requests (the feed's
 * first page among them, asked from the page's layout effects, which run before this one) have
 * gone out: over HTTP/1.1 a browser sends six requests to a host at a time, and forty chunks sent
 * first would hold the page's feed back behind them (docs/decisions/113).
 */
let lateCodeAsked = false;
function askLateCode() {
  if (lateCodeAsked) return;
  lateCodeAsked = true;
  // Saving, favoriting and the saved indicator: their machines (a card's save and favorite
  // controls, loaded on first hover, share them).
  void system.loadPinLogic();
  // A card's hover controls (Save, Open, Send), shown once a card is hovered or focused.
  void loadHoverActions();
  // The routes besides the home feed's, so a click on a card or a link finds them there.
  void loadMoreRoutes();
}

function App() {
  useLayoutEffect(askLateCode, []);
  return useRoutes(routes);
}

function draw(root: HTMLElement) {
  const reactRoot = createRoot(root);
  // Under each system started after this one (a player's run starts one) the app is drawn
  // afresh: no view outlives the system it was drawn for.
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <AppSystemProvider key={systemStarts()} value={runningSystem()}>
          <BrowserRouter>
            <NavigationRequests />
            <App />
          </BrowserRouter>
        </AppSystemProvider>
      </StrictMode>,
    );
  render();
  onSystemStart(render);
}

const root = document.getElementById('root');
if (root) {
  if (viewerForm) void viewerForm.finally(() => draw(root));
  else draw(root);
}
