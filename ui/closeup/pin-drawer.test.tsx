// @vitest-environment jsdom
// The 'More about this Pin' drawer (spec 3 section 2), plain and in StrictMode.
import { StrictMode, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { letPageActorsGo } from '../app/live-api.test-support';
import { generateDb } from '../../fixtures/generate';
import { KNOWN } from '../../fixtures/known';
import type { Pin } from '../../domain/types';
import { loadPinLogic, getSessionActor, runningSystem } from '../../runtime/system';
import { formatDate, relativeTime } from '../../domain/relative-time';
import { DEFAULT_LOCALE } from '../../domain/viewer';
import { HiddenPinDrawer, PinDrawer } from './pin-drawer';

const db = generateDb();
function pin(id: string): Pin {
  const found = db.pins.find((p) => p.id === id);
  if (!found) throw new Error(`fixture pin ${id} is missing`);
  return found;
}

// Page actors come with the logic the app loads after its first paint.
beforeAll(() => loadPinLogic());

afterEach(async () => {
  cleanup();
  await letPageActorsGo();
  vi.restoreAllMocks();
});

function show(node: ReactNode, strict: boolean) {
  // The boards a pin is on: its own, then those a save put it on (the fake API's answer).
  vi.spyOn(runningSystem().api, 'getPinBoards').mockImplementation((pinId) => {
    const on = db.pins.find((p) => p.id === pinId);
    if (!on) return Promise.reject(new Error('no pin'));
    const ids = [on.board.id, ...db.saves.filter((s) => s.pinId === pinId).map((s) => s.boardId)];
    return Promise.resolve([...new Set(ids)].flatMap((id) => db.boards.filter((b) => b.id === id)));
  });
  const tree = <MemoryRouter>{node}</MemoryRouter>;
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';

  test(`social proof labels are singular at 1${mode}`, () => {
    show(
      <PinDrawer pin={pin(KNOWN.pins.singularCounts)} mobile={false} onClose={() => undefined} />,
      strict,
    );
    const dialog = screen.getByRole('dialog', { name: 'More about this Pin' });
    expect(within(dialog).getByText('Save', { exact: true })).toBeTruthy();
    expect(within(dialog).getByText('Like', { exact: true })).toBeTruthy();
    expect(within(dialog).getByText('Share', { exact: true })).toBeTruthy();
  });

  test(`no social proof when saves and likes are 0${mode}`, () => {
    show(
      <PinDrawer pin={pin(KNOWN.pins.noSocialProof)} mobile={false} onClose={() => undefined} />,
      strict,
    );
    expect(screen.queryByRole('region', { name: 'Social proof' })).toBeNull();
    expect(screen.queryByLabelText('Social proof')).toBeNull();
  });

  test(`counts use the short form with one decimal${mode}`, () => {
    show(
      <PinDrawer pin={pin(KNOWN.pins.largeCounts)} mobile={false} onClose={() => undefined} />,
      strict,
    );
    expect(screen.getByText('1.2M')).toBeTruthy();
  });

  test(`boards containing this pin link to the board's lowercased url${mode}`, async () => {
    const p = pin(KNOWN.pins.image);
    show(<PinDrawer pin={p} mobile={false} onClose={() => undefined} />, strict);
    const link = await screen.findByRole('link', { name: new RegExp(p.board.name) });
    expect(link.getAttribute('href')).toBe(p.board.url.toLowerCase());
  });

  test(`boards containing this pin lists every board the pin is on, not only its own${mode}`, async () => {
    const saved = db.saves.find((s) => s.boardId !== null && pin(s.pinId).board.id !== s.boardId);
    if (!saved) throw new Error('fixture save to another board is missing');
    const p = pin(saved.pinId);
    const other = db.boards.find((b) => b.id === saved.boardId);
    show(<PinDrawer pin={p} mobile={false} onClose={() => undefined} />, strict);
    expect(await screen.findByRole('link', { name: new RegExp(p.board.name) })).toBeTruthy();
    expect(await screen.findByRole('link', { name: new RegExp(other?.name ?? '?') })).toBeTruthy();
  });

  test(`the board's order change is a relative time in the viewer's locale, its full date in the same locale${mode}`, async () => {
    const p = pin(KNOWN.pins.image);
    const board = db.boards.find((b) => b.id === p.board.id);
    if (!board) throw new Error('fixture board is missing');
    getSessionActor().send({ type: 'viewer.setLocale', locale: 'de-DE' });
    try {
      show(<PinDrawer pin={p} mobile={false} onClose={() => undefined} />, strict);
      await screen.findByRole('link', { name: new RegExp(p.board.name) });
      const time = document.querySelector('time');
      const at = board.boardOrderModifiedAt;
      expect(time?.getAttribute('dateTime')).toBe(at);
      expect(time?.textContent).toBe(relativeTime({ time: at, now: Date.now(), locale: 'de-DE' }));
      expect(time?.textContent).not.toBe(relativeTime({ time: at, now: Date.now() }));
      expect(time?.getAttribute('title')).toBe(formatDate(at, 'de-DE'));
    } finally {
      getSessionActor().send({ type: 'viewer.setLocale', locale: DEFAULT_LOCALE });
    }
  });

  test(`related interests list only tags with a name${mode}`, () => {
    const p = pin(KNOWN.pins.shopTheLook);
    show(<PinDrawer pin={p} mobile={false} onClose={() => undefined} />, strict);
    const named = (p.aggregatedPinData.pinTagsChips ?? []).filter((t) => t.name);
    for (const tag of named) expect(screen.getByRole('link', { name: tag.name })).toBeTruthy();
    expect(
      screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/search/')),
    ).toHaveLength(named.length);
  });

  test(`the body scrolls within 500 px, 650 px on mobile${mode}`, () => {
    show(
      <PinDrawer pin={pin(KNOWN.pins.image)} mobile={false} onClose={() => undefined} />,
      strict,
    );
    expect(screen.getByTestId('drawer-body').style.maxHeight).toBe('500px');
    cleanup();
    show(<PinDrawer pin={pin(KNOWN.pins.image)} mobile onClose={() => undefined} />, strict);
    expect(screen.getByTestId('drawer-body').style.maxHeight).toBe('650px');
  });

  test(`'Close modal' closes and 'Go backward' shows only when there is somewhere to go back to${mode}`, () => {
    const onClose = vi.fn();
    const onBack = vi.fn();
    show(<PinDrawer pin={pin(KNOWN.pins.image)} mobile={false} onClose={onClose} />, strict);
    expect(screen.queryByRole('button', { name: 'Go backward' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    show(
      <PinDrawer pin={pin(KNOWN.pins.image)} mobile={false} onClose={onClose} onBack={onBack} />,
      strict,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go backward' }));
    expect(onBack).toHaveBeenCalled();
  });

  test(`for bots the drawer is rendered visually hidden, not as a modal${mode}`, () => {
    show(<HiddenPinDrawer pin={pin(KNOWN.pins.singularCounts)} />, strict);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('hidden-drawer').textContent).toContain('Boards containing this Pin');
  });
}
