// What the modal, the hero banner and the experience toast show (spec 2 sections 2, 5 and 9).
import { expect, test } from 'vitest';
import {
  experienceToastDisplay,
  heroDisplay,
  heroPicturesOf,
  heroLinkAttributes,
  MODAL_SIZE,
  modalDisplay,
} from './experience-display';

const modalData = {
  title: 'Boards just got smarter',
  body: 'Sections are suggested.',
  completeButton: { text: 'Show me', url: '/b/' },
  dismissButton: { text: 'Maybe later' },
  delay_in_millis: 1500,
};

test('modal: needs title, body and completeButton text, otherwise nothing is shown', () => {
  expect(modalDisplay(modalData, 'desktop')?.delayMs).toBe(1500);
  expect(modalDisplay({ ...modalData, title: '' }, 'desktop')).toBeNull();
  expect(modalDisplay({ ...modalData, body: ' ' }, 'desktop')).toBeNull();
  expect(modalDisplay({ ...modalData, completeButton: { url: '/' } }, 'desktop')).toBeNull();
});

test('modal size is 540x363 on desktop and 320x215 on mobile', () => {
  expect(MODAL_SIZE.desktop).toEqual({ width: 540, height: 363 });
  expect(MODAL_SIZE.mobile).toEqual({ width: 320, height: 215 });
});

test("a modal's image is its media, coloured by its dominant colour", () => {
  const media = modalDisplay(
    {
      ...modalData,
      image: { url: '/i.png', imageAlt: 'A', width: 10, height: 5, dominantColor: [1, 2, 3] },
    },
    'desktop',
  )?.media;
  expect(media).toMatchObject({ kind: 'image', url: '/i.png', alt: 'A', color: 'rgb(1, 2, 3)' });
});

test("a modal's video is its media, with its thumbnail as poster and the fallback colour", () => {
  const media = modalDisplay(
    {
      ...modalData,
      video: { url: '/v.mp4', metadata: { thumbnail: '/t.png', width: 4, height: 3 } },
    },
    'mobile',
  )?.media;
  expect(media).toMatchObject({ kind: 'video', poster: '/t.png', color: 'rgb(111, 91, 77)' });
});

test('a modal without delay_in_millis shows at once', () => {
  expect(modalDisplay({ ...modalData, delay_in_millis: undefined }, 'desktop')?.delayMs).toBe(0);
});

const hero = {
  component_type: 1,
  titleText: 'T',
  message: 'M',
  layoutNarrow: 2,
  layoutWide: 3,
  completeButtonText: 'Go',
  onCompleteRedirectUrl: '/ideas/',
  dismissButtonText: 'Not now',
  canClose: true,
};

test('hero: the layouts of ids 502597, 500863, 501153 and 501487, and a default for any other id', () => {
  for (const id of [502597, 500863, 501153, 501487])
    expect(heroDisplay({ experienceId: id, data: hero, appHost: 'a' }).variant).toBe(id);
  expect(heroDisplay({ experienceId: 1, data: hero, appHost: 'a' }).variant).toBe('default');
});

test('hero: layout 2 is the icon layout and 3 the cover layout; icon 96 px narrow, 48 px wide', () => {
  const display = heroDisplay({ experienceId: 1, data: hero, appHost: 'a' });
  expect(display.narrow).toMatchObject({ layout: 'icon', iconPx: 96 });
  expect(display.wide).toMatchObject({ layout: 'cover', iconPx: 48 });
});

test('hero: the pictures it draws are its backgrounds, icon and cover, each address once', () => {
  const data = {
    ...hero,
    backgroundImageNarrow: { uri: '/img/564x/a/564x320/cover.png', altText: '' },
    backgroundImageWide: { uri: '/img/564x/a/564x320/cover.png', altText: '' },
    iconImage: '/img/96x96/b/96x96/icon.png',
    coverImage: '',
  };
  expect(heroPicturesOf({ experience_id: 1, display_data: data })).toEqual([
    '/img/564x/a/564x320/cover.png',
    '/img/96x96/b/96x96/icon.png',
  ]);
  expect(heroPicturesOf({ experience_id: 1, display_data: hero })).toEqual([]);
});

test('hero: a complete button with a link renders as a link', () => {
  expect(heroDisplay({ experienceId: 1, data: hero, appHost: 'a' }).completeIsLink).toBe(true);
  const plain = { ...hero, onCompleteRedirectUrl: '' };
  expect(heroDisplay({ experienceId: 1, data: plain, appHost: 'a' }).completeIsLink).toBe(false);
});

test('hero: a dismiss icon appears only for message-only banners', () => {
  expect(heroDisplay({ experienceId: 1, data: hero, appHost: 'a' }).dismissIcon).toBe(false);
  const messageOnly = { ...hero, completeButtonText: '', dismissButtonText: '' };
  expect(heroDisplay({ experienceId: 1, data: messageOnly, appHost: 'a' }).dismissIcon).toBe(true);
});

test('links beginning with http(s):// open in a new tab with noreferrer; external links get nofollow', () => {
  expect(heroLinkAttributes({ href: '/ideas/', external: true, appHost: 'app.test' })).toEqual({});
  expect(
    heroLinkAttributes({ href: 'https://app.test/x', external: false, appHost: 'app.test' }),
  ).toEqual({
    target: '_blank',
    rel: 'noopener noreferrer',
  });
  expect(
    heroLinkAttributes({ href: 'https://app.test/x', external: true, appHost: 'app.test' }).rel,
  ).toContain('nofollow');
  expect(
    heroLinkAttributes({ href: 'https://other.example/', external: false, appHost: 'app.test' })
      .rel,
  ).toBe('noopener noreferrer nofollow');
});

test('toast: duration, link and text; nothing without text', () => {
  expect(experienceToastDisplay({ duration: 5000, link: '/me/', text: 'Hi' })).toEqual({
    text: 'Hi',
    link: '/me/',
    durationMs: 5000,
  });
  expect(experienceToastDisplay({ duration: 'x', text: 'Hi' })?.durationMs).toBeNull();
  expect(experienceToastDisplay({ text: '' })).toBeNull();
});
