// The main routes, each with the viewers it is for and the ids of the fixture records that give
// each page real content: what `npm run shots` photographs (scripts/shots.ts), at a phone size and
// a desktop size, and what e2e/every-screen.spec.ts checks, from this one list so the two never
// drift. Pure: the plan and the file names, no browser.
import { KNOWN } from '../../fixtures/known';
import type { Device } from '../../domain/types';

export type ShotViewerId = 'logged-out' | 'signed-in' | 'partner';
export type ShotSizeId = 'phone' | 'desktop';

export interface ShotViewer {
  id: ShotViewerId;
  /** How the contact sheet names the viewer. */
  label: string;
  /**
   * How the app is told who is looking: `?viewer=` (the dev toolbar's URL form), or a fixture
   * user whose session is stored before the first load (a partner has business profiles of
   * their own, which the URL form's default user has not).
   */
  via: { viewer: 'logged-out' | 'signed-in' } | { userId: string };
}

export interface ShotSize {
  id: ShotSizeId;
  label: string;
  width: number;
  height: number;
  /** The card variants the app shows (`?device=`): it does not guess from the window. */
  device: Device;
  /** A phone: touch events and the page's meta viewport. */
  touch: boolean;
  /** Also a full-page picture, beside the first screen. */
  fullPage: boolean;
}

export interface ShotRoute {
  id: string;
  label: string;
  /** The path opened, with its query; the viewer's and device's parameters are added to it. */
  path: string;
  /** The viewers the route is for; all of them when absent. */
  viewers?: readonly ShotViewerId[];
  /** A page that grows as it is scrolled (a feed): no full-page picture of it. */
  endless?: boolean;
}

/** One picture to take: a route as one viewer sees it at one size. */
export interface Shot {
  route: ShotRoute;
  viewer: ShotViewer;
  size: ShotSize;
  /** The URL path opened (path, query and the viewer's parameters). */
  url: string;
  /** The first screen's PNG, relative to the output folder. */
  file: string;
  /** The full page's PNG, relative to the output folder, when one is taken. */
  fullPageFile?: string;
}

export const SHOT_VIEWERS: readonly ShotViewer[] = [
  { id: 'logged-out', label: 'Logged-out visitor', via: { viewer: 'logged-out' } },
  {
    id: 'signed-in',
    label: `Signed in (${KNOWN.usernames.default})`,
    via: { viewer: 'signed-in' },
  },
  {
    id: 'partner',
    label: `Partner (${KNOWN.usernames.partnerOwner})`,
    via: { userId: KNOWN.users.partnerOwner },
  },
];

export const SHOT_SIZES: readonly ShotSize[] = [
  {
    id: 'phone',
    label: 'Phone 390×844',
    width: 390,
    height: 844,
    device: 'mobile',
    touch: true,
    fullPage: true,
  },
  {
    id: 'desktop',
    label: 'Desktop 1280×800',
    width: 1280,
    height: 800,
    device: 'desktop',
    touch: false,
    fullPage: false,
  },
];

const SIGNED_IN: readonly ShotViewerId[] = ['signed-in', 'partner'];

/** A business profile's ads pages, each a route of its own. */
const BUSINESS_PAGES = [
  ['asset-groups', 'Asset groups'],
  ['shared-tags', 'Shared tags'],
  ['brand-safety', 'Brand safety'],
  ['invoice-management', 'Invoices'],
  ['ad-accounts/cee-migration', 'CEE migration'],
] as const;

/** A business hierarchy's pages. */
const HIERARCHY_PAGES = [
  ['dashboard', 'Dashboard'],
  ['hierarchy', 'Hierarchy'],
  ['business_security', 'Business security'],
  ['managers', 'Managers'],
] as const;

export const SHOT_ROUTES: readonly ShotRoute[] = [
  { id: 'home', label: 'Home feed', path: '/', endless: true },
  { id: 'closeup', label: 'Pin closeup', path: `/pin/${KNOWN.pins.image}/`, endless: true },
  {
    id: 'board',
    label: 'Board (Kitchen ideas)',
    path: `/${KNOWN.usernames.default}/kitchen-ideas/`,
    endless: true,
  },
  {
    id: 'profile',
    label: `Profile (${KNOWN.usernames.default})`,
    path: `/${KNOWN.usernames.default}/`,
  },
  {
    id: 'search',
    label: 'Search: kitchen',
    path: '/search/pins/?q=kitchen&rs=typed',
    endless: true,
  },
  { id: 'settings', label: 'Settings', path: '/settings', viewers: SIGNED_IN },
  {
    id: 'business-profile',
    label: `Business profile (${KNOWN.usernames.businessOwned})`,
    path: `/${KNOWN.usernames.businessOwned}/`,
  },
  { id: 'business-hub', label: 'Business hub', path: '/business/hub/', viewers: ['partner'] },
  ...BUSINESS_PAGES.map(([page, label]): ShotRoute => ({
    id: `business-${page.replace(/\W+/gu, '-')}`,
    label: `Business: ${label} (${KNOWN.usernames.businessOwned})`,
    path: `/business/business-access/${KNOWN.users.businessOwned}/${page}/`,
    viewers: ['partner'],
  })),
  ...HIERARCHY_PAGES.map(([page, label]): ShotRoute => ({
    id: `hierarchy-${page.replace(/\W+/gu, '-')}`,
    label: `Business hierarchy: ${label}`,
    path: `/business/business-hierarchy/${KNOWN.businessHierarchies.northwind}/${page}/`,
    viewers: ['partner'],
  })),
  { id: 'pin-sent', label: 'Pin: sent', path: `/pin/${KNOWN.pins.image}/sent/` },
  { id: 'pin-feedback', label: 'Pin: feedback', path: `/pin/${KNOWN.pins.image}/feedback/` },
  { id: 'ideas', label: 'Ideas', path: '/ideas' },
];

/** `path` with the viewer's and the size's choices as query parameters (its own kept). */
export function shotUrl(path: string, viewer: ShotViewer, size: Pick<ShotSize, 'device'>): string {
  const url = new URL(path, 'http://app.invalid');
  if ('viewer' in viewer.via) url.searchParams.set('viewer', viewer.via.viewer);
  url.searchParams.set('device', size.device);
  return `${url.pathname}${url.search}`;
}

/** Every picture of the plan, route by route, then viewer, then size. */
export function planShots(
  routes: readonly ShotRoute[] = SHOT_ROUTES,
  viewers: readonly ShotViewer[] = SHOT_VIEWERS,
  sizes: readonly ShotSize[] = SHOT_SIZES,
): Shot[] {
  return routes.flatMap((route) =>
    viewers
      .filter((viewer) => !route.viewers || route.viewers.includes(viewer.id))
      .flatMap((viewer) =>
        sizes.map((size) => {
          const name = `${route.id}--${viewer.id}--${size.id}`;
          const shot: Shot = {
            route,
            viewer,
            size,
            url: shotUrl(route.path, viewer, size),
            file: `${name}.png`,
          };
          if (size.fullPage && !route.endless) shot.fullPageFile = `${name}--full.png`;
          return shot;
        }),
      ),
  );
}
