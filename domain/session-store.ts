// The session as it is kept in browser storage: its key, its shape and how its text is read
// (spec 3 section 8: anything malformed reads as nothing stored). Read through the stored keys'
// table (domain/first-paint-keys.ts, docs/decisions/101).
import type { Device, ViewerKind } from './types';
import { DEFAULT_COUNTRY, VIEWER_KINDS } from './viewer-kind';

/** Where the session is kept in browser storage. */
export const SESSION_STORAGE_KEY = 'pinstate.session';

/** What the session writes to storage and reads back on start. */
export interface StoredSession {
  userId: string | null;
  kindOverride: ViewerKind | null;
  device: Device;
  country: string;
  /** Absent in sessions stored before the locale was kept. */
  locale?: string;
}

/** Reads a stored session, ignoring anything malformed (spec 3 section 8: default returned). */
export function parseStoredSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object') return null;
    const device: Device = value.device === 'mobile' ? 'mobile' : 'desktop';
    return {
      userId: typeof value.userId === 'string' && value.userId ? value.userId : null,
      kindOverride:
        value.kindOverride && VIEWER_KINDS.includes(value.kindOverride) ? value.kindOverride : null,
      device,
      country: typeof value.country === 'string' && value.country ? value.country : DEFAULT_COUNTRY,
      // A locale kept before is read back (spec 3 section 9).
      ...(typeof value.locale === 'string' && value.locale ? { locale: value.locale } : {}),
    };
  } catch {
    return null;
  }
}
