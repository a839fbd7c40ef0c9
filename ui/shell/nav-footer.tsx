// The nav footer of a phone (docs/requirements.md part 1, "Timings, sizes and limits"): 64 px
// signed in (Home, Explore, the plus button to create, Notifications, the profile), 52 px signed
// out (Home, Explore, Log in), none when hidden (useNavFooterHeight). It is part of the page's
// frame like the header, not a floating surface: it sticks to the screen's bottom in the page's
// flow, so the page keeps its height free and nothing is covered at its end, and it asks no
// arbiter itself, but yields the screen's bottom to a surface of the floating slot the arbiter
// shows (useNavFooterHeight); the toasts (`data-floating-bottom`) and Back to
// top (`--nav-footer-height`) keep above it.
// It arrives after the first paint, at the end of the page, so nothing moves when it does.
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { selectFooterPlus, type AppUiSnapshot } from '../../machines/app-ui.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useSessionUser } from '../app/viewer';
import { Icon } from './icon';
import styles from './nav-footer.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** `height` is the footer's on this screen (useNavFooterHeight). */
export function NavFooter({ height }: { height: number }) {
  const user = useSessionUser();
  // The plus button's visibility is the app UI state's (`footerPlus.show` / `footerPlus.hide`).
  const plus = useLateActorSelector<AppUiSnapshot, boolean>(
    SYSTEM_IDS.appUi,
    selectFooterPlus,
    true,
  );

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--nav-footer-height', `${height}px`);
    return () => {
      root.style.removeProperty('--nav-footer-height');
    };
  }, [height]);

  if (height === 0) return null;
  return (
    <nav
      className={styles.footer}
      style={{ height }}
      aria-label="Footer navigation"
      // The toasts keep above it as above every surface at the screen's bottom.
      data-floating-bottom=""
    >
      <NavLink to="/" end className={linkClass}>
        Home
      </NavLink>
      <NavLink to="/ideas" className={linkClass}>
        <Icon name="search" size={16} />
        Explore
      </NavLink>
      {user ? (
        <>
          {plus ? (
            <NavLink to="/pin-builder" className={`${styles.link} ${styles.plus}`}>
              <span aria-hidden="true">+</span>
              <span className={styles.hidden}>Create</span>
            </NavLink>
          ) : null}
          <NavLink to="/notifications" className={linkClass}>
            Updates
          </NavLink>
          <NavLink to={`/${user.username}/`} end className={linkClass}>
            Profile
          </NavLink>
        </>
      ) : (
        <NavLink to="/login" className={linkClass}>
          Log in
        </NavLink>
      )}
    </nav>
  );
}
