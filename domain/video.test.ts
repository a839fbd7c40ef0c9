import { expect, test } from 'vitest';
import { NO_PLAYBACK, pauseVideo, setCurrentVideo, videoStateName } from './video';

test('video states 0 to 9 are named', () => {
  expect(videoStateName(0)).toBe('default');
  expect(videoStateName(4)).toBe('playing');
  expect(videoStateName(9)).toBe('ended');
  expect(videoStateName(10)).toBe(null);
});

test('an organic video is ignored if another organic one already plays', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const two = setCurrentVideo({ playback: one, pinId: 'b', promoted: false });
  expect(two).toBe(one);
  expect(two.currentOrganic).toBe('a');
});

test('promoted videos are tracked separately', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const two = setCurrentVideo({ playback: one, pinId: 'ad', promoted: true });
  expect(two.currentOrganic).toBe('a');
  expect(two.currentPromoted).toBe('ad');
});

test('pausing marks the entry paused with its time and clears the current organic video', () => {
  const one = setCurrentVideo({ playback: NO_PLAYBACK, pinId: 'a', promoted: false });
  const paused = pauseVideo({ playback: one, pinId: 'a', currentTime: 3.5 });
  expect(paused.currentOrganic).toBe(null);
  expect(paused.entries.a).toEqual({ pinId: 'a', currentTime: 3.5, paused: true });
  const resumed = setCurrentVideo({ playback: paused, pinId: 'b', promoted: false });
  expect(resumed.currentOrganic).toBe('b');
});
