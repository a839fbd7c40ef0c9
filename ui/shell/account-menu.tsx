// The account menu in the top bar: the avatar (or, for a logged-out visitor, a small button beside
// Log in and Sign up) opens a panel with the profile and settings links and the 'Dark mode' switch
// (spec 2 section 4). A disclosure, not an ARIA menu, since it holds a switch: Enter, Space or
// ArrowDown open it on its first control, Escape closes it and returns focus to the button, and
// leaving it (Tab, a click elsewhere) closes it. The panel is a chunk of its own, loaded when the
// menu first opens (the home route's first paint carries only the button).
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AccountPanelLinks } from './account-panel';
import styles from './account-menu.module.css';

const AccountPanel = lazy(() => import('./account-panel'));

export function AccountMenu({
  label,
  trigger,
  triggerClassName,
  links,
}: {
  /** The button's accessible name. */
  label: string;
  trigger: ReactNode;
  triggerClassName: string | undefined;
  /** The signed-in viewer's profile and settings links; none for a logged-out visitor. */
  links?: AccountPanelLinks;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div
      className={styles.wrap}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountPanel
            id={panelId}
            label={label}
            links={links}
            onClose={close}
            onFollow={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
