// The share button (spec 3 section 4 "Sharing"): the send flyout for signed-in desktop viewers,
// the default handler otherwise, and the app-icon upsell fetched after 4000 ms that animates
// for 5000 ms (spec 3 section 9), on a simulated clock.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { shareMessage } from '../domain/share';
import {
  selectShare,
  shareMachine,
  type DefaultShareResult,
  type ShareRecipient,
  type ShareViewer,
} from './share.machine';
import { deferred, flush } from './test-support';

const desktop: ShareViewer = { kind: 'signed-in', id: 'u1', device: 'desktop' };
const mobile: ShareViewer = { kind: 'signed-in', id: 'u1', device: 'mobile' };
const visitor: ShareViewer = { kind: 'logged-out', id: null, device: 'desktop' };
const ann: ShareRecipient = { id: 'u2', name: 'Ann Example', username: 'ann' };
const link = 'http://127.0.0.1:4173/pin/100001/';

interface Fakes {
  shareDefault?: () => Promise<DefaultShareResult>;
  copyLink?: () => Promise<void>;
  loadRecipients?: () => Promise<ShareRecipient[]>;
  sendPin?: (input: { pinId: string; recipientId: string }) => Promise<void>;
  fetchUpsellIcon?: () => Promise<void>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const logic = shareMachine.provide({
    actors: {
      shareDefault: fromPromise(
        () => (
          calls.push('shareDefault'),
          (fakes.shareDefault ?? (() => Promise.resolve('shared' as const)))()
        ),
      ),
      copyLink: fromPromise(({ input }: { input: { link: string } }) => {
        calls.push(`copy ${input.link}`);
        return (fakes.copyLink ?? (() => Promise.resolve()))();
      }),
      loadRecipients: fromPromise(() => (fakes.loadRecipients ?? (() => Promise.resolve([ann])))()),
      sendPin: fromPromise(({ input }: { input: { pinId: string; recipientId: string } }) => {
        calls.push(`send ${input.pinId} to ${input.recipientId}`);
        return (fakes.sendPin ?? (() => Promise.resolve()))(input);
      }),
      fetchUpsellIcon: fromPromise(() => {
        calls.push('fetchUpsellIcon');
        return (fakes.fetchUpsellIcon ?? (() => Promise.resolve()))();
      }),
    },
  });
  const actor = createActor(logic, { clock, input: { pinId: '100001', link } }).start();
  return { clock, actor, calls, view: () => selectShare(actor.getSnapshot()) };
}

test('a signed-in desktop viewer gets the send flyout, which lists people to send to', async () => {
  const { actor, view } = start();
  actor.send({ type: 'share.open', viewer: desktop });
  expect(view().flyout).toBe(true);
  await flush();
  expect(actor.getSnapshot().context.recipients).toEqual([ann]);
  expect(actor.getSnapshot().matches({ share: { flyout: { recipients: 'ready' } } })).toBe(true);
});

test('a logged-out viewer gets the default handler, not the flyout', async () => {
  const { actor, view, calls } = start();
  actor.send({ type: 'share.open', viewer: visitor });
  expect(view()).toMatchObject({ flyout: false, busy: true });
  await flush();
  expect(calls).toEqual(['shareDefault']);
  expect(view()).toMatchObject({ busy: false, outcome: { kind: 'shared' } });
});

test('a signed-in mobile viewer gets the default handler, not the flyout', async () => {
  const { actor, view, calls } = start({ shareDefault: () => Promise.resolve('copied') });
  actor.send({ type: 'share.open', viewer: mobile });
  expect(view().flyout).toBe(false);
  await flush();
  expect(calls).toEqual(['shareDefault']);
  expect(view().outcome).toEqual({ kind: 'copied' });
});

test('a share sheet the person dismisses leaves no message', async () => {
  const { actor, view } = start({ shareDefault: () => Promise.resolve('cancelled') });
  actor.send({ type: 'share.open', viewer: visitor });
  await flush();
  expect(view()).toMatchObject({ busy: false, outcome: null });
});

test('a default share that fails says so', async () => {
  const { actor, view } = start({ shareDefault: () => Promise.reject(new Error('denied')) });
  actor.send({ type: 'share.open', viewer: visitor });
  await flush();
  expect(view().outcome).toEqual({ kind: 'shareFailed' });
});

test('copy link in the flyout copies the pin link and says so', async () => {
  const { actor, view, calls } = start();
  actor.send({ type: 'share.open', viewer: desktop });
  actor.send({ type: 'share.copy' });
  expect(view().busy).toBe(true);
  await flush();
  expect(calls).toContain(`copy ${link}`);
  expect(view()).toMatchObject({ flyout: true, busy: false, outcome: { kind: 'copied' } });
  expect(shareMessage({ kind: 'copied' })).toBe('Link copied to your clipboard');
});

test('a copy that fails says so and the flyout stays open', async () => {
  const { actor, view } = start({ copyLink: () => Promise.reject(new Error('denied')) });
  actor.send({ type: 'share.open', viewer: desktop });
  actor.send({ type: 'share.copy' });
  await flush();
  expect(view()).toMatchObject({ flyout: true, outcome: { kind: 'copyFailed' } });
});

test('send to a listed person records the send and names them', async () => {
  const { actor, view, calls } = start();
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  actor.send({ type: 'share.send', recipientId: 'u2' });
  expect(view().busy).toBe(true);
  await flush();
  expect(calls).toContain('send 100001 to u2');
  expect(view().outcome).toEqual({ kind: 'sent', name: 'Ann Example' });
  expect(shareMessage({ kind: 'sent', name: 'Ann Example' })).toBe('Sent to Ann Example');
});

