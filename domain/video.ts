// Video rules: the video and media error states, and which video is current (spec 3 sections 3,
// 4 and 9).

/** Video states 0 to 9 (spec 3 section 9). */
export const VIDEO_STATES = [
  'default',
  'load start',
  'loaded metadata',
  'loaded data',
  'playing',
  'paused',
  'seeking',
  'stalling',
  'failed',
  'ended',
] as const;

export type VideoState = (typeof VIDEO_STATES)[number];

/** Media errors 1 to 4, as a browser reports them (spec 3 section 9). */
export const MEDIA_ERRORS = {
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'source not supported',
} as const;

/** The name of a video state code, or null for an unknown code (spec 3 section 9). */
export function videoStateName(code: number): VideoState | null {
  return VIDEO_STATES[code] ?? null;
}

/** A video play entry (spec 3 section 3). */
export interface VideoPlayEntry {
  pinId: string;
  currentTime: number;
  paused: boolean;
}

/** Which videos play: one organic and, tracked separately, promoted ones (spec 3 section 4). */
export interface VideoPlayback {
  currentOrganic: string | null;
  currentPromoted: string | null;
  entries: Record<string, VideoPlayEntry>;
}

/** Nothing playing. */
export const NO_PLAYBACK: VideoPlayback = {
  currentOrganic: null,
  currentPromoted: null,
  entries: {},
};

/**
 * Setting a current video: an organic video is ignored if another organic one already plays;
 * promoted videos are tracked separately (spec 3 section 4).
 */
export function setCurrentVideo({
  playback,
  pinId,
  promoted,
  currentTime = 0,
}: {
  playback: VideoPlayback;
  pinId: string;
  promoted: boolean;
  currentTime?: number;
}): VideoPlayback {
  if (!promoted && playback.currentOrganic !== null && playback.currentOrganic !== pinId) {
    return playback;
  }
  const previous = playback.entries[pinId];
  const entries = {
    ...playback.entries,
    [pinId]: { pinId, currentTime: previous?.currentTime ?? currentTime, paused: false },
  };
  return promoted
    ? { ...playback, currentPromoted: pinId, entries }
    : { ...playback, currentOrganic: pinId, entries };
}

/**
 * Pausing marks the entry paused with its time and clears the current organic video (spec 3
 * section 4).
 */
export function pauseVideo({
  playback,
  pinId,
  currentTime,
}: {
  playback: VideoPlayback;
  pinId: string;
  currentTime: number;
}): VideoPlayback {
  return {
    currentOrganic: playback.currentOrganic === pinId ? null : playback.currentOrganic,
    currentPromoted: playback.currentPromoted === pinId ? null : playback.currentPromoted,
    entries: { ...playback.entries, [pinId]: { pinId, currentTime, paused: true } },
  };
}
