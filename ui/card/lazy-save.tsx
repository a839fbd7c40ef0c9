// The card's Save: the save button (and its board picker) is fetched with the first card that
// shows it (a hovered or long-pressed card, or a signed-out mobile card), not with the home route's
// initial JavaScript. A person's first key press on the page fetches it too, so a card reached
// with Tab shows its Save in the same step and the next Tab lands on it.
import { lazy, Suspense, type ComponentType } from 'react';
import type { Pin } from '../../domain/types';
import type { SaveButtonProps } from '../save/save-button';

let loadedSave: ComponentType<SaveButtonProps> | null = null;
const loadSave = () =>
  import('../save/save-button').then((m) => {
    loadedSave = m.SaveButton;
    return { default: m.SaveButton };
  });
const LazySaveButton = lazy(loadSave);
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => void loadSave(), { once: true, capture: true });
}

export function LazySave({ pin, surface }: { pin: Pin; surface: string }) {
  const SaveButton = loadedSave ?? LazySaveButton;
  return (
    <Suspense fallback={null}>
      <SaveButton pin={pin} surface={surface} />
    </Suspense>
  );
}
