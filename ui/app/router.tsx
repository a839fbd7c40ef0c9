// The routes the app serves: its own (app-routes.tsx) and the scenario player's pages, chunks of
// their own (docs/decisions/002).
import type { RouteObject } from 'react-router';
import { appRoutesWith } from './app-routes';
import { page } from './page-route';

const scenarioList = () =>
  import('../player/routes').then((m) => ({ default: m.ScenarioListPage }));
const scenarioPlayer = () =>
  import('../player/routes').then((m) => ({ default: m.ScenarioPlayerPage }));

export const routes: RouteObject[] = appRoutesWith([
  { path: 'scenarios', element: page(scenarioList) },
  { path: 'scenarios/:id', element: page(scenarioPlayer) },
]);
