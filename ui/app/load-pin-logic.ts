// Loaded right after the first paint (ui/main.tsx) and before any lazy page (router.tsx); a view
// asking for a save, favorite or saved-indicator actor earlier suspends until it is (system.ts).
// Hands the per-pin logic, provided with the real actors, to the running root.
import { createPinActors, providePinLogic } from './pin-logic';
import { api, setPinLogic } from './system';

setPinLogic(providePinLogic(createPinActors(api)));
