// The experience toast: spec 2 section 2 "Toast" (duration, link, text) and section 4 "Other"
// (education toast default delay 2000 ms), through the real toasts machine on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { EXPERIENCE_TOAST_LINK_LABEL } from '../domain/experience-display';
import {
  experienceToastMachine,
  type ExperienceToastEmitted,
  type ExperienceToastInput,
} from './experience-toast.machine';
import { createHost } from './test-support';
import { selectToast } from './toasts.machine';

const input: ExperienceToastInput = {
  placementId: 1000578,
  experienceId: 510014,
  text: 'Your profile has a new look.',
  link: '/me/',
  durationMs: 5000,
  completionLevel: 1,
};

function start(overrides: Partial<ExperienceToastInput> = {}) {
  const clock = new SimulatedClock();
  const host = createHost({
    subject: experienceToastMachine,
    input: { ...input, ...overrides },
    clock,
  });
  const emitted: ExperienceToastEmitted[] = [];
  host.subject.on('*', (event) => emitted.push(event));
  const toast = () => selectToast(host.toasts.getSnapshot());
  return { ...host, clock, emitted, toast };
}

test('the education toast waits its default delay of 2000 ms', () => {
  const { clock, toast } = start();
  clock.increment(1999);
  expect(toast()).toBeNull();
  clock.increment(1);
  expect(toast()?.toast.headline).toBe('Your profile has a new look.');
});

test("the experience toast shows its text and link and lasts its display data's duration", () => {
  const { clock, toast } = start({ durationMs: 7000 });
  clock.increment(2000);
  clock.increment(100);
  expect(toast()?.toast.action).toEqual({ label: EXPERIENCE_TOAST_LINK_LABEL, href: '/me/' });
  clock.increment(6999);
  expect(toast()?.phase).toBe('visible');
  clock.increment(1);
  expect(toast()?.phase).toBe('exiting');
});

test('an experience toast without a link has no action', () => {
  const { clock, toast } = start({ link: '' });
  clock.increment(2000);
  clock.increment(100);
  expect(toast()?.toast.action).toBeNull();
});

test("the experience toast completes its experience, with its completion level, once its toast's time is up", () => {
  const { clock, emitted } = start({ completionLevel: 3 });
  clock.increment(2000);
  clock.increment(100 + 5000 + 200 - 1);
  expect(emitted).toEqual([]);
  clock.increment(1);
  expect(emitted).toEqual([
    {
      type: 'experience.completed',
      placementId: 1000578,
      experienceId: 510014,
      completionLevel: 3,
    },
  ]);
});

test('the experience toast machine alone (no toasts actor) still completes', () => {
  const clock = new SimulatedClock();
  const actor = createActor(experienceToastMachine, { clock, input });
  actor.start();
  clock.increment(2000);
  clock.increment(100 + 5000 + 200);
  expect(actor.getSnapshot().value).toBe('done');
});
