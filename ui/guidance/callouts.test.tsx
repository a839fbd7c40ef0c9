// @vitest-environment jsdom
// The guidance renderers of callouts (types 27 and 28), the metrics banner and search delight
// (spec 2 sections 2, 5, 7, 8 and 9), and the rule that a record spec 2 section 5 rejects shows
// nothing, over every such fixture record.
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { BANNER_COMPONENT } from '../../domain/experiences';
import type { Experience } from '../../domain/types';
import { generateDb } from '../../fixtures/generate';
import { KNOWN } from '../../fixtures/known';
import { Callout } from './callout';
import { CalloutBanner } from './callout-banner';
import { FloatingUpsell } from './floating-upsell';
import { MetricsBanner } from './metrics-banner';
import { Chosen } from './placement';
import type { ExperiencesRef } from './renderer-props';
import { SearchDelight } from './search-delight';

afterEach(cleanup);

const db = generateDb();
const record = (id: string): Experience => {
  const found = db.experiences.find((e) => e.id === id);
  if (!found) throw new Error(`no fixture record ${id}`);
  return found;
};
const V = KNOWN.experiences.valid;

function fakeExperiences() {
  const send = vi.fn();
  return { send, ref: { send } as unknown as ExperiencesRef };
}

function renderAt(node: ReactNode, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Suspense fallback={null}>{node}</Suspense>
    </MemoryRouter>,
  );
}

test('every fixture record that spec 2 section 5 rejects renders nothing', async () => {
  const rejected = Object.values(KNOWN.experiences.invalid).map(record);
  expect(rejected.length).toBe(12);
  for (const experience of rejected) {
    const { ref, send } = fakeExperiences();
    const { container, unmount } = renderAt(<Chosen experience={experience} experiences={ref} />);
    // Let any renderer chunk arrive: a rejected record still shows nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.innerHTML, experience.id).toBe('');
    expect(send, experience.id).not.toHaveBeenCalled();
    unmount();
  }
});

test('a valid record of each new kind is drawn by its renderer (control for the test above)', async () => {
  for (const [id, name] of [
    [V.callout27, 'Organise with sections'],
    [V.metricsBanner, 'Your Pins reached 48.2k people this month'],
  ] as const) {
    const { ref } = fakeExperiences();
    renderAt(<Chosen experience={record(id)} experiences={ref} />);
    expect(await screen.findByRole('region', { name })).toBeTruthy();
    cleanup();
  }
});

test('a callout message is HTML with links, sanitized with DOMPurify', () => {
  const { ref } = fakeExperiences();
  const experience = record(V.callout27);
  const hostile: Experience = {
    ...experience,
    display_data: {
      ...experience.display_data,
      message:
        'Read <a href="https://souptuesday.com/" onclick="steal()">this</a><script>steal()</script><img src=x onerror="steal()"> and <a href="javascript:steal()">that</a> or <a href="/pinstate/kitchen-ideas/">sections</a>',
    },
  };
  renderAt(<Callout experience={hostile} experiences={ref} />);
  const region = screen.getByRole('region', { name: 'Organise with sections' });
  expect(region.innerHTML).not.toMatch(/script|onerror|onclick|javascript:|<img/u);
  const outside = within(region).getByRole('link', { name: 'this' });
  expect(outside.getAttribute('target')).toBe('_blank');
  expect(outside.getAttribute('rel')).toBe('noreferrer nofollow');
  const inside = within(region).getByRole('link', { name: 'sections' });
  expect(inside.getAttribute('target')).toBe(null);
  expect(inside.getAttribute('href')).toBe('/pinstate/kitchen-ideas/');
});

test('the callout placement transition is 300 ms', () => {
  const { ref } = fakeExperiences();
  renderAt(<Callout experience={record(V.callout27)} experiences={ref} />);
  const region = screen.getByRole('region', { name: 'Organise with sections' });
  expect(region.style.getPropertyValue('--callout-transition')).toBe('300ms');
});

test("a callout's icon code shows with the label 'Information icon'", () => {
  const { ref } = fakeExperiences();
  renderAt(<Callout experience={record(V.callout27)} experiences={ref} />);
  const icon = screen.getByRole('img', { name: 'Information icon' });
  expect(icon.getAttribute('data-icon')).toBe('12');
});

const click = (element: number) => ({
  type: 'experience.click',
  placementId: 1000141,
  component: BANNER_COMPONENT.calloutBanner,
  element: ({ 11925: 'dismiss', 13004: 'primary', 13005: 'secondary' } as Record<number, string>)[
    element
  ],
  // The page's view type (spec 3 section 8's logging fields), whatever page the test is on.
  viewType: expect.any(String) as unknown,
});

test("the callout's dismiss icon 'Dismiss callout' dismisses it, logged as element 11925 of event 101", async () => {
  const { ref, send } = fakeExperiences();
  renderAt(<Callout experience={record(V.callout27)} experiences={ref} />);
  expect(send).toHaveBeenCalledWith({ type: 'experience.displayed', placementId: 1000141 });
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss callout' }));
  expect(send).toHaveBeenCalledWith(click(11925));
  expect(send).toHaveBeenCalledWith({ type: 'experience.dismiss', placementId: 1000141 });
});

