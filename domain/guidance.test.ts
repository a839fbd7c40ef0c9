import { expect, test } from 'vitest';
import { generateDb } from '../fixtures/generate';
import { KNOWN } from '../fixtures/known';
import {
  heroCompleteIsLink,
  heroMessageParts,
  heroShowsDismissIcon,
  isSurveyHeldBack,
  isSurveyMessageOrigin,
  LOGIN_PROMPT_TEXT,
  surveyActionTrigger,
} from './guidance';
import {
  completeNavigates,
  isActiveExperience,
  receivesExperiences,
  shouldComplete,
  validateExperience,
} from './experiences';

const pageAnchors = ['pin-save-button', 'header-search', 'header-avatar', 'header-home'];

test('an experience is active only if its type is not 0', () => {
  expect(isActiveExperience({ type: 0 })).toBe(false);
  expect(isActiveExperience({ type: 27 })).toBe(true);
});

/** The verdict on an experience of this type and display data (validateExperience). */
const verdict = (
  type: number,
  display_data: Record<string, unknown>,
  {
    device = 'desktop',
    placementId = 11,
    experienceId = 1,
  }: { device?: 'desktop' | 'mobile'; placementId?: number; experienceId?: number } = {},
) =>
  validateExperience({
    experience: { type, display_data, experience_id: experienceId, placement_id: placementId },
    device,
    anchors: pageAnchors,
  });
const shows = (...args: Parameters<typeof verdict>) => verdict(...args).ok;

test('callout banner type must be one of the three callout types with a message', () => {
  expect(shows(27, { type: 'info-callout', message: 'Hi' })).toBe(true);
  expect(shows(27, { type: 'error-callout', message: 'Hi' })).toBe(true);
  expect(shows(27, { type: 'warning-callout', message: 'Hi' })).toBe(true);
  expect(shows(27, { type: 'success-callout', message: 'Hi' })).toBe(false);
  expect(shows(27, { type: 'info-callout', message: '  ' })).toBe(false);
});

test("upsell banners need type 'upsell' and a message", () => {
  expect(shows(27, { type: 'upsell', message: 'Upgrade' })).toBe(true);
  expect(shows(27, { type: 'upsell' })).toBe(false);
});

test('a modal needs title, body and completeButton text', () => {
  const modal = { title: 'T', body: 'B', completeButton: { text: 'OK' } };
  expect(shows(26, modal)).toBe(true);
  expect(shows(26, { ...modal, title: '' })).toBe(false);
  expect(shows(26, { ...modal, body: undefined })).toBe(false);
  expect(shows(26, { ...modal, completeButton: { url: '/' } })).toBe(false);
});

test('a metrics banner needs type 5, at least 2 buttons, title_text and subtitle_text', () => {
  const banner = { type: 5, buttons: [{}, {}], title_text: 'T', subtitle_text: 'S' };
  expect(shows(5, banner)).toBe(true);
  expect(shows(5, { ...banner, type: 4 })).toBe(false);
  expect(shows(5, { ...banner, buttons: [{}] })).toBe(false);
  expect(shows(5, { ...banner, subtitle_text: '' })).toBe(false);
});

test('the platform key is web_mobile on mobile and web otherwise', () => {
  const flyout = (platform: string) => ({
    component_type: 2,
    anchors_by_platform: { [platform]: { anchor: 'header-avatar', placement: 1000540 } },
  });
  const at = { placementId: 1000540 };
  expect(shows(8, flyout('web_mobile'), { ...at, device: 'mobile' })).toBe(true);
  expect(shows(8, flyout('web'), { ...at, device: 'mobile' })).toBe(false);
  expect(shows(8, flyout('web'), { ...at, device: 'desktop' })).toBe(true);
});

test('a flyout needs the anchor for the current platform on the current placement', () => {
  const data = {
    component_type: 2,
    anchors_by_platform: { web: { anchor: 'header-avatar', placement: 1000540 } },
  };
  expect(shows(8, data, { device: 'desktop', placementId: 1000540 })).toBe(true);
  expect(shows(8, data, { device: 'desktop', placementId: 1000559 })).toBe(false);
  expect(shows(8, data, { device: 'mobile', placementId: 1000540 })).toBe(false);
});

test("a popover needs type 29 and an anchor among the page's anchors", () => {
  expect(shows(29, { anchor: 'header-search' })).toBe(true);
  expect(shows(29, { anchor: 'retired-anchor' })).toBe(false);
});

test('every valid fixture experience passes and every invalid one is rejected', () => {
  const db = generateDb();
  const byId = new Map(db.experiences.map((e) => [e.id, e]));
  for (const id of Object.values(KNOWN.experiences.valid)) {
    const experience = byId.get(id);
    expect(experience, id).toBeDefined();
    if (!experience) continue;
    const verdict = validateExperience({ experience, device: 'desktop', anchors: pageAnchors });
    expect(verdict, `${id} ${JSON.stringify(verdict)}`).toMatchObject({ ok: true });
  }
  for (const id of Object.values(KNOWN.experiences.invalid)) {
    const experience = byId.get(id);
    expect(experience, id).toBeDefined();
    if (!experience) continue;
    const verdict = validateExperience({ experience, device: 'desktop', anchors: pageAnchors });
    expect(verdict.ok, `${id}: ${experience.fixtureNote ?? ''}`).toBe(false);
  }
});

