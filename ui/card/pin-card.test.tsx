// @vitest-environment jsdom
// What a person sees on a pin card (spec 1 sections 1, 2, 5, 6), plain and in StrictMode.
import { StrictMode, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { fixtureViewers, pinLookup } from '../../fixtures/lookup';
import { KNOWN } from '../../fixtures/known';
import type { Viewer } from '../../domain/types';
import {
  getSessionActor,
  loadPinLogic,
  releasePinActors,
  runningSystem,
} from '../../runtime/system';
import { loadHoverActions } from './card-actions';
import { cardModel, type Surface } from './card-model';
import { PinCard } from './pin-card';

// The app loads the per-pin logic and the cards' hover controls right after the first paint; a
// card is hovered after that.
beforeAll(() => Promise.all([loadPinLogic(), loadHoverActions()]));

const pin = pinLookup();
const { loggedOut, signedIn } = fixtureViewers;

/** Moves the fake clock; the machines' delays run on it. */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const id of Object.values(KNOWN.pins)) releasePinActors(id);
  getSessionActor().send({ type: 'loginPrompt.close' });
});

function renderCard({
  id,
  viewer = signedIn,
  surface = 'AuthHomefeed',
  strict,
}: {
  id: string;
  viewer?: Viewer;
  surface?: Surface;
  strict: boolean;
}) {
  const p = pin(id);
  const model = cardModel({ pin: p, viewer, surface, width: 236, search: '' });
  const tree: ReactNode = (
    <MemoryRouter>
      <PinCard pin={p} surface={surface} model={model} width={236} />
    </MemoryRouter>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return screen.getByTestId('pin-card');
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';

  test(`a card shows its title and creator and links to the closeup${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.image, strict });
    const p = pin(KNOWN.pins.image);
    expect(within(card).getAllByRole('link', { name: p.title })[0]).toHaveProperty(
      'pathname',
      `/pin/${p.id}/`,
    );
    expect(within(card).getByText(p.pinner.fullName)).toBeTruthy();
  });

  test(`a story pin's title is cut at 32 characters and its length shows as minutes:seconds${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.story, strict });
    const p = pin(KNOWN.pins.story);
    const title = p.gridTitle || p.title;
    expect(title.length).toBeGreaterThan(32);
    expect(within(card).getAllByText(`${title.slice(0, 32)}…`).length).toBeGreaterThan(0);
    // Total video duration plus 5000 ms per static page.
    const story = p.storyPinData!;
    const ms = story.totalVideoDuration + story.staticPageCount * 5000;
    const seconds = Math.floor(ms / 1000);
    const shown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    expect(within(card).getByText(shown)).toBeTruthy();
  });

  test(`sold-out product shows 'Sold out' in place of the price${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.productSoldOut, strict });
    expect(within(card).getByText('Sold out')).toBeTruthy();
  });

  test(`stale product shows 'See price on site'${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.productStale, strict });
    expect(within(card).getByText('See price on site')).toBeTruthy();
  });

  test(`the original price is struck through${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.productOriginalPrice, strict });
    const struck = card.querySelector('s');
    expect(struck?.textContent).toBeTruthy();
  });

  test(`a rating shows its stars with an accessible label${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.ratingWithCount, strict });
    expect(within(card).getByRole('img', { name: /out of 5 stars/ })).toBeTruthy();
  });

  test(`'Picked for you' and 'From {topic}' labels show in the footer${mode}`, () => {
    renderCard({ id: KNOWN.pins.pickedForYou, strict });
    expect(screen.getByText('Picked for you')).toBeTruthy();
    cleanup();
    renderCard({ id: KNOWN.pins.fromTopic, strict });
    expect(screen.getByText('From Home decor')).toBeTruthy();
  });

  test(`a promoted card names its promoter and opens its outside link in a new tab${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.promoted, strict });
    expect(within(card).getByText(/^Promoted by /)).toBeTruthy();
    const link = card.querySelector('a[target="_blank"]');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  test(`the top 3 reactions show for a signed-in viewer${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.reactions, strict });
    const shown = within(card)
      .getAllByRole('img')
      .filter((el) =>
        ['Good idea', 'Love', 'Thanks', 'Wow', 'Haha'].includes(
          el.getAttribute('aria-label') ?? '',
        ),
      );
    expect(shown).toHaveLength(3);
  });

  test(`the card's short numbers follow the viewer's locale: 万 for zh, M for en${mode}`, () => {
    // 1,234,567 reactions in all; short numbers round half up (domain/README.md).
    for (const [locale, shown] of [
      ['zh-CN', '123.46万'],
      ['en-US', '1.23M'],
      ['ja', '123.46万'],
    ]) {
      const viewer = { ...signedIn, locale };
      const card = renderCard({ id: KNOWN.pins.largeCounts, viewer, strict });
      expect(within(card).getByText(shown ?? '')).toBeTruthy();
      cleanup();
    }
  });

  test(`own pin has no reaction footer${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.ownPin, strict });
    expect(within(card).queryByRole('img', { name: 'Love' })).toBeNull();
  });

  test(`deleted story pin shows 'Unavailable' and 'Removed by the creator'${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.storyDeleted, strict });
    expect(within(card).getByText('Unavailable')).toBeTruthy();
    expect(within(card).getByText('Removed by the creator')).toBeTruthy();
  });

  test(`signed-out desktop hover shows the red 'Save' that opens the login prompt${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.image, viewer: loggedOut, strict });
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(getSessionActor().getSnapshot().context.loginPrompt?.action).toBe('save');
  });

  test(`signed-out desktop hover offers 'Send this pin' with the pin's link${mode}`, async () => {
    const card = renderCard({ id: KNOWN.pins.gif, viewer: loggedOut, strict });
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(await within(card).findByRole('button', { name: 'Send this pin' })).toBeTruthy();
    const link = within(card).getByRole('textbox', { name: 'Pin link', hidden: true });
    expect((link as HTMLInputElement).value).toMatch(new RegExp(`/pin/${KNOWN.pins.gif}/$`));
  });

  test(`signed-out desktop hover shows 'Open' on a card that leaves the product${mode}`, () => {
    const card = renderCard({ id: KNOWN.pins.promoted, viewer: loggedOut, strict });
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(within(card).getByRole('link', { name: 'Open' })).toBeTruthy();
  });

  test(`desktop hover goes active and the action bar slides in after 800 ms for an editor${mode}`, async () => {
    // The bar's view is fetched when it first shows; here it is loaded before the clock is faked.
    await import('./action-bar');
    vi.useFakeTimers();
    const card = renderCard({ id: KNOWN.pins.writeAccess, strict });
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(card.getAttribute('data-hover')).toBe('active');
    advance(799);
    expect(within(card).queryByTestId('action-bar')).toBeNull();
    advance(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(card).getByTestId('action-bar')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Pin' })).toBeTruthy();
    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    advance(120);
    expect(card.getAttribute('data-hover')).toBe('inactive');
  });

  test(`a viewer who may not edit never gets the action bar${mode}`, () => {
    vi.useFakeTimers();
    const card = renderCard({ id: KNOWN.pins.image, strict });
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    advance(2000);
    expect(within(card).queryByTestId('action-bar')).toBeNull();
  });

  test(`a mobile press held 500 ms opens the context menu for a signed-in viewer${mode}`, async () => {
    // The menu's view is fetched when a press starts; here it is loaded before the clock is faked.
    const system: { loadPinLogic?: () => Promise<void> } = await import('../../runtime/system');
    await system.loadPinLogic?.();
    await import('./pin-context-menu');
    vi.useFakeTimers();
    const card = renderCard({
      id: KNOWN.pins.linkNone,
      viewer: { ...signedIn, device: 'mobile' },
      strict,
    });
    fireEvent.pointerDown(card, { pointerType: 'touch', button: 0, clientX: 10, clientY: 10 });
    advance(499);
    expect(screen.queryByRole('menu', { name: 'Pin options' })).toBeNull();
    advance(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const menu = screen.getByRole('menu', { name: 'Pin options' });
    expect(within(menu).getByRole('menuitem', { name: 'Open Pin' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Close' }));
    expect(screen.queryByRole('menu', { name: 'Pin options' })).toBeNull();
  });

  test(`reporting a pin from the overflow menu shows the 'Reported' overlay${mode}`, async () => {
    const spy = vi.spyOn(runningSystem().api, 'pinFeedback').mockResolvedValue(undefined);
    const id = strict ? KNOWN.pins.linkPorn : KNOWN.pins.linkError;
    const card = renderCard({ id, strict });
    fireEvent.click(
      await within(card).findByRole('menuitem', { name: 'Report Pin', hidden: true }),
    );
    expect(await within(card).findByText('Reported')).toBeTruthy();
    expect(
      within(card).getByText("Thanks! Your feedback helps us keep the product's community safe."),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Tune your home feed' })).toHaveProperty(
      'pathname',
      '/edit',
    );
    expect(spy).toHaveBeenCalledWith({ pinId: id, feedbackType: 'report' });
    spy.mockRestore();
  });

  test(`a signed-out mobile long press opens no menu outside related pins${mode}`, () => {
    vi.useFakeTimers();
    const card = renderCard({
      id: KNOWN.pins.linkSuspicious,
      viewer: { ...loggedOut, device: 'mobile' },
      strict,
    });
    fireEvent.pointerDown(card, { pointerType: 'touch', button: 0, clientX: 10, clientY: 10 });
    advance(600);
    expect(screen.queryByRole('menu', { name: 'Pin options' })).toBeNull();
  });
}
