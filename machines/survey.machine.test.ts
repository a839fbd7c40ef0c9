// The survey prompt: spec 2 section 4 "Survey prompt" and section 9's timings, on a simulated
// clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  selectFrameMounted,
  selectHoldsLeaving,
  selectSurveyExpanded,
  selectSurveyShown,
  surveyMachine,
  type SurveyEmitted,
  type SurveyInput,
} from './survey.machine';

const SURVEY_ORIGIN = 'http://127.0.0.1:3001';

function start(overrides: Partial<SurveyInput> = {}) {
  const clock = new SimulatedClock();
  const emitted: SurveyEmitted[] = [];
  const actor = createActor(surveyMachine, {
    clock,
    input: {
      placementId: 1000421,
      experienceId: 77,
      surveyUrl: `${SURVEY_ORIGIN}/surveys/77/`,
      appOrigin: 'http://127.0.0.1:4173',
      onClose: false,
      pathname: '/',
      ...overrides,
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

const loaded = { type: 'survey.message' as const, origin: SURVEY_ORIGIN, data: 'surveyLoaded' };
const finished = { type: 'survey.message' as const, origin: SURVEY_ORIGIN, data: 'surveyFinished' };

test('the survey loads after its default delay of 5000 ms', () => {
  const { actor, clock } = start();
  clock.increment(5000 - 1);
  expect(selectFrameMounted(actor.getSnapshot())).toBe(false);
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('loading');
  expect(selectFrameMounted(actor.getSnapshot())).toBe(true);
  expect(selectSurveyShown(actor.getSnapshot())).toBe(false);
});

test("the survey loads after the display data's own delay", () => {
  const { actor, clock } = start({ delayMs: 1200 });
  clock.increment(1200);
  expect(actor.getSnapshot().value).toBe('loading');
});

test('surveyLoaded from the survey origin shows the prompt', () => {
  const { actor, clock } = start();
  clock.increment(5000);
  actor.send(loaded);
  expect(selectSurveyShown(actor.getSnapshot())).toBe(true);
});

test('a frame that does not report loaded within 15000 ms is abandoned silently', () => {
  const { actor, clock, emitted } = start();
  clock.increment(5000);
  clock.increment(15000 - 1);
  expect(actor.getSnapshot().value).toBe('loading');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('abandoned');
  expect(selectFrameMounted(actor.getSnapshot())).toBe(false);
  expect(emitted).toEqual([{ type: 'survey.abandoned', placementId: 1000421, experienceId: 77 }]);
  actor.send(loaded);
  expect(selectSurveyShown(actor.getSnapshot())).toBe(false);
});

test('a message from any other origin changes nothing', () => {
  const { actor, clock } = start();
  clock.increment(5000);
  for (const origin of ['http://127.0.0.1:4173', 'https://evil.example', 'null', '']) {
    actor.send({ type: 'survey.message', origin, data: 'surveyLoaded' });
    expect(actor.getSnapshot().value).toBe('loading');
  }
  actor.send(loaded);
  actor.send({ type: 'survey.message', origin: 'https://evil.example', data: 'surveyFinished' });
  expect(actor.getSnapshot().value).toBe('prompting');
});

test('accepting expands the frame; surveyFinished completes the experience', () => {
  const { actor, clock, emitted } = start();
  clock.increment(5000);
  actor.send(loaded);
  actor.send({ type: 'survey.accept' });
  expect(selectSurveyExpanded(actor.getSnapshot())).toBe(true);
  actor.send(finished);
  expect(actor.getSnapshot().status).toBe('done');
  expect(emitted).toEqual([
    { type: 'experience.completed', placementId: 1000421, experienceId: 77 },
  ]);
});

test('declining dismisses the experience', () => {
  const { actor, clock, emitted } = start();
  clock.increment(5000);
  actor.send(loaded);
  actor.send({ type: 'survey.decline' });
  expect(actor.getSnapshot().value).toBe('declined');
  expect(emitted).toEqual([
    { type: 'experience.dismissed', placementId: 1000421, experienceId: 77 },
  ]);
});

test('a message posted as an object with a type counts the same', () => {
  const { actor, clock } = start();
  clock.increment(5000);
  actor.send({ type: 'survey.message', origin: SURVEY_ORIGIN, data: { type: 'surveyLoaded' } });
  expect(actor.getSnapshot().value).toBe('prompting');
});

test('on placement 1000421 the survey is held back on the pin builder, re-checked every 3000 ms', () => {
  const { actor, clock } = start({ pathname: '/pin-builder' });
  expect(actor.getSnapshot().value).toBe('heldBack');
  clock.increment(3000 * 3);
  expect(actor.getSnapshot().value).toBe('heldBack');
  actor.send({ type: 'survey.route', pathname: '/' });
  clock.increment(3000 - 1);
  expect(actor.getSnapshot().value).toBe('heldBack');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('waiting');
});

test('the idea pin builder holds the survey back too; other placements are not held back', () => {
  expect(start({ pathname: '/idea-pin-builder' }).actor.getSnapshot().value).toBe('heldBack');
  expect(start({ pathname: '/pin-builder', placementId: 1000541 }).actor.getSnapshot().value).toBe(
    'waiting',
  );
});

test('in on-close mode the survey shows when the person leaves, then the navigation resumes', () => {
  const { actor, clock, emitted } = start({ onClose: true });
  clock.increment(5000 * 2);
  expect(actor.getSnapshot().value).toBe('armed');
  actor.send({ type: 'survey.leaving' });
  actor.send(loaded);
  expect(selectSurveyShown(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'survey.decline' });
  expect(emitted.map((e) => e.type)).toEqual(['experience.dismissed', 'survey.resumeNavigation']);
});

test('in on-close mode an abandoned frame still lets the navigation go on', () => {
  const { actor, clock, emitted } = start({ onClose: true });
  actor.send({ type: 'survey.leaving' });
  clock.increment(15000);
  expect(emitted.map((e) => e.type)).toEqual(['survey.abandoned', 'survey.resumeNavigation']);
});

test('in on-close mode leaving is held from arming until the survey ends; otherwise never', () => {
  const onClose = start({ onClose: true });
  expect(selectHoldsLeaving(onClose.actor.getSnapshot())).toBe(true);
  onClose.actor.send({ type: 'survey.leaving' });
  onClose.actor.send(loaded);
  expect(selectHoldsLeaving(onClose.actor.getSnapshot())).toBe(true);
  onClose.actor.send({ type: 'survey.decline' });
  expect(selectHoldsLeaving(onClose.actor.getSnapshot())).toBe(false);
  const delayed = start();
  expect(selectHoldsLeaving(delayed.actor.getSnapshot())).toBe(false);
});