test("a send that fails says so with the server's message", async () => {
  const failure = Object.assign(new Error('400'), { serverMessage: 'Unknown recipient.' });
  const { actor, view } = start({ sendPin: () => Promise.reject(failure) });
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  actor.send({ type: 'share.send', recipientId: 'u2' });
  await flush();
  expect(view().outcome).toEqual({ kind: 'sendFailed', reason: 'Unknown recipient.' });
  expect(shareMessage({ kind: 'sendFailed', reason: null })).toBe("Couldn't send this Pin.");
});

test('a send to someone not listed is ignored', async () => {
  const { actor, calls } = start();
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  actor.send({ type: 'share.send', recipientId: 'nobody' });
  await flush();
  expect(calls.filter((c) => c.startsWith('send'))).toEqual([]);
});

test('a second copy while one runs is ignored', async () => {
  const gate = deferred<void>();
  const { actor, calls } = start({ copyLink: () => gate.promise });
  actor.send({ type: 'share.open', viewer: desktop });
  actor.send({ type: 'share.copy' });
  actor.send({ type: 'share.copy' });
  gate.resolve();
  await flush();
  expect(calls.filter((c) => c.startsWith('copy'))).toHaveLength(1);
});

test('people who cannot be loaded can be loaded again', async () => {
  let tries = 0;
  const { actor } = start({
    loadRecipients: () =>
      ++tries === 1 ? Promise.reject(new Error('500')) : Promise.resolve([ann]),
  });
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  expect(actor.getSnapshot().matches({ share: { flyout: { recipients: 'failed' } } })).toBe(true);
  actor.send({ type: 'share.retryRecipients' });
  await flush();
  expect(actor.getSnapshot().context.recipients).toEqual([ann]);
});

test('a send on its way when the flyout closes still says how it ended, beside the button', async () => {
  const answer = deferred<void>();
  const { actor, view, calls } = start({ sendPin: () => answer.promise });
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  actor.send({ type: 'share.send', recipientId: ann.id });
  actor.send({ type: 'share.close' });
  expect(view()).toMatchObject({ flyout: false, busy: true });
  answer.reject(new Error('offline'));
  await flush();
  expect(view()).toMatchObject({ flyout: false, busy: false });
  expect(view().outcome).toEqual({ kind: 'sendFailed', reason: null });
  expect(calls.filter((c) => c.startsWith('send'))).toHaveLength(1);
});

test('a copy waits for the send on its way: one at a time', async () => {
  const answer = deferred<void>();
  const { actor, calls } = start({ sendPin: () => answer.promise });
  actor.send({ type: 'share.open', viewer: desktop });
  await flush();
  actor.send({ type: 'share.send', recipientId: ann.id });
  actor.send({ type: 'share.copy' });
  expect(calls.filter((c) => c.startsWith('copy'))).toEqual([]);
  answer.resolve();
  await flush();
  actor.send({ type: 'share.copy' });
  expect(calls.filter((c) => c.startsWith('copy'))).toHaveLength(1);
});

test('closing the flyout (Escape) closes it and clears its message; it opens again', async () => {
  const { actor, view } = start();
  actor.send({ type: 'share.open', viewer: desktop });
  actor.send({ type: 'share.copy' });
  await flush();
  actor.send({ type: 'share.close' });
  expect(view()).toMatchObject({ flyout: false, outcome: null });
  actor.send({ type: 'share.open', viewer: desktop });
  expect(view().flyout).toBe(true);
});

test('the upsell icon is fetched after 4000 ms in a logged-out context, then animates for 5000 ms', async () => {
  const { clock, actor, view, calls } = start();
  actor.send({ type: 'share.shown', viewer: visitor });
  clock.increment(3999);
  expect(calls).not.toContain('fetchUpsellIcon');
  expect(view().upsell).toBeNull();
  clock.increment(1);
  expect(calls).toContain('fetchUpsellIcon');
  await flush();
  expect(view().upsell).toBe('animating');
  clock.increment(4999);
  expect(view().upsell).toBe('animating');
  clock.increment(1);
  expect(view().upsell).toBe('still');
});

test('the upsell runs in a mobile context too', async () => {
  const { clock, actor, view } = start();
  actor.send({ type: 'share.shown', viewer: mobile });
  clock.increment(4000);
  await flush();
  expect(view().upsell).toBe('animating');
});

test('a signed-in desktop viewer gets no upsell', () => {
  const { clock, actor, view, calls } = start();
  actor.send({ type: 'share.shown', viewer: desktop });
  clock.increment(10000);
  expect(calls).toEqual([]);
  expect(view().upsell).toBeNull();
});

test('an upsell icon that cannot be fetched is not offered', async () => {
  const { clock, actor, view } = start({ fetchUpsellIcon: () => Promise.reject(new Error('404')) });
  actor.send({ type: 'share.shown', viewer: visitor });
  clock.increment(4000);
  await flush();
  expect(actor.getSnapshot().matches({ upsell: 'unavailable' })).toBe(true);
  clock.increment(5000);
  expect(view().upsell).toBeNull();
});

test('showing the button again does not restart the upsell', async () => {
  const { clock, actor, calls } = start();
  actor.send({ type: 'share.shown', viewer: visitor });
  clock.increment(3000);
  actor.send({ type: 'share.shown', viewer: visitor });
  clock.increment(1000);
  await flush();
  expect(calls.filter((c) => c === 'fetchUpsellIcon')).toHaveLength(1);
});
