// @vitest-environment jsdom
// The anchored guidance kinds over the app's own actor system (spec 2 section 4 "Tooltip and
// pulsar", "Educational popover"; section 2 "Anchored flyout"; labels of section 8).
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { Experience } from '../../domain/types';
import { experiencesMachine } from '../../machines/experiences.machine';
import { letPageActorsGo } from '../app/live-api.test-support';
import { loadPinLogic } from '../../runtime/system';
import type { ExperiencesRef } from './renderer-props';
import { AnchoredFlyout } from './anchored-flyout';
import { EducationalPopover } from './educational-popover';
import { TooltipPulsar } from './tooltip-pulsar';

const experience = (
  placementId: number,
  experienceId: number,
  type: number,
  display_data: Record<string, unknown>,
): Experience => ({
  id: `${placementId}:${experienceId}`,
  experience_id: experienceId,
  placement_id: placementId,
  type,
  status: '',
  display_data,
  triggerable_placed_exps: [],
  metadata: {},
});

const TEXT = 'Search by colour, style or ingredient.';
const tooltip = experience(1000543, 510011, 8, {
  tooltip: { mainText: TEXT, confirmButtonText: 'Got it', cancelButtonText: 'Dismiss' },
  has_pulsar: true,
  has_tooltip: true,
});

beforeAll(() => loadPinLogic());

afterEach(async () => {
  cleanup();
  await letPageActorsGo();
});

function shown(node: (experiences: ExperiencesRef) => ReactNode, strict = false) {
  const experiences = createActor(experiencesMachine, {
    input: { refreshHomePlacement: false },
  }).start();
  const tree = <MemoryRouter initialEntries={['/']}>{node(experiences)}</MemoryRouter>;
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return experiences;
}

for (const strict of [false, true])
  test(`a pulsar shows first; clicking it pauses it and opens the tooltip, keyboard inside${strict ? ' (strict mode)' : ''}`, async () => {
    const experiences = shown(
      (ref) => <TooltipPulsar experience={tooltip} experiences={ref} />,
      strict,
    );
    const pulsar = await screen.findByRole('button', { name: TEXT });
    expect(pulsar.dataset.pulsar).toBe('pulsing');
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.click(pulsar);
    const bubble = screen.getByRole('group', { name: TEXT });
    expect(pulsar.dataset.pulsar).toBe('paused');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' }));
    expect(bubble.textContent).toContain(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: TEXT })).toBeNull();
    experiences.stop();
  });

test('Escape dismisses the open tooltip', async () => {
  const experiences = shown((ref) => (
    <TooltipPulsar
      experience={{ ...tooltip, display_data: { ...tooltip.display_data, has_pulsar: false } }}
      experiences={ref}
    />
  ));
  const bubble = await screen.findByRole('group', { name: TEXT });
  fireEvent.keyDown(bubble, { key: 'Escape' });
  expect(screen.queryByRole('group')).toBeNull();
  experiences.stop();
});

test('a tooltip with neither pulsar nor tooltip shows nothing', async () => {
  const empty = experience(1000543, 510012, 8, { has_pulsar: false, has_tooltip: false });
  const experiences = shown((ref) => <TooltipPulsar experience={empty} experiences={ref} />);
  await act(() => loadPinLogic());
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('group')).toBeNull();
  experiences.stop();
});

test("the educational popover shows its message, its button and a close button labelled 'Close'", async () => {
  const popover = experience(1000544, 510010, 29, {
    message: 'Tap Save to keep this idea on a board.',
    anchor: 'pin-save-button',
    complete_button: 'Got it',
  });
  const experiences = shown((ref) => <EducationalPopover experience={popover} experiences={ref} />);
  const bubble = await screen.findByRole('group', {
    name: 'Tap Save to keep this idea on a board.',
  });
  expect(bubble.querySelector('button[aria-label="Close"]')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('group')).toBeNull();
  experiences.stop();
});

test('the thumbnail flyout shows the last 3 thumbnails, 312 wide, and its button as a link', async () => {
  const flyout = experience(1000540, 510013, 8, {
    component_type: 2,
    display_type: 1,
    flyout_direction: 3,
    text: 'Your saved Pins live on your profile now.',
    button_text: 'Show me',
    button_uri: '/me/',
    thumbnail_urls: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'],
  });
  const experiences = shown((ref) => <AnchoredFlyout experience={flyout} experiences={ref} />);
  const bubble = await screen.findByRole('group', {
    name: 'Your saved Pins live on your profile now.',
  });
  expect(bubble.style.width).toBe('312px');
  expect([...bubble.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
    '/b.jpg',
    '/c.jpg',
    '/d.jpg',
  ]);
  expect(screen.getByRole('link', { name: 'Show me' }).getAttribute('href')).toBe('/me/');
  experiences.stop();
});

test("a placement's next experience gets its own actor, not the ended one still in its grace period", async () => {
  const experiences = createActor(experiencesMachine, {
    input: { refreshHomePlacement: false },
  }).start();
  const noPulsar = (e: Experience): Experience => ({
    ...e,
    display_data: { ...e.display_data, has_pulsar: false },
  });
  const next = noPulsar({ ...tooltip, id: '1000543:510099', experience_id: 510099 });
  const view = (e: Experience) => (
    <MemoryRouter initialEntries={['/']}>
      <TooltipPulsar key={e.id} experience={e} experiences={experiences} />
    </MemoryRouter>
  );
  const { rerender } = render(view(noPulsar(tooltip)));
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('group')).toBeNull();
  // At once, as the placement shows its next experience: the ended tooltip must not stand in.
  rerender(view(next));
  expect(await screen.findByRole('group', { name: TEXT })).toBeTruthy();
  experiences.stop();
});

/** Sets the window's width as a phone turned or a window narrowed would, and says so. */
function windowWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

const WIDE = window.innerWidth;

test('on a narrow layout (480 px or less) the popover is a bottom sheet with its close control, reached by the keyboard; a wider window gives the bubble back', async () => {
  windowWidth(480);
  const popover = experience(1000544, 510010, 29, {
    message: 'Save to keep this idea on a board.',
    anchor: 'pin-save-button',
    complete_button: 'Got it',
  });
  const experiences = shown((ref) => (
    <>
      <button type="button">Save</button>
      <EducationalPopover experience={popover} experiences={ref} />
    </>
  ));
  try {
    const sheet = await screen.findByRole('group', { name: 'Save to keep this idea on a board.' });
    expect(sheet.dataset.side).toBe('sheet');
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    windowWidth(481);
    expect(
      screen.getByRole('group', { name: 'Save to keep this idea on a board.' }).dataset.side,
    ).not.toBe('sheet');
  } finally {
    windowWidth(WIDE);
    experiences.stop();
  }
});

test("on a narrow layout a tooltip's pulsar stays on its anchor, outside the sheet its click opens", async () => {
  windowWidth(390);
  const experiences = shown((ref) => <TooltipPulsar experience={tooltip} experiences={ref} />);
  try {
    const pulsar = await screen.findByRole('button', { name: TEXT });
    await userEvent.click(pulsar);
    const sheet = screen.getByRole('group', { name: TEXT });
    expect(sheet.dataset.side).toBe('sheet');
    expect(sheet.contains(pulsar)).toBe(false);
    expect(pulsar.dataset.pulsar).toBe('paused');
  } finally {
    windowWidth(WIDE);
    experiences.stop();
  }
});
