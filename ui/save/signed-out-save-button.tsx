// The Save pill of a signed-out visitor on mobile web (spec 1 sections 1 and 4, "Signed-out
// saves"): a tap goes through the pin's one-tap save to the signed-out saves, which hold at most
// 2 pins and answer a third with the login prompt; a held pin reads 'Saved' and a tap lets it go.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { signedOutSavesMachine } from '../../machines/signed-out-saves.machine';
import { selectIsHeld } from '../../machines/signed-out-saves.machine';
import type { OneTapSaveRef } from './one-tap-save-button';
import { SavePill } from './save-pill';

export type SignedOutSavesRef = ActorRefFrom<typeof signedOutSavesMachine>;

export function SignedOutSaveButton({
  held,
  pinId,
  oneTap,
}: {
  held: SignedOutSavesRef;
  pinId: string;
  oneTap: OneTapSaveRef;
}) {
  const isHeld = useSelector(held, (s) => selectIsHeld(s, pinId));
  return (
    <SavePill
      label={isHeld ? 'Saved' : 'Save'}
      saved={isHeld}
      onPress={() =>
        isHeld
          ? held.send({ type: 'signedOut.dismiss', pinId })
          : oneTap.send({ type: 'save.toggle' })
      }
    />
  );
}
