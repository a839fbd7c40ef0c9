// The app's routes (spec 1 section 2 and spec 3 section 2), with react-router 7 (declarative). The
// first paint carries the home feed's only; every other route is matched in more-routes.tsx, a
// chunk fetched right after the first paint. The scenario player's pages are added by router.tsx,
// so the player's live app can render these routes without importing itself.
import { lazy, Suspense, useState } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { Loading } from '../shell/states';
import { HomePage } from '../pages/home-page';
import { loadCloseupRoute } from '../closeup/closeup-chunk';
import type { MoreRoutes } from './more-routes';
import { codeArriving, setCloseupCodePrefetch } from '../../runtime/system';

export { page } from './page-route';

// A card hovered or focused past its prefetch delay fetches the closeup's code with its data.
setCloseupCodePrefetch(() => void loadCloseupRoute().catch(() => undefined));

let loadedMoreRoutes: typeof MoreRoutes | null = null;
/** The other routes' chunk; main.tsx fetches it right after the first paint. */
export const loadMoreRoutes = () =>
  codeArriving(import('./more-routes')).then((module) => {
    loadedMoreRoutes = module.MoreRoutes;
    return module;
  });
const LazyMoreRoutes = lazy(() => loadMoreRoutes().then((m) => ({ default: m.MoreRoutes })));

/**
 * The other routes: at once when their chunk has arrived, else the Loading state until it has.
 * Which of the two is chosen once, when mounted: switching later would remount the page.
 */
function OtherRoutes({ extra }: { extra: readonly RouteObject[] }) {
  const [Ready] = useState(() => loadedMoreRoutes);
  if (Ready) return <Ready extra={extra} />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyMoreRoutes extra={extra} />
    </Suspense>
  );
}

/** The app's routes, with `extra` pages ahead of the builder paths and the profile routes. */
export function appRoutesWith(extra: readonly RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'homefeed', element: <HomePage /> },
        { path: '*', element: <OtherRoutes extra={extra} /> },
      ],
    },
  ];
}

/** The app's own routes (the player's live app renders these). */
export const appRoutes: RouteObject[] = appRoutesWith([]);
