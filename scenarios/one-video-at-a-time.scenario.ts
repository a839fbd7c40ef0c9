// Spec 3 section 4 "App UI state": an organic video is ignored while another organic one plays;
// promoted videos are tracked separately; pausing marks the entry paused with its time and clears
// the current organic video; app focus follows the window, and losing it pauses what plays.
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { defineScenario } from './format';

const appUi = SYSTEM_IDS.appUi;
const first = KNOWN.pins.video;
const second = KNOWN.pins.story;
const promoted = KNOWN.pins.promotedByPromoterVideo;

export default defineScenario({
  id: 'one-video-at-a-time',
  title: 'One organic video at a time; a promoted one apart; all pause when the app loses focus',
  summary:
    'A video plays; a second organic one that tries to start is ignored, while a promoted video is tracked on its own. Pausing the first keeps its time. When the window loses focus, nothing plays.',
  spec: "spec 3 section 4 'App UI state'",
  start: { viewer: KNOWN.users.default, path: '/' },
  steps: [
    {
      kind: 'send',
      say: 'A video starts playing.',
      to: appUi,
      event: { type: 'video.play', pinId: first, promoted: false, currentTime: 0 },
    },
    {
      kind: 'expect',
      say: 'It is the organic video playing.',
      check: { actor: appUi, path: 'organic', equals: first },
    },
    {
      kind: 'send',
      say: 'A second organic video tries to start.',
      to: appUi,
      event: { type: 'video.play', pinId: second, promoted: false, currentTime: 0 },
    },
    {
      kind: 'expect',
      say: 'It is ignored: the first one still plays.',
      check: { actor: appUi, path: 'organic', equals: first },
    },
    {
      kind: 'send',
      say: 'A promoted video plays.',
      to: appUi,
      event: { type: 'video.play', pinId: promoted, promoted: true, currentTime: 0 },
    },
    {
      kind: 'expect',
      say: 'It is tracked apart, beside the organic one.',
      check: { actor: appUi, path: 'promoted', equals: promoted },
    },
    {
      kind: 'send',
      say: 'The first video is paused at 4.5 seconds.',
      to: appUi,
      event: { type: 'video.pause', pinId: first, currentTime: 4.5 },
    },
    {
      kind: 'expect',
      say: 'Its entry is paused with its time.',
      check: {
        actor: appUi,
        path: `videos.${first}`,
        equals: { pinId: first, currentTime: 4.5, paused: true },
      },
    },
    {
      kind: 'expect',
      say: 'No organic video plays now.',
      check: { actor: appUi, path: 'organic', equals: null },
    },
    { kind: 'send', say: 'The window loses focus.', to: appUi, event: { type: 'app.blur' } },
    {
      kind: 'expect',
      say: 'The app is away.',
      check: { actor: appUi, path: 'focused', equals: false },
    },
    {
      kind: 'expect',
      say: 'The promoted video paused with it.',
      check: { actor: appUi, path: `videos.${promoted}.paused`, equals: true },
    },
    { kind: 'send', say: 'The window gets focus back.', to: appUi, event: { type: 'app.focus' } },
    {
      kind: 'expect',
      say: 'The app has focus again.',
      check: { actor: appUi, path: 'focused', equals: true },
    },
  ],
});
