// The outbound click-through as a per-pin kind (`pin.<id>.outbound`, spec 1 section 4
// "Outbound click-through"): every click on a pin's outside link runs in its pin's actor, so the
// inspector and the scenarios see each one and a second click while one is under way is ignored.
import { outboundCatalogueEntry } from './outbound-catalogue';
import { outboundMachine } from './outbound.machine';
import { definePinKind, type PinSpawn } from './pin-kind';
import { pinActorId } from './system-ids';

export interface OutboundSeed extends PinSpawn {
  /** The app's origin (the page's), for the internal-link check and the interstitial. */
  origin?: string;
}

export const outboundPinKind = definePinKind({
  kind: 'outbound',
  logic: outboundMachine,
  inputFrom: (seed: OutboundSeed) => ({
    owner: pinActorId(seed.pinId, 'outbound'),
    origin: seed.origin ?? '',
  }),
  catalogue: outboundCatalogueEntry,
});