test('the complete button completes the callout (element 13004); the dismiss button dismisses it (element 13005)', async () => {
  const { ref, send } = fakeExperiences();
  renderAt(<Callout experience={record(V.callout27)} experiences={ref} />);
  await userEvent.click(screen.getByRole('link', { name: 'Try it' }));
  expect(send).toHaveBeenCalledWith(click(13004));
  expect(send).toHaveBeenCalledWith({
    type: 'experience.complete',
    placementId: 1000141,
    completionLevel: 1,
  });
  cleanup();
  const second = fakeExperiences();
  renderAt(<Callout experience={record(V.callout27)} experiences={second.ref} />);
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(second.send).toHaveBeenCalledWith(click(13005));
  expect(second.send).toHaveBeenCalledWith({ type: 'experience.dismiss', placementId: 1000141 });
});

test('hideDismissButton: the callout shows no dismiss button', () => {
  const { ref } = fakeExperiences();
  const experience = record(V.callout27);
  renderAt(
    <Callout
      experience={{
        ...experience,
        display_data: {
          ...experience.display_data,
          dismissButton: { text: 'Not now', hideDismissButton: true },
        },
      }}
      experiences={ref}
    />,
  );
  expect(screen.queryByRole('button', { name: 'Dismiss callout' })).toBe(null);
  expect(screen.queryByRole('button', { name: 'Not now' })).toBe(null);
  expect(screen.getByRole('link', { name: 'Try it' })).toBeTruthy();
});

test('the floating upsell shows its image at most 128 wide', () => {
  const { ref } = fakeExperiences();
  const experience = record(V.floatingUpsell);
  renderAt(
    <FloatingUpsell
      experience={{
        ...experience,
        display_data: {
          ...experience.display_data,
          image: { url: '/big.png', width: 512, height: 256 },
        },
      }}
      experiences={ref}
    />,
  );
  const region = screen.getByRole('region', { name: 'Get the app' });
  const image = region.querySelector('img');
  expect(image?.getAttribute('width')).toBe('128');
  expect(image?.getAttribute('height')).toBe('64');
});

test("the metrics banner's first button completes it and its second dismisses it", async () => {
  const { ref, send } = fakeExperiences();
  renderAt(<MetricsBanner experience={record(V.metricsBanner)} experiences={ref} />);
  const banner = screen.getByRole('region', { name: 'Your Pins reached 48.2k people this month' });
  expect(banner.textContent).toContain('See which ideas people saved the most.');
  expect(within(banner).getByRole('link', { name: 'See analytics' }).getAttribute('href')).toBe(
    '/business/hub/',
  );
  await userEvent.click(within(banner).getByRole('button', { name: 'Not now' }));
  expect(send).toHaveBeenCalledWith({ type: 'experience.dismiss', placementId: 1000499 });
});

test('search delight shows its text on the search page when the query is in search_query_list', () => {
  const { ref, send } = fakeExperiences();
  const experience = record(V.searchDelight);
  renderAt(
    <SearchDelight experience={experience} experiences={ref} />,
    '/search/pins/?q=Pumpkin%20pie',
  );
  const text = screen.getByText('Sweater weather, baking season');
  expect(text.style.backgroundImage).toBe(
    'linear-gradient(90deg, rgb(207, 138, 61), rgb(179, 63, 64))',
  );
  expect(text.parentElement?.style.backgroundColor).toBe('rgb(255, 244, 229)');
  expect(send).toHaveBeenCalledWith({ type: 'experience.displayed', placementId: 1000500 });
  cleanup();
  const other = fakeExperiences();
  const { container } = renderAt(
    <SearchDelight experience={experience} experiences={other.ref} />,
    '/search/pins/?q=kitchen',
  );
  expect(container.innerHTML).toBe('');
  expect(other.send).not.toHaveBeenCalled();
});

test("callout banner icons: 'Info icon', 'Warning icon', 'Error icon' by tone; an upsell has none", () => {
  for (const [id, name, label] of [
    [V.calloutInfo, 'Your boards got a fresh look', 'Info icon'],
    [V.calloutWarning, 'Check your email address', 'Warning icon'],
    [V.calloutError, 'We could not load your notifications', 'Error icon'],
  ] as const) {
    const { ref } = fakeExperiences();
    renderAt(<CalloutBanner experience={record(id)} experiences={ref} />);
    const banner = screen.getByRole('region', { name });
    expect(within(banner).getByRole('img', { name: label })).toBeTruthy();
    cleanup();
  }
  const { ref } = fakeExperiences();
  renderAt(<CalloutBanner experience={record(V.calloutUpsell)} experiences={ref} />);
  expect(screen.queryByRole('img')).toBe(null);
});
