// Opening a native <dialog> as the app's modal layers do: focus moves in, Escape closes (the
// dialog's `cancel`), and focus returns to where it was, or to `returnTo`, once it closes.

/**
 * A ref callback (React 19 ref cleanup) that opens `dialog` as a modal once it is in the page and
 * gives focus back when it leaves.
 */
export function openModal(
  dialog: HTMLDialogElement | null,
  returnTo?: HTMLElement | null,
): (() => void) | undefined {
  if (!dialog) return undefined;
  const previous = returnTo ?? document.activeElement;
  // Inside the scenario player the player's own controls must stay usable (a modal dialog makes
  // everything else inert, Step included): there it opens without the inert backdrop.
  if (!dialog.open) {
    if (document.querySelector('[data-scenario-chrome]')) {
      // Not in the top layer there, so it must still sit above the floating slots and flyouts.
      dialog.style.zIndex = '1000';
      dialog.show();
      dialog.querySelector<HTMLElement>('a, button, input')?.focus();
    } else dialog.showModal();
  }
  return () => {
    // A modal dialog makes the rest of the page inert: close it before giving focus back.
    if (dialog.open) dialog.close();
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
}
