// What the experience modal, the hero banner and the experience toast show, read from their
// display data (spec 2 section 2 "Display data per kind of experience" and "Layout", section 4
// "Modal", "Hero banner" and "Other", section 5, section 9), and their measures and timings.
import { EDUCATION_TOAST_DELAY_MS, HERO_ANIMATION_MS } from './constants';
import {
  heroCompleteIsLink,
  heroShowsDismissIcon,
  record,
  text,
  type DisplayData,
} from './guidance';
import { linkAttributes, type LinkAttributes } from './url';

/** Modal size on desktop and on mobile, and its margins (spec 2 sections 2 and 9). */
export const MODAL_SIZE = {
  desktop: { width: 540, height: 363 },
  mobile: { width: 320, height: 215 },
} as const;
export const MODAL_MARGIN = 24;
/** The modal's fallback colour, behind media that has not come yet (spec 2 section 2). */
const MODAL_FALLBACK_COLOR = 'rgb(111, 91, 77)';
/** The modal's close button (spec 2 section 8 "Accessibility labels"). */
export const MODAL_CLOSE_LABEL = 'Close';

/** The hero banner's layouts: 2 icon layout, 3 cover layout (spec 2 section 2). */
const HERO_LAYOUT = { icon: 2, cover: 3 } as const;
/** The hero banner's icon: 96 px on narrow layouts, 48 px on wide ones (spec 2 sections 2 and 9). */
const HERO_ICON_PX = { narrow: 96, wide: 48 } as const;
/** The hero experience ids with a layout of their own; any other id has the default (spec 2 section 2). */
const HERO_IDS = [502597, 500863, 501153, 501487] as const;
/** The hero banner's entrance (spec 2 sections 4 and 9). */
export const HERO_ENTER_MS = HERO_ANIMATION_MS;
/** Its fade on leaving: the spec gives no length, so the entrance's 400 ms (ours). */
export const HERO_FADE_MS = HERO_ANIMATION_MS;
/** The hero's dismiss icon (spec 2 section 8 "Accessibility labels"). */
export const HERO_DISMISS_LABEL = 'Dismiss';

/** The experience toast's delay (spec 2 sections 4 "Other" and 9: education toast 2000 ms). */
export const EXPERIENCE_TOAST_DELAY_MS = EDUCATION_TOAST_DELAY_MS;
/** The label of an experience toast's link, which the display data does not name (ours). */
export const EXPERIENCE_TOAST_LINK_LABEL = 'Open';

export interface ModalMedia {
  kind: 'image' | 'video';
  url: string;
  /** The video's poster; the image's own url for an image. */
  poster: string;
  alt: string;
  width: number;
  height: number;
  /** `rgb(r, g, b)` from the image's dominant colour, else the fallback colour. */
  color: string;
}

interface ModalButton {
  text: string;
  url: string;
}

export interface ModalDisplay {
  title: string;
  body: string;
  media: ModalMedia | null;
  complete: ModalButton;
  dismiss: ModalButton | null;
  /** `delay_in_millis`, 0 when absent or not a number (spec 2 section 4 "Modal"). */
  delayMs: number;
}

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

function colorOf(value: unknown): string {
  if (!Array.isArray(value) || value.length !== 3) return MODAL_FALLBACK_COLOR;
  const parts = value.map((v) => (typeof v === 'number' ? Math.round(v) : NaN));
  if (parts.some((v) => !(v >= 0 && v <= 255))) return MODAL_FALLBACK_COLOR;
  return `rgb(${parts.join(', ')})`;
}

function modalMedia(data: DisplayData, size: { width: number; height: number }): ModalMedia | null {
  const image = record(data.image);
  if (image && text(image.url) !== '')
    return {
      kind: 'image',
      url: text(image.url),
      poster: text(image.url),
      alt: text(image.imageAlt),
      width: num(image.width, size.width),
      height: num(image.height, size.height),
      color: colorOf(image.dominantColor),
    };
  const video = record(data.video);
  if (video && text(video.url) !== '') {
    const meta = record(video.metadata) ?? {};
    return {
      kind: 'video',
      url: text(video.url),
      poster: text(meta.thumbnail),
      alt: '',
      width: num(meta.width, size.width),
      height: num(meta.height, size.height),
      color: MODAL_FALLBACK_COLOR,
    };
  }
  return null;
}

function button(value: unknown): ModalButton | null {
  const data = record(value);
  const label = text(data?.text);
  return label === '' ? null : { text: label, url: text(data?.url) };
}

/**
 * A modal's display data as it shows (spec 2 section 2): its title, body, an image or a video as
 * its media, its buttons and delay. Null unless it has title, body and completeButton text
 * (spec 2 section 5).
 */
export function modalDisplay(data: DisplayData, device: 'desktop' | 'mobile'): ModalDisplay | null {
  const complete = button(data.completeButton);
  const title = text(data.title);
  const body = text(data.body);
  if (!complete || title === '' || body === '') return null;
  return {
    title,
    body,
    media: modalMedia(data, MODAL_SIZE[device]),
    complete,
    dismiss: button(data.dismissButton),
    delayMs: num(data.delay_in_millis, 0),
  };
}

interface HeroImage {
  uri: string;
  alt: string;
}

/** One side (narrow or wide) of a hero banner. */
interface HeroSide {
  layout: 'icon' | 'cover' | 'plain';
  background: string;
  backgroundImage: HeroImage | null;
  color: string;
  iconPx: number;
}

