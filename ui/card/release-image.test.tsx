// @vitest-environment jsdom
// A card that leaves the grid lets go of its image at once (the web bench's scroll figure: no long task over 50 ms
// while scrolling the feed); while it is shown, its image stays, in and out of Strict Mode.
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { releaseImageOnUnmount } from './release-image';

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
