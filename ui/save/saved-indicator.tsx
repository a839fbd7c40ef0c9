// <SavedIndicator pin={pin} />: the card's saved indicator (spec 1 section 4, spec 3 section 4),
// rendering the pin's saved-indicator actor (`pin.<id>.savedIndicator`): 'Saved!' for a save
// made now, then after 950 ms the board name or 'Saved to Profile'; a pin saved at load quietly.
import { useSelector } from '@xstate/react';
import type { Pin } from '../../domain/types';
import { selectViewerId } from '../../machines/session.machine';
import { getSessionActor } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';
import { pinSeed } from './pin-seed';
import { SavedIndicatorActor } from './saved-indicator-actor';

export function SavedIndicator({ pin }: { pin: Pin }) {
  const viewerId = useSelector(getSessionActor(), selectViewerId);
  if (viewerId === null) return null;
  return <HeldSavedIndicator pin={pin} />;
}

function HeldSavedIndicator({ pin }: { pin: Pin }) {
  const actor = usePinActor(pin.id, 'savedIndicator', pinSeed(pin));
  // The moment before the actor is mounted is never painted (the mount draws again first).
  return actor ? <SavedIndicatorActor actor={actor} /> : null;
}
