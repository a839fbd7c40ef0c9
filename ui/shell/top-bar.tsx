// The top bar (spec 1 section 9: header height 64): logo, Home, the wide rounded search field and
// the viewer's avatar, which opens the account menu (profile, settings, dark mode), or log in and
// sign up and a small menu with the dark mode switch for a logged-out visitor.
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useMatch, useNavigate, useSearchParams } from 'react-router';
import { profilePath } from '../../domain/pin-link';
import { useSessionUser, useUserArriving } from '../app/viewer';
import { useLateActorSelector } from '../app/late-actor';
import { selectCompactHeader, type ScrollUiView } from '../../machines/scroll-ui-select';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { THEME_LABELS } from '../../domain/theme';
import { PAGE_ANCHORS } from '../../domain/anchors';
import { AVATAR_FLYOUT_PLACEMENT, SEARCH_TOOLTIP_PLACEMENT } from '../../domain/constants';
import { AnchoredSlot } from '../guidance/anchored-slot';
import { RECENT_SEARCHES_SLOT } from './recent-searches-slot';
import { OPEN_IN_APP_SLOT } from './open-in-app-slot';
import { AccountMenu } from './account-menu';
import { Icon } from './icon';
import styles from './top-bar.module.css';

export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" />
      <path
        fill="#fff"
        d="M12.3 4.5c-4.2 0-6.4 2.9-6.4 5.4 0 1.5.6 2.8 1.8 3.3.2.1.4 0 .4-.2l.2-.7c.1-.2 0-.3-.1-.5-.4-.4-.6-1-.6-1.8 0-2.3 1.7-4.4 4.5-4.4 2.5 0 3.8 1.5 3.8 3.5 0 2.6-1.2 4.9-2.9 4.9-1 0-1.7-.8-1.4-1.7.3-1.1.8-2.4.8-3.2 0-.7-.4-1.4-1.2-1.4-1 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.6c-.3 1.4 0 3.1 0 3.2 0 .1.1.1.2 0 .1-.1 1-1.3 1.4-2.5l.5-2.1c.3.5 1.1 1 2 1 2.6 0 4.4-2.4 4.4-5.6 0-2.4-2-4.7-5.1-4.7z"
      />
    </svg>
  );
}

/**
 * The search field shows the page's query (`q`) as it changes (a search's page, Back, a recent
 * search), except the query it has just sent: what is typed while that query's results load is
 * kept, not put back to the query sent.
 */
export function SearchField() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const field = useRef<HTMLInputElement>(null);
  const sent = useRef<string | null>(null);
  useLayoutEffect(() => {
    const own = sent.current === q;
    sent.current = null;
    if (!own && field.current) field.current.value = q;
  }, [q]);
  return (
    <form
      role="search"
      className={styles.search}
      data-anchor={PAGE_ANCHORS.searchField}
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get('q');
        const term = typeof value === 'string' ? value.trim() : '';
        if (!term) return;
        sent.current = term;
        void navigate(`/search/pins/?q=${encodeURIComponent(term)}&rs=typed`);
      }}
    >
      <Icon name="search" size={16} />
      <input
        ref={field}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder="Search"
        aria-label="Search"
        defaultValue={q}
        autoComplete="off"
      />
      {/* A logged-out visitor's recent searches come here after the first paint (docs/decisions/050). */}
      <div data-slot={RECENT_SEARCHES_SLOT} className={styles.recent} />
      {/* The search tooltip (spec 2 section 9 placement 1000543). */}
      <AnchoredSlot id={SEARCH_TOOLTIP_PLACEMENT} />
    </form>
  );
}

export function TopBar() {
  const user = useSessionUser();
  const arriving = useUserArriving();
  // The avatar flyout teaches where saved Pins went: it belongs to the home feed, and elsewhere
  // its bubble would cover the page's own controls under the header (a closeup's Visit site).
  const onHome = useMatch('/') !== null;
  // Compact once the page has settled away from its top (scroll-driven UI, spec 2 section 4): a
  // shadow, never a change of height, so nothing below moves.
  const compact = useLateActorSelector<ScrollUiView, boolean>(
    SYSTEM_IDS.scrollUi,
    selectCompactHeader,
    false,
  );
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink;
  return (
    <header className={compact ? `${styles.bar} ${styles.compact}` : styles.bar}>
      <NavLink to="/" className={styles.logo} aria-label="Pinstate home">
        <Logo />
      </NavLink>
      <nav className={styles.nav} aria-label="Main">
        <NavLink to="/" end className={navClass}>
          Home
        </NavLink>
      </nav>
      <SearchField />
      {/* On mobile the app upsell comes here after the first paint (docs/decisions/054). */}
      <span data-slot={OPEN_IN_APP_SLOT} />
      <div className={styles.account} data-anchor={user ? PAGE_ANCHORS.profileAvatar : undefined}>
        {user && onHome ? <AnchoredSlot id={AVATAR_FLYOUT_PLACEMENT} /> : null}
        {user ? (
          <AccountMenu
            label={`${THEME_LABELS.accountMenu}, ${user.fullName}`}
            triggerClassName={styles.avatar}
            trigger={
              <span className={styles.avatarCircle}>
                {user.imageMediumUrl ? (
                  <img src={user.imageMediumUrl} alt="" width={32} height={32} />
                ) : (
                  (user.firstName || user.username).charAt(0).toUpperCase()
                )}
              </span>
            }
            links={{ profile: profilePath(user.username) }}
          />
        ) : arriving ? (
          // The avatar's place, kept while a returning viewer's account loads: the bar never
          // changes width under the page (CLS 0 signed in).
          <span className={styles.avatar} aria-hidden="true" />
        ) : (
          <>
            <NavLink to="/login" className={styles.primary}>
              Log in
            </NavLink>
            <NavLink to="/signup" className={styles.secondary}>
              Sign up
            </NavLink>
            <AccountMenu
              label={THEME_LABELS.displayOptions}
              triggerClassName={styles.more}
              trigger={<Icon name="more" size={16} />}
            />
          </>
        )}
      </div>
    </header>
  );
}
