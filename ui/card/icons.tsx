import { useId } from 'react';

// Small inline icons of the card (decorative: their buttons carry the accessible names).

/** An icon of one path on the 24-unit grid, in the text colour, `size` px square. */
export function PathIcon({ d, size = 16 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const EllipsisIcon = () => (
  <PathIcon d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6M3 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m18 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6" />
);

export const BagIcon = () => (
  <PathIcon d="M8 7V6a4 4 0 1 1 8 0v1h4l1 15H3L4 7zm2 0h4V6a2 2 0 1 0-4 0z" />
);

export const StatsIcon = () => <PathIcon d="M3 21V11h4v10zm7 0V3h4v18zm7 0v-7h4v7z" />;

export const AlertIcon = ({ size = 24 }: { size?: number }) => (
  <PathIcon
    size={size}
    d="M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22m0 15a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3m1.5-11h-3l.5 9h2z"
  />
);

const STAR_PATH = 'm12 2 3 7 7.5.6-5.7 5 1.8 7.4L12 18l-6.6 4 1.8-7.4-5.7-5L9 9z';

export function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  const id = useId();
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'half' ? (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="#cdcdcd" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        fill={kind === 'half' ? `url(#${id})` : kind === 'full' ? 'currentColor' : '#cdcdcd'}
        d={STAR_PATH}
      />
    </svg>
  );
}

const REACTION_ICONS: Record<string, { color: string; path: string }> = {
  love: {
    color: '#e60023',
    path: 'M12 19.5 10.9 18.5C7 15 4.5 12.7 4.5 9.9 4.5 7.6 6.3 5.8 8.6 5.8c1.3 0 2.5.6 3.4 1.6.9-1 2.1-1.6 3.4-1.6 2.3 0 4.1 1.8 4.1 4.1 0 2.8-2.5 5.1-6.4 8.6z',
  },
  goodIdea: {
    color: '#f4b400',
    path: 'M12 4a5.5 5.5 0 0 0-3.2 10c.5.4.7.9.7 1.5V17h5v-1.5c0-.6.2-1.1.7-1.5A5.5 5.5 0 0 0 12 4m-2.5 14.5h5V20h-5z',
  },
  thanks: {
    color: '#0074e8',
    path: 'm12 4 2.3 4.8 5.2.7-3.8 3.6.9 5.2L12 15.8l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7z',
  },
  wow: {
    color: '#ff7a00',
    path: 'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14m-2.5 5a1 1 0 1 1 0 2 1 1 0 0 1 0-2m5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2M12 13a1.8 2.2 0 1 1 0 4.4 1.8 2.2 0 0 1 0-4.4',
  },
  haha: {
    color: '#00a86b',
    path: 'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14m-2.5 4.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2m5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2M8.5 13h7a3.5 3.5 0 0 1-7 0',
  },
};

/** A reaction's small round icon (goodIdea, love, thanks, wow, haha). */
export function ReactionIcon({ name }: { name: string }) {
  const icon = REACTION_ICONS[name] ?? REACTION_ICONS.love;
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill={icon?.color} />
      <path fill="#fff" d={icon?.path} />
    </svg>
  );
}
