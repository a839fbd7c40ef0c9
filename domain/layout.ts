// Layout rules: narrow layout, nav footer, drawer heights, the unavailable-pin placeholder, image
// boxes sized before load (spec 1 section 9, spec 2 section 9, spec 3 sections 2 and 9).
import {
  CARD_IMAGE_WIDTH,
  DRAWER_MAX_HEIGHT,
  DRAWER_MAX_HEIGHT_MOBILE,
  HEADER_ONLY_FOOTER_BELOW,
  NARROW_LAYOUT_MAX_WIDTH,
  NAV_FOOTER_SIGNED_IN,
  NAV_FOOTER_SIGNED_OUT,
  PLACEHOLDER_HEIGHT,
  SOURCE_LINK_MAX_WIDTH,
  SOURCE_LINK_TRUNCATED_WIDTH,
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

/**
 * The unavailable-pin placeholder is small (height 314) inside a pin grid, otherwise full
 * screen (null) (spec 3 section 2).
 */
export function placeholderHeight({ inGrid }: { inGrid: boolean }): number | null {
  return inGrid ? PLACEHOLDER_HEIGHT : null;
}

/** A header-only footer is used when the height is below 160 (spec 3 section 9). */
export function usesHeaderOnlyFooter(height: number): boolean {
  return height < HEADER_ONLY_FOOTER_BELOW;
}

/**
 * The height of an image box at a given width, from the image's own width and height, so the
 * page never shifts while images load (card width 236 by default; spec 1 section 9).
 */
export function imageBoxHeight({
  width,
  height,
  boxWidth = CARD_IMAGE_WIDTH,
}: {
  width: number;
  height: number;
  boxWidth?: number;
}): number {
  if (!(width > 0) || !(height > 0)) return boxWidth;
  return Math.round((boxWidth * height) / width);
}

/** Source link max width: 132 px, 87 px when truncated (spec 1 section 5). */
export function sourceLinkMaxWidth({ truncated }: { truncated: boolean }): number {
  return truncated ? SOURCE_LINK_TRUNCATED_WIDTH : SOURCE_LINK_MAX_WIDTH;
}
