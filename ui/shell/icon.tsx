// Small inline icons drawn on a 24 x 24 grid in the current text colour. Decorative: the button or
// link around one carries the accessible name.
const PATHS = {
  back: 'M8.4 12 17.6 2.8 15.5.7 4.2 12l11.3 11.3 2.1-2.1z',
  forward: 'm15.6 12-9.2 9.2 2.1 2.1L19.8 12 8.5.7 6.4 2.8z',
  close:
    'm15.2 12 7.4-7.4a2.2 2.2 0 1 0-3.2-3.2L12 8.8 4.6 1.4a2.2 2.2 0 1 0-3.2 3.2L8.8 12l-7.4 7.4a2.2 2.2 0 1 0 3.2 3.2l7.4-7.4 7.4 7.4a2.2 2.2 0 1 0 3.2-3.2z',
  more: 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6M3 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m18 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6',
  search:
    'M10 16a6 6 0 1 1 0-12 6 6 0 0 1 0 12m13.1 4.9-5.5-5.5A9.9 9.9 0 0 0 20 10 10 10 0 1 0 10 20a9.9 9.9 0 0 0 5.4-2.4l5.5 5.5a1.5 1.5 0 0 0 2.1-2.1',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size }: { name: IconName; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
