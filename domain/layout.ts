// Layout rules: narrow layout, nav footer and drawer heights (spec 1 section 9, spec 2 section 9,
// spec 3 sections 2 and 9).
import {
  DRAWER_MAX_HEIGHT,
  DRAWER_MAX_HEIGHT_MOBILE,
  HEADER_ONLY_FOOTER_BELOW,
  NARROW_LAYOUT_MAX_WIDTH,
  NAV_FOOTER_SIGNED_IN,
  NAV_FOOTER_SIGNED_OUT,
} from './constants';
import type { Device } from './types';

/** Narrow layout: 480 px or less (spec 2 section 9). */
export function isNarrowLayout(width: number): boolean {
  return width <= NARROW_LAYOUT_MAX_WIDTH;
}

/** Nav footer height: 64 signed in, 52 otherwise, 0 hidden (spec 1 section 9). */
export function navFooterHeight({
  signedIn,
  hidden = false,
}: {
  signedIn: boolean;
  hidden?: boolean;
}): number {
  if (hidden) return 0;
  return signedIn ? NAV_FOOTER_SIGNED_IN : NAV_FOOTER_SIGNED_OUT;
}

/** The 'More about this Pin' drawer body: max height 500 px, 650 px on mobile (spec 3 section 2). */
export function drawerMaxHeight(device: Device): number {
  return device === 'mobile' ? DRAWER_MAX_HEIGHT_MOBILE : DRAWER_MAX_HEIGHT;
}

/** A header-only footer is used when the height is below 160 (spec 3 section 9). */
export function usesHeaderOnlyFooter(height: number): boolean {
  return height < HEADER_ONLY_FOOTER_BELOW;
}
