// Video rules: which video is current and which may start by itself (spec 3 sections 3, 4 and 9).

/** A video play entry (spec 3 section 3): pinId, currentTime, paused. */
interface VideoPlayEntry {
  pinId: string;
  currentTime: number;
  paused: boolean;
}

/** Which videos play: one organic and, tracked separately, a promoted one (spec 3 section 4). */
export interface VideoPlayback {
  /** The organic video playing, by pin id; null when none plays. */
  organic: string | null;
  /** The promoted video playing, tracked apart from the organic one. */
  promoted: string | null;
  /** Every video that played, by pin id: its time and whether it is paused. */
  videos: Record<string, VideoPlayEntry>;
}

/**
 * Setting a current video: an organic video is ignored while another organic one plays; a
 * promoted one never is, tracked apart (spec 3 section 4). The app UI state asks this first, then
 * plays it (`playVideo`).
 */
export function ignoresVideo(playback: VideoPlayback, pinId: string, promoted: boolean): boolean {
  return !promoted && playback.organic !== null && playback.organic !== pinId;
}

/** A video plays from `currentTime`: the current organic one, or the promoted one, apart. */
export function playVideo({
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
  const videos = {
    ...playback.videos,
    [pinId]: { pinId, currentTime: Math.max(0, currentTime), paused: false },
  };
  return promoted
    ? { ...playback, promoted: pinId, videos }
    : { ...playback, organic: pinId, videos };
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
    organic: playback.organic === pinId ? null : playback.organic,
    promoted: playback.promoted === pinId ? null : playback.promoted,
    videos: {
      ...playback.videos,
      [pinId]: { pinId, currentTime: Math.max(0, currentTime), paused: true },
    },
  };
}

/** Every playing video paused at its last known time (the app lost focus). */
export function pauseEveryVideo(playback: VideoPlayback): VideoPlayback {
  const videos = { ...playback.videos };
  for (const pinId of [playback.organic, playback.promoted]) {
    const known = pinId ? videos[pinId] : undefined;
    if (known) videos[known.pinId] = { ...known, paused: true };
  }
  return { organic: null, promoted: null, videos };
}

/**
 * Video autoplay (spec 3 section 4): a card's video starts by itself only while the app's
 * autoplay flag is on and it may play (the app has focus, no other organic video plays).
 */
export function videoAutoplays({
  autoplay,
  mayPlay,
}: {
  autoplay: boolean;
  mayPlay: boolean;
}): boolean {
  return autoplay && mayPlay;
}
