// @vitest-environment jsdom
// scenarios/README.md: /scenarios lists every scenario with its title; /scenarios/:id shows the player with
// its controls and step list, or says plainly when there is no such scenario.
import { StrictMode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { scenarios } from '../../scenarios/all';
import { ScenarioListPage, ScenarioPlayerPage } from './routes';

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/scenarios" element={<ScenarioListPage />} />
          <Route path="/scenarios/:id" element={<ScenarioPlayerPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

test('the scenario list shows every scenario by title, each linking to its player', () => {
  renderAt('/scenarios');
  for (const s of scenarios) {
    expect(screen.getByRole('link', { name: s.title }).getAttribute('href')).toBe(
      `/scenarios/${s.id}`,
    );
  }
});

test('the player shows the title, the controls and every step, ready to play', () => {
  const scenario = scenarios[0]!;
  renderAt(`/scenarios/${scenario.id}`);
  expect(screen.getByRole('heading', { name: scenario.title })).toBeDefined();
  const toolbar = screen.getByRole('toolbar', { name: 'Playback' });
  for (const name of ['Play', 'Step', 'Restart'])
    expect(within(toolbar).getByRole('button', { name })).toBeDefined();
  expect(within(toolbar).getByRole('combobox')).toBeDefined();
  const steps = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
  expect(steps).toHaveLength(scenario.steps.length);
  scenario.steps.forEach((step, index) => {
    expect(steps[index]?.textContent).toContain(step.say);
  });
  const status = document.querySelector('[data-scenario-status]');
  expect(status?.getAttribute('data-scenario-status')).toBe('ready');
  expect(status?.textContent).toBe('Ready');
  expect(screen.getByRole('button', { name: 'Record' })).toBeDefined();
});

test('an unknown scenario id is said plainly, with a way back to the list', () => {
  renderAt('/scenarios/no-such-story');
  expect(screen.getByRole('heading', { name: "No scenario 'no-such-story'" })).toBeDefined();
  expect(screen.getByRole('link', { name: 'See every scenario' }).getAttribute('href')).toBe(
    '/scenarios',
  );
});
