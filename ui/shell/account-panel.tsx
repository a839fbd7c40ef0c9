// The account menu's panel (ui/shell/account-menu.tsx): the profile and settings links for a
// signed-in viewer and the 'Dark mode' switch (spec 2 section 4). It opens on its first control;
// ArrowUp and ArrowDown move round its controls and Escape closes it.
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { pageName } from '../../domain/page-names';
import { SETTINGS_PATH, THEME_LABELS } from '../../domain/theme';
import { ThemeSwitch } from '../settings/theme-switch';
import styles from './account-menu.module.css';

export interface AccountPanelLinks {
  /** The viewer's profile path. */
  profile: string;
}

const CONTROLS = 'a[href], button:not([disabled])';

function controlsIn(panel: Element | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(CONTROLS)] : [];
}

/** Focuses the panel's first control when it opens (a stable ref callback: once per opening). */
function focusFirstControl(panel: HTMLDivElement | null): void {
  controlsIn(panel)[0]?.focus();
}

export default function AccountPanel({
  id,
  label,
  links,
  onClose,
  onFollow,
}: {
  id: string;
  label: string;
  links: AccountPanelLinks | undefined;
  /** Escape: close and give focus back to the button. */
  onClose: () => void;
  /** A link followed: close. */
  onFollow: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const controls = controlsIn(event.currentTarget);
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    controls[(at + step + controls.length) % controls.length]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the arrows move between its controls
    <div
      id={id}
      ref={focusFirstControl}
      className={styles.panel}
      role="group"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {links ? (
        <>
          <NavLink to={links.profile} className={styles.item} onClick={onFollow}>
            {pageName('me')}
          </NavLink>
          <NavLink to={SETTINGS_PATH} className={styles.item} onClick={onFollow}>
            {THEME_LABELS.settings}
          </NavLink>
        </>
      ) : null}
      <ThemeSwitch />
    </div>
  );
}
