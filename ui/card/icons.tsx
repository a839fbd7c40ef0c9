import { useId } from 'react';

// Small inline icons of the card (decorative: their buttons carry the accessible names).
export function EllipsisIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6M3 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m18 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6"
      />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="m13.4 5.6 5 5L8 21H3v-5zm6.9-1.9a3.5 3.5 0 0 1 0 5l-.6.6-5-5 .6-.6a3.5 3.5 0 0 1 5 0"
      />
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 3h15v15h-3V8.1L4.1 22 2 19.9 15.9 6H6z" />
    </svg>
  );
}

export function BagIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 7V6a4 4 0 1 1 8 0v1h4l1 15H3L4 7zm2 0h4V6a2 2 0 1 0-4 0z" />
    </svg>
  );
}

export function StatsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 21V11h4v10zm7 0V3h4v18zm7 0v-7h4v7z" />
    </svg>
  );
}

export function AlertIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22m0 15a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3m1.5-11h-3l.5 9h2z"
      />
    </svg>
  );
}

export function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  const id = useId();
  if (kind === 'half') {
    return (
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="#cdcdcd" />
          </linearGradient>
        </defs>
        <path
          fill={`url(#${id})`}
          d="m12 2 3 7 7.5.6-5.7 5 1.8 7.4L12 18l-6.6 4 1.8-7.4-5.7-5L9 9z"
        />
      </svg>
    );
  }
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={kind === 'full' ? 'currentColor' : '#cdcdcd'}
        d="m12 2 3 7 7.5.6-5.7 5 1.8 7.4L12 18l-6.6 4 1.8-7.4-5.7-5L9 9z"
      />
    </svg>
  );
}
