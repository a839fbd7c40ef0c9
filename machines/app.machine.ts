// The root actor (built in machines/app-root.ts): `appMachine` over every
// per-pin kind of pin-kinds.ts and every page actor of page-kinds.ts, as tests, scenarios and the
// catalogue use it. The app's own views import what they need from here too; only the catalogue
// and tests take `appMachine` itself, so the per-pin machines stay out of the home route's first
// load (runtime/system.ts starts the root with hover alone and loads the rest after the first paint).
import { createAppMachine } from './app-root';
import { pageLogic } from './page-kinds';
import { pinKinds } from './pin-kinds';

export * from './app-root';

/** The root `appMachine` with every per-pin kind and page actor (tests, scenarios, the catalogue). */
export const appMachine = /*#__PURE__*/ createAppMachine({ pinKinds, pageLogic });
