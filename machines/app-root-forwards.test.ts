// A shown experience's outcome reaches `experiences` through the root (docs/decisions/040; spec 2
// section 4 "Survey prompt": finished completes the experience).
import { expect, test } from 'vitest';
import { forwardsOf } from './app-root-helpers';

test("a survey's experience.completed completes its placement's experience", () => {
  const emitted = { type: 'experience.completed', placementId: 1000421, experienceId: 510008 };
  expect(forwardsOf('placement.1000421', emitted)).toEqual([
    ['experiences', { type: 'experience.complete', placementId: 1000421 }],
  ]);
});

test("a survey's experience.dismissed dismisses its placement's experience", () => {
  const emitted = { type: 'experience.dismissed', placementId: 1000421, experienceId: 510008 };
  expect(forwardsOf('placement.1000421', emitted)).toEqual([
    ['experiences', { type: 'experience.dismiss', placementId: 1000421 }],
  ]);
});

test('an abandoned survey and other events are forwarded nowhere', () => {
  expect(
    forwardsOf('placement.1000421', { type: 'survey.abandoned', placementId: 1000421 }),
  ).toEqual([]);
  expect(forwardsOf('experiences', { type: 'experience.noAction', placementId: 11 })).toEqual([]);
});

test("an experience toast's completion carries its completion level, so a level 3 is skipped (spec 2 section 4)", () => {
  const emitted = {
    type: 'experience.completed',
    placementId: 1000578,
    experienceId: 510017,
    completionLevel: 3,
  };
  expect(forwardsOf('placement.1000578', emitted)).toEqual([
    ['experiences', { type: 'experience.complete', placementId: 1000578, completionLevel: 3 }],
  ]);
});
