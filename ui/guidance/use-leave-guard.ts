// On-close mode's hold on leaving the page (spec 2 section 4 "Survey prompt": navigation is
// blocked, the survey is shown, and the navigation is then resumed). The app's router is the
// declarative one, whose blocker needs the data router (about 18 KB more on the first paint,
// docs/decisions/007 and 041), so this hook holds a click on an in-app link itself: the click is
// kept from the router, the survey hears `survey.leaving`, and its `survey.resumeNavigation`
// goes on to the link.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectHoldsLeaving } from '../../machines/survey.machine';
import type { PageActorRef } from '../app/page-actor';

/** The in-app path a plain click on a link goes to, or null when the click does not leave. */
export function leavingTarget(event: MouseEvent, here: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === here ? null : to;
}

export function useLeaveGuard(survey: PageActorRef<'survey'>): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const held = useRef<string | null>(null);
  useEffect(() => {
    const subscription = survey.on('survey.resumeNavigation', () => {
      const to = held.current;
      held.current = null;
      if (to !== null) void navigate(to);
    });
    return () => subscription.unsubscribe();
  }, [survey, navigate]);
  // Listening from the first commit, and asking the survey at each click, so a click that comes
  // right after the survey armed is held too.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!selectHoldsLeaving(survey.getSnapshot())) return;
      const to = leavingTarget(event, pathname);
      if (to === null) return;
      // Before the router hears it (a capture listener on the document runs first).
      event.preventDefault();
      event.stopPropagation();
      held.current = to;
      survey.send({ type: 'survey.leaving' });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pathname, survey]);
}
