// What the shell shows once the first paint is done, in one chunk fetched right after it: the
// toasts, the blocked-link modal's host, the guidance layer's placements of the current route
// (spec 2 section 2: the home feed registers placements 11, 1000541 and 1000503) and the home
// feed's cookie banner, a new account's onboarding (decision 105) and a phone's nav footer, so
// none adds to the home route's first JavaScript.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pageKind } from '../../domain/page-kind';
import { loadPinLogic } from '../../runtime/system';
import { ToastHost } from '../toasts/toast-host';
import { OutboundHost } from '../outbound/outbound-host';
import { InviteLandingSlot } from '../invite/invite-slots';
import { OnboardingSlot } from '../onboarding/onboarding-slot';
import { NavFooter } from './nav-footer';
import { useNavFooterHeight } from './use-nav-footer';

// The placements wait for the root's late actors (experiences among them): the floating ones
// (the home feed's, the board page's tip, and the app upsell on mobile on every route).
const FloatingPlacements = lazy(() =>
  Promise.all([import('../guidance/home-placements'), loadPinLogic()]).then(([m]) => ({
    default: m.FloatingPlacements,
  })),
);

// The survey placement (1000421), on every route: its prompt floats (ui/guidance/survey-prompt.tsx).
const SurveyPlacement = lazy(() =>
  Promise.all([import('../guidance/home-placements'), loadPinLogic()]).then(([m]) => ({
    default: m.SurveyPlacement,
  })),
);

// The placements of the viewer's own board and profile pages (the modal's and the toast's).
const OwnPagePlacements = lazy(() =>
  Promise.all([import('../guidance/home-placements'), loadPinLogic()]).then(([m]) => ({
    default: m.OwnPagePlacements,
  })),
);

// The cookie banner and its settings modal: on the home feed, once the cookie actor has come.
const CookieBanner = lazy(() =>
  Promise.all([import('../cookies/cookie-banner'), loadPinLogic()]).then(([m]) => ({
    default: m.CookieBanner,
  })),
);

// What the screen's arbiter cannot see itself: the app's width and the cookie choice (decision 082).
const ScreenWatch = lazy(() =>
  Promise.all([import('../arbiter/screen-watch'), loadPinLogic()]).then(([m]) => ({
    default: m.ScreenWatch,
  })),
);

// What the logged-out visitor does, told to the local state once it has come (spec 3 section 4).
const LocalStateWatch = lazy(() =>
  Promise.all([import('./local-state-watch'), loadPinLogic()]).then(([m]) => ({
    default: m.LocalStateWatch,
  })),
);

// The mobile deep link: the app upsell in the top bar and the app-open modal (decision 054).
const DeepLinkHost = lazy(() =>
  Promise.all([import('../deep-link/deep-link-host'), loadPinLogic()]).then(([m]) => ({
    default: m.DeepLinkHost,
  })),
);

export function AfterPaint() {
  const { pathname } = useLocation();
  const footerHeight = useNavFooterHeight();
  return (
    <>
      <ToastHost />
      <OutboundHost />
      <InviteLandingSlot />
      <Suspense fallback={null}>
        <FloatingPlacements page={pageKind(pathname)} footerHeight={footerHeight} />
      </Suspense>
      <Suspense fallback={null}>
        <SurveyPlacement />
      </Suspense>
      <Suspense fallback={null}>
        <OwnPagePlacements />
      </Suspense>
      <Suspense fallback={null}>
        <LocalStateWatch />
      </Suspense>
      <Suspense fallback={null}>
        <ScreenWatch cookieBannerPage={pageKind(pathname) === 'home'} />
      </Suspense>
      <Suspense fallback={null}>
        <DeepLinkHost />
      </Suspense>
      {pageKind(pathname) === 'home' ? (
        <>
          <Suspense fallback={null}>
            <CookieBanner />
          </Suspense>
          <OnboardingSlot />
        </>
      ) : null}
      <NavFooter height={footerHeight} />
    </>
  );
}
