// Spec 3 section 4 "App UI state": app focus, the viewport size (default lg), one organic video at
// a time with promoted videos apart, pausing with its time, and losing focus pausing them all.
import { createActor } from 'xstate';
import { expect, test } from 'vitest';
import { viewportSize } from '../domain/app-ui';
import {
  appUiMachine,
  selectAutoplays,
  selectFooterPlus,
  selectMayPlay,
  selectTypeaheadOpen,
} from './app-ui.machine';

function start(input = {}) {
  const actor = createActor(appUiMachine, { input });
  actor.start();
  return actor;
}

const play = (pinId: string, promoted = false, currentTime = 0) =>
  ({ type: 'video.play', pinId, promoted, currentTime }) as const;

test('the viewport size defaults to lg', () => {
  expect(start().getSnapshot().context.viewport).toBe('lg');
});

test('the viewport size is sm at the narrow layout width of 480 px or less', () => {
  expect(viewportSize(480)).toBe('sm');
  expect(viewportSize(481)).toBe('lg');
  const actor = start();
  actor.send({ type: 'viewport.changed', size: 'sm' });
  expect(actor.getSnapshot().context.viewport).toBe('sm');
});

test('an organic video is ignored while another organic one plays', () => {
  const actor = start();
  actor.send(play('a'));
  actor.send(play('b'));
  const s = actor.getSnapshot();
  expect(s.context.organic).toBe('a');
  expect(s.context.videos.b).toBeUndefined();
  expect(selectMayPlay(s, 'b', false)).toBe(false);
  expect(selectMayPlay(s, 'a', false)).toBe(true);
});

test('promoted videos are tracked separately from the organic one', () => {
  const actor = start();
  actor.send(play('a'));
  actor.send(play('ad', true));
  const s = actor.getSnapshot();
  expect([s.context.organic, s.context.promoted]).toEqual(['a', 'ad']);
  expect(selectMayPlay(s, 'ad', true)).toBe(true);
});

test('pausing marks the entry paused with its time and clears the current organic video', () => {
  const actor = start();
  actor.send(play('a', false, 1));
  actor.send({ type: 'video.pause', pinId: 'a', currentTime: 4.5 });
  const s = actor.getSnapshot();
  expect(s.context.videos.a).toEqual({ pinId: 'a', currentTime: 4.5, paused: true });
  expect(s.context.organic).toBeNull();
  actor.send(play('b'));
  expect(actor.getSnapshot().context.organic).toBe('b');
});

test('app focus is false when the session pauses, and every video pauses with it', () => {
  const actor = start();
  actor.send(play('a', false, 2));
  actor.send(play('ad', true, 3));
  actor.send({ type: 'app.blur' });
  const s = actor.getSnapshot();
  expect(s.context.focused).toBe(false);
  expect([s.context.organic, s.context.promoted]).toEqual([null, null]);
  expect(s.context.videos.a?.paused).toBe(true);
  expect(s.context.videos.ad).toEqual({ pinId: 'ad', currentTime: 3, paused: true });
  expect(selectMayPlay(s, 'a', false)).toBe(false);
});

test('nothing plays while the app is away; focus back lets videos play again', () => {
  const actor = start({ focused: false });
  actor.send(play('a'));
  expect(actor.getSnapshot().context.organic).toBeNull();
  actor.send({ type: 'app.focus' });
  expect(actor.getSnapshot().context.focused).toBe(true);
  actor.send(play('a'));
  expect(actor.getSnapshot().context.organic).toBe('a');
});

test('the typeahead overlay is closed until the search asks for it, and closes again', () => {
  const actor = start();
  expect(selectTypeaheadOpen(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'typeahead.open' });
  expect(selectTypeaheadOpen(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'typeahead.close' });
  expect(selectTypeaheadOpen(actor.getSnapshot())).toBe(false);
});

test('video autoplay follows the autoplay flag: off, no video starts by itself; on, the one that may play does', () => {
  const actor = start();
  expect(selectAutoplays(actor.getSnapshot(), 'a', false)).toBe(true);
  actor.send({ type: 'autoplay.set', on: false });
  expect(actor.getSnapshot().context.autoplay).toBe(false);
  expect(selectAutoplays(actor.getSnapshot(), 'a', false)).toBe(false);
  actor.send({ type: 'autoplay.set', on: true });
  actor.send(play('a'));
  expect(selectAutoplays(actor.getSnapshot(), 'a', false)).toBe(true);
  // Another organic video may not play now, so it does not start by itself either.
  expect(selectAutoplays(actor.getSnapshot(), 'b', false)).toBe(false);
  expect(start({ autoplay: false }).getSnapshot().context.autoplay).toBe(false);
});

test('the footer plus button shows by default, hides and shows again', () => {
  const actor = start();
  expect(selectFooterPlus(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'footerPlus.hide' });
  expect(selectFooterPlus(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'footerPlus.show' });
  expect(selectFooterPlus(actor.getSnapshot())).toBe(true);
});
