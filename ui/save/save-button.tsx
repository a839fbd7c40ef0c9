// <SaveButton pin={pin} surface? />: the red pill Save / Saved of spec 1 section 4. Saved state
// comes from the entity store; logged-out taps open the login prompt (spec 2 section 6).
import { useSelector } from '@xstate/react';
import type { Pin } from '../../domain/types';
import { effectiveSaved, selectPinLocal } from '../../machines/entity-store.machine';
import { selectIsSignedIn } from '../../machines/session.machine';
import { getActorBySystemId, getEntityStore, getSessionActor } from '../app/system';
import { SavePill } from './save-pill';

export interface SaveButtonProps {
  pin: Pin;
  /** The surface hosting the card (spec 1 section 2), for logging and the route rule. */
  surface?: string;
}

export function SaveButton({ pin }: SaveButtonProps) {
  const session = getSessionActor();
  const signedIn = useSelector(session, selectIsSignedIn);
  const local = useSelector(getEntityStore(), (s) => selectPinLocal(s, pin.id));
  const saved = signedIn ? effectiveSaved(local, pin) !== null : false;
  const actor = getActorBySystemId(`pin.${pin.id}.save`);
  const onPress = () => {
    if (!signedIn) {
      session.send({ type: 'loginPrompt.open', action: 'save' });
      return;
    }
    actor?.send({ type: saved ? 'pin.unsave' : 'pin.save' });
  };
  return (
    <SavePill
      label={saved ? 'Saved' : 'Save'}
      saved={saved}
      disabled={signedIn && !actor}
      onPress={onPress}
    />
  );
}
