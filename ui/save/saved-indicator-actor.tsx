// The saved indicator bound to one saved-indicator actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { savedIndicatorMachine } from '../../machines/saved-indicator.machine';
import { selectSavedIndicator } from '../../machines/saved-indicator.machine';
import { SavedIndicatorView } from './saved-indicator-view';

export type SavedIndicatorRef = ActorRefFrom<typeof savedIndicatorMachine>;

export function SavedIndicatorActor({ actor }: { actor: SavedIndicatorRef }) {
  const view = useSelector(actor, selectSavedIndicator);
  if (!view) return null;
  return (
    <SavedIndicatorView
      kind={view.kind}
      text={view.text}
      fullText={view.fullText}
      href={view.href}
    />
  );
}
