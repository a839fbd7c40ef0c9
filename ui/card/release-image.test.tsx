// @vitest-environment jsdom
// A card that leaves the grid lets go of its image at once (the web bench's scroll figure: no long task over 50 ms
// while scrolling the feed); while it is shown, its image stays, in and out of Strict Mode; a card
// mounted during a fling waits for its picture until the scroll slows.
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FLING_PX_PER_MS, releaseImageOnUnmount } from './release-image';

afterEach(cleanup);

function Picture({ src }: { src: string }) {
  return <img ref={releaseImageOnUnmount} src={src} alt="Warm wooden kitchen" />;
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';
  const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);

  test(`a shown card keeps its image${mode}`, () => {
    const view = render(wrap(<Picture src="/img/236x/c8a27a/236x354/abc123.svg" />));
    const image = screen.getByRole('img', { name: 'Warm wooden kitchen' });
    expect(image.getAttribute('src')).toBe('/img/236x/c8a27a/236x354/abc123.svg');
    view.rerender(wrap(<Picture src="/img/236x/c8a27a/236x354/def456.svg" />));
    expect(image.getAttribute('src')).toBe('/img/236x/c8a27a/236x354/def456.svg');
  });

  test(`a card leaving the grid lets go of its image${mode}`, () => {
    const view = render(wrap(<Picture src="/img/236x/c8a27a/236x354/abc123.svg" />));
    const image = screen.getByRole('img', { name: 'Warm wooden kitchen' });
    view.unmount();
    expect(image.hasAttribute('src')).toBe(false);
  });
}

describe('a picture waits out a fling', () => {
  let y = 0;
  /** One frame of scrolling by `dy` px (16 ms). */
  const scrollFrame = (dy: number) => {
    vi.advanceTimersByTime(16);
    y += dy;
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const src = '/img/236x/c8a27a/236x354/abc123.svg';
  const picture = () => screen.getByRole('img', { name: 'Warm wooden kitchen', hidden: true });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    vi.advanceTimersByTime(1000);
  });
  afterEach(() => {
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
  });

  test(`a card mounted while the feed is flung faster than ${FLING_PX_PER_MS} px/ms waits for its picture until the scroll stops`, () => {
    scrollFrame(100);
    scrollFrame(100);
    render(<Picture src={src} />);
    expect(picture().hasAttribute('src')).toBe(false);
    scrollFrame(100);
    scrollFrame(100);
    expect(picture().hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(48);
    expect(picture().getAttribute('src')).toBe(src);
  });

  test('the waiting pictures load as soon as the fling slows below the fling speed', () => {
    scrollFrame(100);
    scrollFrame(100);
    render(<Picture src={src} />);
    scrollFrame(16);
    vi.advanceTimersByTime(16);
    expect(picture().getAttribute('src')).toBe(src);
  });

  test(`a card mounted while scrolling at ${FLING_PX_PER_MS} px/ms or slower loads its picture at once`, () => {
    scrollFrame(32);
    scrollFrame(32);
    render(<Picture src={src} />);
    expect(picture().getAttribute('src')).toBe(src);
  });

  test('a card that leaves before the fling ends never loads its picture', () => {
    scrollFrame(100);
    scrollFrame(100);
    const view = render(<Picture src={src} />);
    const image = picture();
    view.unmount();
    vi.advanceTimersByTime(100);
    expect(image.hasAttribute('src')).toBe(false);
  });

  test('a card mounted during a fling in Strict Mode waits, then loads its picture', () => {
    scrollFrame(100);
    scrollFrame(100);
    render(
      <StrictMode>
        <Picture src={src} />
      </StrictMode>,
    );
    expect(picture().hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(48);
    expect(picture().getAttribute('src')).toBe(src);
  });
});
