// The root actor (DESIGN.md "Machines"; built in machines/app-root.ts): `appMachine` with every
// per-pin kind's logic (one-tap save, save flow, favorite, saved indicator, carousel, pin feedback,
// hover), as tests,
// scenarios and the catalogue use it. The app's own views import what they need from here too;
// only the catalogue and tests take `appMachine` itself, so the per-pin machines stay out of the
// home route's first load.
import { createAppMachine } from './app-root';
import { carouselMachine } from './carousel.machine';
import { favoriteMachine } from './favorite.machine';
import { oneTapSaveMachine } from './one-tap-save.machine';
import { pinFeedbackMachine } from './pin-feedback.machine';
import { saveFlowMachine } from './save-flow.machine';
import { savedIndicatorMachine } from './saved-indicator.machine';

export * from './app-root';

/** The root `appMachine` with every per-pin kind's logic (tests, scenarios, the catalogue). */
export const appMachine = /*#__PURE__*/ createAppMachine({
  oneTapSave: oneTapSaveMachine,
  save: saveFlowMachine,
  favorite: favoriteMachine,
  savedIndicator: savedIndicatorMachine,
  carousel: carouselMachine,
  feedback: pinFeedbackMachine,
});
