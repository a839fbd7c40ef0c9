// The share button as a per-pin kind (`pin.<id>.share`, spec 3 section 4 "Sharing"): every share,
// copy and send of a pin runs in its pin's actor, so the inspector and the scenarios see them.
import { pinShareLink } from '../domain/share';
import { definePinKind, type PinSpawn } from './pin-kind';
import { shareCatalogueEntry } from './share-catalogue';
import { shareMachine } from './share.machine';

export interface ShareSeed extends PinSpawn {
  /** The app's origin (the page's): the shared link starts with it. */
  origin?: string;
}

export const sharePinKind = definePinKind({
  kind: 'share',
  logic: shareMachine,
  inputFrom: (seed: ShareSeed) => ({
    pinId: seed.pinId,
    link: pinShareLink(seed.origin ?? '', seed.pinId),
  }),
  catalogue: shareCatalogueEntry,
});