test('experience kinds follow the type and component_type', () => {
  const kind = (type: number, display_data: Record<string, unknown>, experienceId = 1) =>
    verdict(type, display_data, { experienceId }).kind;
  expect(kind(5, { component_type: 1 })).toBe('heroBanner');
  expect(kind(8, { component_type: 2 })).toBe('flyout');
  expect(kind(5, { component_type: 3 })).toBe('searchDelight');
  expect(kind(27, { type: 'info-callout' })).toBe('calloutBanner');
  expect(kind(27, { title: 'x' })).toBe('callout');
  expect(kind(28, {})).toBe('floatingUpsell');
  expect(kind(26, {})).toBe('modal');
  expect(kind(5, { anket: { url: '/s/' } })).toBe('survey');
  expect(kind(5, {}, 502527)).toBe('metricsBanner');
  expect(kind(8, {})).toBe('tooltip');
  expect(kind(10, {})).toBe('toast');
  expect(kind(29, {})).toBe('popover');
  expect(kind(0, {})).toBe('inactive');
});

test('bots receive no experiences', () => {
  expect(receivesExperiences({ kind: 'bot' })).toBe(false);
  expect(receivesExperiences({ kind: 'social-bot' })).toBe(false);
  expect(receivesExperiences({ kind: 'logged-out' })).toBe(true);
});

test('a hero complete button with a link renders as a link', () => {
  expect(heroCompleteIsLink({ completeButtonText: 'Go', onCompleteRedirectUrl: '/x/' })).toBe(true);
  expect(heroCompleteIsLink({ completeButtonText: 'Go' })).toBe(false);
});

test('a hero dismiss icon appears only for message-only banners', () => {
  expect(heroShowsDismissIcon({ message: 'Hello' })).toBe(true);
  expect(heroShowsDismissIcon({ message: 'Hello', completeButtonText: 'Go' })).toBe(false);
  expect(heroShowsDismissIcon({ message: 'Hello', dismissButtonText: 'Later' })).toBe(false);
});

test('hero message placeholders become links', () => {
  expect(
    heroMessageParts({
      message: 'Follow {1} and {2} today {3}',
      links: ['/ideas/a/1/', '/ideas/b/2/'],
      linkTitles: ['Home decor', 'Recipes'],
    }),
  ).toEqual([
    { text: 'Follow ' },
    { text: 'Home decor', href: '/ideas/a/1/' },
    { text: ' and ' },
    { text: 'Recipes', href: '/ideas/b/2/' },
    { text: ' today ' },
    { text: '{3}' },
  ]);
  expect(heroMessageParts({ message: 'Plain' })).toEqual([{ text: 'Plain' }]);
});

test('survey action trigger is 1, 2 or default 3', () => {
  expect(surveyActionTrigger({ action_trigger: 2 })).toBe(2);
  expect(surveyActionTrigger({ action_trigger: 1 })).toBe(1);
  expect(surveyActionTrigger({ action_trigger: 7 })).toBe(3);
  expect(surveyActionTrigger({})).toBe(3);
});

test('surveys on placement 1000421 are held back on pin-builder and idea-pin-builder paths', () => {
  expect(isSurveyHeldBack({ placementId: 1000421, pathname: '/pin-builder' })).toBe(true);
  expect(isSurveyHeldBack({ placementId: 1000421, pathname: '/idea-pin-builder/step/' })).toBe(
    true,
  );
  expect(isSurveyHeldBack({ placementId: 1000421, pathname: '/' })).toBe(false);
  expect(isSurveyHeldBack({ placementId: 1000542, pathname: '/pin-builder' })).toBe(false);
});

test('survey frame messages are accepted only from the origin of the survey link', () => {
  const appOrigin = 'http://127.0.0.1:4399';
  expect(
    isSurveyMessageOrigin({
      origin: 'https://survey.example',
      surveyUrl: 'https://survey.example/s/1',
      appOrigin,
    }),
  ).toBe(true);
  expect(
    isSurveyMessageOrigin({
      origin: 'https://evil.example',
      surveyUrl: 'https://survey.example/s/1',
      appOrigin,
    }),
  ).toBe(false);
  expect(
    isSurveyMessageOrigin({ origin: appOrigin, surveyUrl: '/surveys/home-feed/', appOrigin }),
  ).toBe(true);
});

test('completing is skipped unless the completion level is 1 or 2 or removal is prevented', () => {
  expect(shouldComplete({ completionLevel: 1 })).toBe(true);
  expect(shouldComplete({ completionLevel: 2 })).toBe(true);
  expect(shouldComplete({ completionLevel: 3 })).toBe(false);
  expect(shouldComplete({ completionLevel: undefined })).toBe(false);
  expect(shouldComplete({ completionLevel: 3, preventRemoval: true })).toBe(true);
});

test('logged-out prompts use the spec texts', () => {
  expect(LOGIN_PROMPT_TEXT).toEqual({
    save: 'Log in to save this Pin',
    edit: 'Log in to edit this Pin',
    follow: 'Log in to follow',
    unfollow: 'Log in to unfollow',
    create: 'Log in to create a Pin or board',
  });
});

test('507054 disables navigation when completed: its complete button follows no link', () => {
  expect(completeNavigates(507054)).toBe(false);
  expect(completeNavigates(510007)).toBe(true);
});
