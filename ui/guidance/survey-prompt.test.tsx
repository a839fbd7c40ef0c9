// @vitest-environment jsdom
// The survey prompt (spec 2 section 4 "Survey prompt") over the app's own actor system: its frame
// is in the page, hidden, until the survey link's origin reports `surveyLoaded`; a message from
// any other origin changes nothing; accepting expands the frame.
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { SURVEY_TITLES } from '../../domain/guidance';
import type { Experience } from '../../domain/types';
import { experiencesMachine } from '../../machines/experiences.machine';
import { letPageActorsGo } from '../app/live-api.test-support';
import { openScreen } from '../arbiter/open-screen';
import { SurveyPrompt } from './survey-prompt';

const SURVEY_ORIGIN = 'http://127.0.0.1:3001';

const survey: Experience = {
  id: '1000421:510008',
  experience_id: 510008,
  placement_id: 1000421,
  type: 5,
  status: '',
  display_data: {
    anket: { survey_id: 'home-feed-2026', url: `${SURVEY_ORIGIN}/surveys/home-feed/` },
    buttons: [
      { text: 'Sure', uri: '' },
      { text: 'No thanks', uri: '' },
    ],
    // No delay here: the machine's own tests time the 5000 ms default.
    delay: 0,
    title_text: SURVEY_TITLES[0],
    subtitle_text: 'Tell us how your home feed is doing.',
    action_trigger: 3,
  },
  triggerable_placed_exps: [],
  metadata: {},
};

// Page actors come with the logic the app loads after its first paint; the screen's arbiter,
// among them, is told a desktop's width and the cookie choice made, unless a test says otherwise.
beforeAll(() => openScreen());

afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const frame = () => document.querySelector('iframe');

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a message from another origin shows nothing; the survey's own origin shows the prompt (${mode})`, async () => {
    const experiences = createActor(experiencesMachine, {
      input: { refreshHomePlacement: false },
    }).start();
    render(
      wrap(
        <MemoryRouter initialEntries={['/']}>
          <SurveyPrompt experience={survey} experiences={experiences} />
        </MemoryRouter>,
      ),
    );
    // After the delay the frame is in the page, hidden while it loads.
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    expect(frame()?.getAttribute('src')).toBe(`${SURVEY_ORIGIN}/surveys/home-feed/`);
    expect(screen.queryByRole('region', { name: SURVEY_TITLES[0] })).toBeNull();

    post('https://elsewhere.example', 'surveyLoaded');
    post(window.location.origin, 'surveyLoaded');
    expect(screen.queryByRole('region', { name: SURVEY_TITLES[0] })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sure' })).toBeNull();

    post(SURVEY_ORIGIN, 'surveyLoaded');
    const prompt = screen.getByRole('region', { name: SURVEY_TITLES[0] });
    expect(prompt.textContent).toContain('Tell us how your home feed is doing.');
    expect(frame()?.hidden).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Sure' }));
    expect(frame()?.hidden).toBe(false);
    expect(screen.queryByRole('button', { name: 'Sure' })).toBeNull();
    experiences.stop();
  });
}

test('on a phone a survey holds the screen from when its frame starts loading: a less important surface asking meanwhile waits unseen', async () => {
  const arbiter = await openScreen({ width: 390 });
  const experiences = createActor(experiencesMachine, {
    input: { refreshHomePlacement: false },
  }).start();
  render(
    <MemoryRouter initialEntries={['/']}>
      <SurveyPrompt experience={survey} experiences={experiences} />
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(frame()).not.toBeNull());
  // An anchored popover asks while the frame is still loading.
  act(() => arbiter.send({ type: 'arbiter.request', id: 'placement.1000544', kind: 'anchored' }));
  expect(arbiter.getSnapshot().context.shown.map((s) => s.kind)).toEqual(['survey']);
  expect(screen.queryByRole('region', { name: SURVEY_TITLES[0] })).toBeNull();
  post(SURVEY_ORIGIN, 'surveyLoaded');
  expect(screen.getByRole('region', { name: SURVEY_TITLES[0] })).toBeTruthy();
  // Answered, it gives the screen to the popover.
  cleanup();
  expect(arbiter.getSnapshot().context.shown.map((s) => s.id)).toEqual(['placement.1000544']);
  act(() => arbiter.send({ type: 'arbiter.release', id: 'placement.1000544' }));
  experiences.stop();
  act(() => arbiter.send({ type: 'arbiter.resize', width: 1280 }));
});

test('on a phone the loaded survey waits for the cookie choice, unseen and not marked viewed; once it is made the prompt shows and is viewed (decision 082)', async () => {
  const arbiter = await openScreen({ width: 390 });
  act(() => arbiter.send({ type: 'arbiter.choicePending' }));
  const experiences = createActor(experiencesMachine, {
    input: { refreshHomePlacement: false },
  }).start();
  const sent = vi.spyOn(experiences, 'send');
  const displayed = () => sent.mock.calls.filter(([e]) => e.type === 'experience.displayed');
  render(
    <MemoryRouter initialEntries={['/']}>
      <SurveyPrompt experience={survey} experiences={experiences} />
    </MemoryRouter>,
  );
  await vi.waitFor(() => expect(frame()).not.toBeNull());
  post(SURVEY_ORIGIN, 'surveyLoaded');
  expect(screen.queryByRole('region', { name: SURVEY_TITLES[0] })).toBeNull();
  expect(displayed()).toEqual([]);
  act(() => arbiter.send({ type: 'arbiter.consent' }));
  expect(screen.getByRole('region', { name: SURVEY_TITLES[0] })).toBeTruthy();
  expect(displayed()).toHaveLength(1);
  // Gone from the page, it gives the screen back.
  cleanup();
  expect(arbiter.getSnapshot().context.shown).toEqual([]);
  experiences.stop();
  act(() => arbiter.send({ type: 'arbiter.resize', width: 1280 }));
});
