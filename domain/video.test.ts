import { expect, test } from 'vitest';
import { ignoresVideo, pauseVideo, playVideo, videoAutoplays, type VideoPlayback } from './video';

const NO_PLAYBACK: VideoPlayback = { organic: null, promoted: null, videos: {} };

/** Setting a current video as the app UI state does: ignored, or played. */
function setCurrentVideo(play: { playback: VideoPlayback; pinId: string; promoted: boolean }) {
  return ignoresVideo(play.playback, play.pinId, play.promoted) ? play.playback : playVideo(play);
}

test('an organic video is ignored if another organic one already plays', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const two = setCurrentVideo({ playback: one, pinId: 'b', promoted: false });
  expect(two).toBe(one);
  expect(two.organic).toBe('a');
});

test('promoted videos are tracked separately', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const two = setCurrentVideo({ playback: one, pinId: 'ad', promoted: true });
  expect(two.organic).toBe('a');
  expect(two.promoted).toBe('ad');
});

test('pausing marks the entry paused with its time and clears the current organic video', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const paused = pauseVideo({ playback: one, pinId: 'a', currentTime: 3.5 });
  expect(paused.organic).toBe(null);
  expect(paused.videos.a).toEqual({ pinId: 'a', currentTime: 3.5, paused: true });
  const resumed = setCurrentVideo({ playback: paused, pinId: 'b', promoted: false });
  expect(resumed.organic).toBe('b');
});

test('video autoplay: a video starts by itself only with the autoplay flag on and while it may play', () => {
  expect(videoAutoplays({ autoplay: true, mayPlay: true })).toBe(true);
  expect(videoAutoplays({ autoplay: false, mayPlay: true })).toBe(false);
  expect(videoAutoplays({ autoplay: true, mayPlay: false })).toBe(false);
});
