// What a survey experience's prompt shows (spec 2 section 2 "Survey" display data; section 4
// "Survey prompt" titles and default delay).
import { expect, test } from 'vitest';
import { surveyDisplay } from './experiences';
import { SURVEY_TITLES } from './guidance';

const APP = 'http://127.0.0.1:4173';

test("a survey's link, title, texts, buttons, delay and action trigger", () => {
  const display = surveyDisplay(
    {
      anket: { survey_id: 'home-feed-2026', url: 'http://127.0.0.1:3001/surveys/home-feed/' },
      buttons: [
        { text: 'Sure', uri: '' },
        { text: 'No thanks', uri: '' },
      ],
      delay: 2000,
      title_text: SURVEY_TITLES[1],
      subtitle_text: 'Tell us',
      detailed_text: 'Two minutes',
      action_trigger: 2,
    },
    APP,
  );
  expect(display).toEqual({
    url: 'http://127.0.0.1:3001/surveys/home-feed/',
    title: SURVEY_TITLES[1],
    subtitle: 'Tell us',
    detail: 'Two minutes',
    accept: 'Sure',
    decline: 'No thanks',
    delayMs: 2000,
    actionTrigger: 2,
  });
});

test('a relative link is on the app origin; no delay is the default; a foreign title is a spec title', () => {
  const display = surveyDisplay({ anket: { url: '/surveys/x/' }, title_text: 'Hi' }, APP);
  expect(display).toMatchObject({
    url: `${APP}/surveys/x/`,
    title: SURVEY_TITLES[0],
    accept: 'Take the survey',
    decline: 'Maybe another time',
    delayMs: null,
    actionTrigger: 3,
  });
});

test('a survey without an anket link shows nothing', () => {
  expect(surveyDisplay({ anket: {} }, APP)).toBeNull();
  expect(surveyDisplay({}, APP)).toBeNull();
});
