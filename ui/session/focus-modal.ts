// Focus handling for the app's modal layers (login prompt, board picker): focus moves into the
// layer when it opens, Tab cycles inside it, and focus returns to where it was when it closes.
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A ref callback (React 19 ref cleanup): focuses the layer unless focus is already inside it,
 * and gives focus back to the element that had it once the layer goes away.
 */
export function focusLayer(node: HTMLElement | null): (() => void) | undefined {
  if (!node) return undefined;
  const previous = document.activeElement;
  if (!node.contains(document.activeElement)) node.focus();
  return () => {
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
}

/** Keeps Tab and Shift+Tab inside the layer. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
