// Tells the screen's arbiter what it cannot see itself (decision 082): how wide the app is (a
// phone's screen, the mobile column on a wider one, or a desktop window) and whether the cookie
// choice is being asked for on this page (the home feed's banner or its settings modal). Until the
// cookie actor has read the choice, nothing is said, so on a phone nothing else floats before it.
import { useEffect } from 'react';
import { useCookies } from '../cookies/use-cookies';
import { useScreenArbiter, type ScreenArbiterRef } from './arbitrated';

/** The app's own width: the element that lays it out for its device, or the window. */
function appWidth(): number {
  const app = document.querySelector<HTMLElement>('[data-device]');
  return app?.clientWidth || window.innerWidth;
}

function useWidthTold(arbiter: ScreenArbiterRef | undefined) {
  useEffect(() => {
    if (!arbiter) return undefined;
    let told = -1;
    const tell = () => {
      const width = appWidth();
      if (width === told) return;
      told = width;
      arbiter.send({ type: 'arbiter.resize', width });
    };
    tell();
    window.addEventListener('resize', tell);
    // The mobile column changes width with the viewer's device, not with the window.
    const app = document.querySelector('[data-device]');
    const observer =
      typeof ResizeObserver === 'function' && app ? new ResizeObserver(tell) : undefined;
    if (app) observer?.observe(app);
    return () => {
      window.removeEventListener('resize', tell);
      observer?.disconnect();
    };
  }, [arbiter]);
}

export function ScreenWatch({ cookieBannerPage }: { cookieBannerPage: boolean }) {
  const arbiter = useScreenArbiter();
  const cookies = useCookies();
  useWidthTold(arbiter);
  const known = cookies.ready && !cookies.checking;
  // Asked until a choice is saved: the banner, its settings, and the moment the first choice is
  // being saved (the banner has closed; the consent comes once the choice is kept).
  const asking = cookieBannerPage && cookies.choice === null;
  useEffect(() => {
    if (!arbiter || !known) return;
    arbiter.send({ type: asking ? 'arbiter.choicePending' : 'arbiter.consent' });
  }, [arbiter, known, asking]);
  return null;
}
