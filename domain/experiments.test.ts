import { expect, test } from 'vitest';
import { EXPERIMENTS, parseExperiments, surveyAsksOnLeaving } from './experiments';

test('the experiments form keeps known names only', () => {
  expect(parseExperiments(`${EXPERIMENTS.surveyOnClose}, nonsense,`)).toEqual([
    EXPERIMENTS.surveyOnClose,
  ]);
  expect(parseExperiments('')).toEqual([]);
});

test('on-close mode needs action_trigger 2 and its experiment on', () => {
  const on = [EXPERIMENTS.surveyOnClose];
  expect(surveyAsksOnLeaving(2, on)).toBe(true);
  expect(surveyAsksOnLeaving(2, [])).toBe(false);
  expect(surveyAsksOnLeaving(1, on)).toBe(false);
  expect(surveyAsksOnLeaving(3, on)).toBe(false);
});
