import { expect, test } from 'vitest';
import { isImageViewerHash, largestImage } from './image-viewer';

test('the #imgViewer hash opens the image viewer, no other hash does', () => {
  expect(isImageViewerHash('#imgViewer')).toBe(true);
  expect(isImageViewerHash('')).toBe(false);
  expect(isImageViewerHash('#imgviewer')).toBe(false);
});

test('the viewer shows the largest image by area', () => {
  const small = { url: 's', width: 236, height: 300 };
  const big = { url: 'b', width: 736, height: 900 };
  expect(largestImage({ '236x': small, '736x': big })).toBe(big);
  expect(largestImage({ '236x': small })).toBe(small);
  expect(largestImage({})).toBeNull();
});