export interface HeroAction {
  text: string;
  /** Where it goes afterwards ('' for nowhere). */
  redirect: string;
  /** How the link opens: a new tab with noreferrer for http(s), nofollow when external. */
  attributes: LinkAttributes;
}

export interface HeroDisplay {
  /** Which of the spec's hero layouts: one of HERO_IDS, or 'default'. */
  variant: (typeof HERO_IDS)[number] | 'default';
  title: string;
  message: string;
  links: string[];
  linkTitles: string[];
  narrow: HeroSide;
  wide: HeroSide;
  iconImage: string;
  coverImage: string;
  complete: HeroAction | null;
  /** A complete button with a link renders as a link (spec 2 section 5). */
  completeIsLink: boolean;
  dismiss: HeroAction | null;
  /** A dismiss icon only for message-only banners that can close (spec 2 sections 2 and 5). */
  dismissIcon: boolean;
  external: boolean;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function heroImage(value: unknown): HeroImage | null {
  const data = record(value);
  const uri = text(data?.uri);
  return uri === '' ? null : { uri, alt: text(data?.altText) };
}

function layoutOf(value: unknown): HeroSide['layout'] {
  if (value === HERO_LAYOUT.icon) return 'icon';
  if (value === HERO_LAYOUT.cover) return 'cover';
  return 'plain';
}

/** How a hero's link opens: http(s) in a new tab without referrer; external ones nofollow. */
export function heroLinkAttributes({
  href,
  external,
  appHost,
}: {
  href: string;
  external: boolean;
  appHost: string;
}): LinkAttributes {
  const attributes = linkAttributes({ url: href, appHost });
  if (!external || !attributes.rel || attributes.rel.includes('nofollow')) return attributes;
  return { ...attributes, rel: `${attributes.rel} nofollow` };
}

/** A hero banner's display data (component_type 1) as it shows (spec 2 sections 2 and 5). */
export function heroDisplay({
  experienceId,
  data,
  appHost,
}: {
  experienceId: number;
  data: DisplayData;
  appHost: string;
}): HeroDisplay {
  const external = data.external === true;
  const action = (label: unknown, redirect: unknown): HeroAction | null => {
    const words = text(label);
    if (words === '') return null;
    const href = text(redirect);
    return {
      text: words,
      redirect: href,
      attributes: heroLinkAttributes({ href, external, appHost }),
    };
  };
  const side = (which: 'Narrow' | 'Wide', px: number): HeroSide => ({
    layout: layoutOf(data[`layout${which}`]),
    background: text(data[`backgroundColor${which}`]),
    backgroundImage: heroImage(data[`backgroundImage${which}`]),
    color: text(data[`textColor${which}`]),
    iconPx: px,
  });
  const variant = (HERO_IDS as readonly number[]).includes(experienceId)
    ? (experienceId as (typeof HERO_IDS)[number])
    : 'default';
  return {
    variant,
    title: text(data.titleText),
    message: text(data.message),
    links: strings(data.links),
    linkTitles: strings(data.linkTitles),
    narrow: side('Narrow', HERO_ICON_PX.narrow),
    wide: side('Wide', HERO_ICON_PX.wide),
    iconImage: text(data.iconImage),
    coverImage: text(data.coverImage),
    complete: action(data.completeButtonText, data.onCompleteRedirectUrl),
    completeIsLink: heroCompleteIsLink(data),
    dismiss: action(data.dismissButtonText, data.onDismissRedirectUrl),
    dismissIcon: heroShowsDismissIcon(data) && data.canClose !== false,
    external,
  };
}

/**
 * The pictures a hero banner draws (its narrow and wide backgrounds, its icon and its cover), each
 * address once: the browser fetches every one of them, shown or not at the screen's width.
 */
function heroPictures(
  display: Pick<HeroDisplay, 'narrow' | 'wide' | 'iconImage' | 'coverImage'>,
): string[] {
  const all = [
    display.narrow.backgroundImage?.uri,
    display.wide.backgroundImage?.uri,
    display.iconImage,
    display.coverImage,
  ];
  return [...new Set(all.filter((uri): uri is string => Boolean(uri)))];
}

/** The pictures a hero banner will draw for an experience (heroPictures), before it is drawn. */
export const heroPicturesOf = (experience: {
  experience_id: number;
  display_data: DisplayData;
}): string[] =>
  heroPictures(
    heroDisplay({
      experienceId: experience.experience_id,
      data: experience.display_data,
      // Where the page is served decides its links only, not its pictures.
      appHost: '',
    }),
  );

export interface ExperienceToastDisplay {
  text: string;
  link: string;
  /** `duration` in ms, or null for the toast's default. */
  durationMs: number | null;
}

/** An experience toast's display data (spec 2 section 2 "Toast: duration, link, text"); null without text. */
export function experienceToastDisplay(data: DisplayData): ExperienceToastDisplay | null {
  const words = text(data.text);
  if (words === '') return null;
  const duration = typeof data.duration === 'number' && data.duration > 0 ? data.duration : null;
  return { text: words, link: text(data.link), durationMs: duration };
}

/**
 * Where the app mounts the modal and the toast placements of spec 2 section 9 (the fixtures' modal
 * 510007 and toast 510014): the modal on the viewer's own board pages, the toast on the viewer's
 * own profile (ours: the spec names the ids, not their routes; docs/decisions).
 */
export const OWN_BOARD_PLACEMENT = 1000564;
export const OWN_PROFILE_PLACEMENT = 1000578;
/** The toast placement 1000075 ('viewed when it appears'), on the viewer's own saved Pins. */
export const OWN_SAVED_PLACEMENT = 1000075;
