// <SavedIndicator pin={pin} />: the card's saved indicator (spec 1 section 4, spec 3 section 4).
import { useSelector } from '@xstate/react';
import type { Pin } from '../../domain/types';
import { savedIndicatorName } from '../../domain/text';
import { effectiveSaved, selectPinLocal } from '../../machines/entity-store.machine';
import { selectIsSignedIn } from '../../machines/session.machine';
import { getEntityStore, getSessionActor } from '../app/system';
import { SavedIndicatorView } from './saved-indicator-view';

export function SavedIndicator({ pin }: { pin: Pin }) {
  const signedIn = useSelector(getSessionActor(), selectIsSignedIn);
  const local = useSelector(getEntityStore(), (s) => selectPinLocal(s, pin.id));
  const saved = effectiveSaved(local, pin);
  if (!signedIn || !saved) return null;
  const name = saved.type === 'profile' ? 'Saved to Profile' : saved.title;
  return (
    <SavedIndicatorView
      kind={local?.saved !== undefined ? 'justSaved' : 'atLoad'}
      text={savedIndicatorName(name)}
      fullText={name}
      href={saved.url || null}
    />
  );
}
