// Spec 2 sections 2, 5 and 9: the callouts of types 27 and 28, the floating upsell's layout, the
// metrics banner's audience, search delight and how guidance links open.
import { expect, test } from 'vitest';
import {
  calloutDisplay,
  calloutIconLabel,
  floatingUpsellLayout,
  guidanceLink,
  metricsBannerDisplay,
  searchDelightDisplay,
  searchQueryOf,
  showsMetricsBanner,
} from './callouts';

const callout = {
  title: 'Organise with sections',
  message: 'Split a big board into <a href="/b/">sections</a>.',
  completeButton: { text: 'Try it', url: '/b/' },
  dismissButton: { text: 'Not now', url: '', hideDismissButton: false },
  icon: 12,
  iconColor: 3,
};

test('a callout icon is a code from 1 to 34 and its icon colour a code from 1 to 12', () => {
  expect(calloutDisplay(callout)?.icon).toBe(12);
  expect(calloutDisplay(callout)?.iconColor).toBe(3);
  for (const icon of [1, 34]) expect(calloutDisplay({ ...callout, icon })?.icon).toBe(icon);
  for (const icon of [0, 35, 2.5, '12'])
    expect(calloutDisplay({ ...callout, icon })?.icon).toBe(null);
  for (const iconColor of [1, 12])
    expect(calloutDisplay({ ...callout, iconColor })?.iconColor).toBe(iconColor);
  for (const iconColor of [0, 13])
    expect(calloutDisplay({ ...callout, iconColor })?.iconColor).toBe(null);
});

test('icon labels are the spec ones: Info, Information, Warning and Error icon', () => {
  expect(calloutIconLabel('info')).toBe('Info icon');
  expect(calloutIconLabel('coded')).toBe('Information icon');
  expect(calloutIconLabel('warning')).toBe('Warning icon');
  expect(calloutIconLabel('error')).toBe('Error icon');
});

test('a callout has complete and dismiss buttons; hideDismissButton hides the dismiss button', () => {
  const shown = calloutDisplay(callout);
  expect(shown?.complete).toEqual({ text: 'Try it', url: '/b/' });
  expect(shown?.dismiss).toEqual({ text: 'Not now', url: '' });
  expect(shown?.dismissIcon).toBe(true);
  const hidden = calloutDisplay({
    ...callout,
    dismissButton: { text: 'Not now', hideDismissButton: true },
  });
  expect(hidden?.dismiss).toBe(null);
  expect(hidden?.dismissIcon).toBe(false);
  expect(calloutDisplay({ ...callout, dismissButton: undefined })?.dismissIcon).toBe(true);
});

test('a callout with neither title nor message shows nothing', () => {
  expect(calloutDisplay({ ...callout, title: ' ', message: '' })).toBe(null);
  expect(calloutDisplay({ ...callout, title: '' })?.message).toBe(callout.message);
});

test('the floating upsell has bottom margin 24 on wide layouts, otherwise footer height plus 8; max width 900 wide or 348 narrow', () => {
  expect(floatingUpsellLayout({ windowWidth: 481, footerHeight: 64 })).toEqual({
    bottom: 24,
    maxWidth: 900,
  });
  expect(floatingUpsellLayout({ windowWidth: 480, footerHeight: 64 })).toEqual({
    bottom: 72,
    maxWidth: 348,
  });
  expect(floatingUpsellLayout({ windowWidth: 320, footerHeight: 0 })).toEqual({
    bottom: 8,
    maxWidth: 348,
  });
});

test('the floating upsell image width is at most 128', () => {
  const image = (width: number, height: number) =>
    calloutDisplay({ ...callout, image: { url: '/i.png', width, height } })?.image;
  expect(image(128, 128)).toEqual({ url: '/i.png', width: 128, height: 128 });
  expect(image(256, 128)).toEqual({ url: '/i.png', width: 128, height: 64 });
  expect(image(64, 64)).toEqual({ url: '/i.png', width: 64, height: 64 });
  expect(calloutDisplay(callout)?.image).toBe(null);
});

test('links beginning with http:// or https:// open in a new tab with noreferrer; external links get nofollow', () => {
  const app = 'https://pinstate.test';
  expect(guidanceLink('https://souptuesday.com/', app)).toEqual({
    newTab: true,
    rel: 'noreferrer nofollow',
  });
  expect(guidanceLink('HTTP://souptuesday.com/', app)).toEqual({
    newTab: true,
    rel: 'noreferrer nofollow',
  });
  expect(guidanceLink('https://pinstate.test/ideas/', app)).toEqual({
    newTab: true,
    rel: 'noreferrer',
  });
  expect(guidanceLink('/pinstate/kitchen-ideas/', app)).toEqual({ newTab: false, rel: null });
});

test('the metrics banner is for partners', () => {
  const viewer = (kind: 'partner' | 'signed-in' | 'logged-out', isPartner: boolean) => ({
    kind,
    id: kind === 'logged-out' ? null : 'u2',
    isPartner,
  });
  expect(showsMetricsBanner(viewer('partner', true))).toBe(true);
  expect(showsMetricsBanner(viewer('signed-in', false))).toBe(false);
  expect(showsMetricsBanner(viewer('logged-out', false))).toBe(false);
});

test('the metrics banner shows title_text, subtitle_text and its first two buttons', () => {
  expect(
    metricsBannerDisplay({
      type: 5,
      title_text: 'Reached 1k',
      subtitle_text: 'See more.',
      buttons: [
        { text: 'See analytics', uri: '/business/hub/' },
        { text: 'Not now', uri: '' },
        { text: 'Third', uri: '' },
      ],
    }),
  ).toEqual({
    title: 'Reached 1k',
    subtitle: 'See more.',
    primary: { text: 'See analytics', uri: '/business/hub/' },
    secondary: { text: 'Not now', uri: '' },
  });
});

const delight = {
  component_type: 3,
  search_query_list: ['pumpkin pie', 'fall recipes'],
  text_colors: ['#cf8a3d', 'red; background: url(x)', '#b33f40'],
  text_background_color: '#fff4e5',
  text: 'Sweater weather, baking season',
};

test('search delight shows its text when the search query is in its search_query_list', () => {
  expect(searchDelightDisplay(delight, 'pumpkin pie')).toEqual({
    text: 'Sweater weather, baking season',
    colors: ['#cf8a3d', '#b33f40'],
    background: '#fff4e5',
  });
  expect(searchDelightDisplay(delight, '  Pumpkin   Pie ')?.text).toBe(delight.text);
  expect(searchDelightDisplay(delight, 'pumpkin')).toBe(null);
  expect(searchDelightDisplay(delight, null)).toBe(null);
  expect(searchDelightDisplay({ ...delight, text: '' }, 'pumpkin pie')).toBe(null);
});

test('search routes add a search_query to the extra context', () => {
  expect(searchQueryOf('/search/pins/', '?q=pumpkin+pie&rs=typed')).toBe('pumpkin pie');
  expect(searchQueryOf('/search', '?q=pumpkin')).toBe('pumpkin');
  expect(searchQueryOf('/search/pins/', '?q=')).toBe(null);
  expect(searchQueryOf('/searching/', '?q=pumpkin')).toBe(null);
  expect(searchQueryOf('/', '?q=pumpkin')).toBe(null);
});
