// Cookie consent: spec 2 section 2 and section 4 "Cookie banner", section 7 "Save cookie
// settings", on a simulated clock with the real toasts machine beside it.
import { expect, test } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { ACCEPT_ALL, REJECT_ALL, type CookieChoice } from '../domain/cookies';
import { COOKIE_SAVED_TOAST } from '../domain/guidance';
import { cookiesMachine, type CookiesEmitted, type SaveCookiesInput } from './cookies.machine';
import { selectBannerShown, selectCookieChoice, selectCookieDraft } from './cookies-select';
import { createHost, deferred, flush, type Deferred } from './test-support';
import { selectToast } from './toasts.machine';

function start(
  options: {
    signedIn?: boolean;
    stored?: CookieChoice | null;
    checkAccount?: boolean;
    /** What the account holds: a choice, none (null), or a failing call ('fails'). */
    account?: CookieChoice | null | 'fails';
    refreshFails?: boolean;
  } = {},
) {
  const clock = new SimulatedClock();
  const saves: { input: SaveCookiesInput; answer: Deferred<void> }[] = [];
  const checks: Deferred<CookieChoice | null>[] = [];
  const logic = cookiesMachine.provide({
    actors: {
      loadChoice: fromPromise(() => {
        const answer = deferred<CookieChoice | null>();
        checks.push(answer);
        if (options.account === 'fails') answer.reject(new Error('settings call failed'));
        else answer.resolve(options.account ?? null);
        return answer.promise;
      }),
      refreshUser: fromPromise(() => {
        refreshes += 1;
        return refreshFails ? Promise.reject(new Error('user call failed')) : Promise.resolve();
      }),
      saveChoice: fromPromise(({ input }: { input: SaveCookiesInput }) => {
        const answer = deferred<void>();
        saves.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  let refreshes = 0;
  const refreshFails = options.refreshFails ?? false;
  const host = createHost({
    subject: logic,
    clock,

    input: {
      signedIn: options.signedIn ?? true,
      stored: options.stored ?? null,
      surfaceTag: 'home',
      checkAccount: options.checkAccount ?? false,
    },
  });
  const emitted: CookiesEmitted[] = [];
  host.subject.on('cookies.changed', (event) => emitted.push(event));
  return { ...host, clock, saves, checks, emitted, refreshes: () => refreshes };
}

test('the banner shows until a choice is made', () => {
  const { subject } = start();
  expect(subject.getSnapshot().value).toBe('undecided');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(true);
  expect(selectBannerShown(subject.getSnapshot(), 'mobile')).toBe(true);
});

test('a viewer who has chosen sees no banner', () => {
  const { subject } = start({ stored: REJECT_ALL });
  expect(subject.getSnapshot().value).toBe('decided');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
});

test('Accept all saves every category with the surface tag and closes the banner', async () => {
  const { subject, saves, emitted } = start();
  subject.send({ type: 'cookies.acceptAll' });
  expect(saves.map((s) => s.input)).toEqual([
    { choice: ACCEPT_ALL, surfaceTag: 'home', signedIn: true },
  ]);
  saves[0]!.answer.resolve();
  await flush();
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(ACCEPT_ALL);
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
  expect(emitted).toEqual([{ type: 'cookies.changed', choice: ACCEPT_ALL }]);
});

test('Reject all saves every category off and closes the banner', async () => {
  const { subject, saves } = start();
  subject.send({ type: 'cookies.rejectAll' });
  expect(saves[0]!.input.choice).toEqual(REJECT_ALL);
  saves[0]!.answer.resolve();
  await flush();
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(REJECT_ALL);
});

test('after saving, the cookie toast shows for 3000 ms', async () => {
  const { subject, saves, toasts, clock } = start();
  subject.send({ type: 'cookies.acceptAll' });
  saves[0]!.answer.resolve();
  await flush();
  clock.increment(100);
  expect(selectToast(toasts.getSnapshot())?.toast.headline).toBe(COOKIE_SAVED_TOAST);
  clock.increment(3000 - 1);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('visible');
  clock.increment(1);
  expect(selectToast(toasts.getSnapshot())?.phase).toBe('exiting');
});

test('a press while the choice is being saved is ignored: one save per press', () => {
  const { subject, saves } = start();
  subject.send({ type: 'cookies.acceptAll' });
  subject.send({ type: 'cookies.acceptAll' });
  subject.send({ type: 'cookies.rejectAll' });
  expect(saves).toHaveLength(1);
});

test('Accept all closes the banner at once, while its choice is still being saved', () => {
  const { subject, saves, emitted } = start();
  subject.send({ type: 'cookies.acceptAll' });
  expect(saves).toHaveLength(1);
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
  expect(selectBannerShown(subject.getSnapshot(), 'mobile')).toBe(false);
  // Nothing is consented to before the choice is kept.
  expect(selectCookieChoice(subject.getSnapshot())).toBeNull();
  expect(emitted).toEqual([]);
});

test('a failed save brings the banner back with its buttons working', async () => {
  const { subject, saves, toasts, clock } = start();
  subject.send({ type: 'cookies.acceptAll' });
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
  saves[0]!.answer.reject(new Error('500'));
  await flush();
  clock.increment(200);
  expect(subject.getSnapshot().value).toBe('undecided');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(true);
  expect(selectToast(toasts.getSnapshot())).toBeNull();
  subject.send({ type: 'cookies.acceptAll' });
  expect(saves).toHaveLength(2);
});

test('Let me choose opens the settings modal; on mobile it hides the banner', () => {
  const { subject } = start();
  subject.send({ type: 'cookies.choose' });
  expect(subject.getSnapshot().hasTag('modal')).toBe(true);
  expect(selectBannerShown(subject.getSnapshot(), 'mobile')).toBe(false);
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(true);
});

test('saving from the settings modal saves the switches as set', async () => {
  const { subject, saves } = start();
  subject.send({ type: 'cookies.choose' });
  subject.send({ type: 'cookies.toggle', category: 'analytics' });
  subject.send({ type: 'cookies.toggle', category: 'personalization' });
  subject.send({ type: 'cookies.save' });
  const choice = { analytics: true, marketing: false, personalization: true };
  expect(saves[0]!.input.choice).toEqual(choice);
  saves[0]!.answer.resolve();
  await flush();
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(choice);
  expect(subject.getSnapshot().hasTag('modal')).toBe(false);
});

test('a failed save from the modal loses nothing: the switches are as they were', async () => {
  const { subject, saves } = start();
  subject.send({ type: 'cookies.choose' });
  subject.send({ type: 'cookies.toggle', category: 'marketing' });
  subject.send({ type: 'cookies.save' });
  saves[0]!.answer.reject(new Error('offline'));
  await flush();
  subject.send({ type: 'cookies.choose' });
  expect(selectCookieDraft(subject.getSnapshot())).toEqual({
    analytics: false,
    marketing: true,
    personalization: false,
  });
});

test('a failed save from the settings keeps them open with the switches as the person set them, over a saved choice', async () => {
  const { subject, saves } = start({ stored: ACCEPT_ALL });
  subject.send({ type: 'cookies.choose' });
  subject.send({ type: 'cookies.toggle', category: 'marketing' });
  subject.send({ type: 'cookies.save' });
  saves[0]!.answer.reject(new Error('offline'));
  await flush();
  expect(subject.getSnapshot().hasTag('modal')).toBe(true);
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(ACCEPT_ALL);
  expect(selectCookieDraft(subject.getSnapshot())).toEqual({ ...ACCEPT_ALL, marketing: false });
  subject.send({ type: 'cookies.save' });
  expect(saves[1]!.input.choice).toEqual({ ...ACCEPT_ALL, marketing: false });
});

test('closing the modal without saving keeps the banner', () => {
  const { subject, saves } = start();
  subject.send({ type: 'cookies.choose' });
  subject.send({ type: 'cookies.close' });
  expect(subject.getSnapshot().value).toBe('undecided');
  expect(saves).toEqual([]);
});

test('the settings page changes a saved choice', async () => {
  const { subject, saves } = start({ stored: ACCEPT_ALL });
  subject.send({ type: 'cookies.choose' });
  expect(selectCookieDraft(subject.getSnapshot())).toEqual(ACCEPT_ALL);
  subject.send({ type: 'cookies.toggle', category: 'marketing' });
  subject.send({ type: 'cookies.save' });
  saves[0]!.answer.resolve();
  await flush();
  expect(selectCookieChoice(subject.getSnapshot())).toEqual({ ...ACCEPT_ALL, marketing: false });
});

test("a visitor's choice is saved without the API and carried into the account at sign-in", async () => {
  const { subject, saves } = start({ signedIn: false });
  subject.send({ type: 'cookies.rejectAll' });
  expect(saves[0]!.input).toEqual({ choice: REJECT_ALL, surfaceTag: 'home', signedIn: false });
  saves[0]!.answer.resolve();
  await flush();
  subject.send({ type: 'cookies.signedIn' });
  expect(saves[1]!.input).toEqual({ choice: REJECT_ALL, surfaceTag: 'home', signedIn: true });
  saves[1]!.answer.resolve();
  await flush();
  expect(subject.getSnapshot().value).toBe('decided');
  expect(subject.getSnapshot().context.signedIn).toBe(true);
});

test('a visitor who signs in before choosing is asked as a signed-in viewer', async () => {
  const { subject, saves } = start({ signedIn: false });
  subject.send({ type: 'cookies.signedIn' });
  await flush();
  subject.send({ type: 'cookies.acceptAll' });
  expect(saves[0]!.input.signedIn).toBe(true);
});

test('a visitor who signs in before choosing takes the choice their account holds', async () => {
  const { subject, saves } = start({ signedIn: false, account: REJECT_ALL });
  subject.send({ type: 'cookies.signedIn' });
  await flush();
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(REJECT_ALL);
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
  expect(saves).toEqual([]);
});

test('no banner shows while the account is being asked for its choice', () => {
  const { subject } = start({ checkAccount: true });
  expect(subject.getSnapshot().value).toBe('checking');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(false);
  expect(selectBannerShown(subject.getSnapshot(), 'mobile')).toBe(false);
});

test('a signed-in viewer whose account holds a choice sees no banner and saves nothing', async () => {
  const { subject, saves } = start({ checkAccount: true, account: ACCEPT_ALL });
  await flush();
  expect(subject.getSnapshot().value).toBe('decided');
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(ACCEPT_ALL);
  expect(saves).toEqual([]);
});

test('a signed-in viewer whose account holds no choice sees the banner', async () => {
  const { subject } = start({ checkAccount: true, account: null });
  await flush();
  expect(subject.getSnapshot().value).toBe('undecided');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(true);
});

test('a choice kept on this browser goes into a signed-in account that holds none', async () => {
  const { subject, saves } = start({ checkAccount: true, account: null, stored: REJECT_ALL });
  await flush();
  expect(saves[0]!.input).toEqual({ choice: REJECT_ALL, surfaceTag: 'home', signedIn: true });
  saves[0]!.answer.resolve();
  await flush();
  expect(subject.getSnapshot().value).toBe('decided');
});

test('when the account cannot be asked, the banner shows so the viewer can choose', async () => {
  const { subject } = start({ checkAccount: true, account: 'fails' });
  await flush();
  expect(subject.getSnapshot().value).toBe('undecided');
  expect(selectBannerShown(subject.getSnapshot(), 'desktop')).toBe(true);
});

test('a visitor who signs in while their choice is being saved has it carried into the account', async () => {
  const { subject, saves } = start({ signedIn: false });
  subject.send({ type: 'cookies.acceptAll' });
  subject.send({ type: 'cookies.signedIn' });
  saves[0]!.answer.resolve();
  await flush();
  expect(saves.map((s) => s.input.signedIn)).toEqual([false, true]);
  saves[1]!.answer.resolve();
  await flush();
  expect(subject.getSnapshot().value).toBe('decided');
});

test('a signed-in cookie save refreshes the user resource once it is saved', async () => {
  const { subject, saves, refreshes } = start();
  subject.send({ type: 'cookies.acceptAll' });
  expect(refreshes()).toBe(0);
  saves[0]!.answer.resolve();
  await flush();
  expect(refreshes()).toBe(1);
});

test("a failed cookie save and a visitor's save refresh no user resource", async () => {
  const failed = start();
  failed.subject.send({ type: 'cookies.rejectAll' });
  failed.saves[0]!.answer.reject(new Error('settings call failed'));
  await flush();
  expect(failed.refreshes()).toBe(0);
  const visitor = start({ signedIn: false });
  visitor.subject.send({ type: 'cookies.acceptAll' });
  visitor.saves[0]!.answer.resolve();
  await flush();
  expect(visitor.refreshes()).toBe(0);
});

test("a visitor's choice carried into the account refreshes the user resource once saved there", async () => {
  const { subject, saves, refreshes } = start({ signedIn: false });
  subject.send({ type: 'cookies.acceptAll' });
  saves[0]!.answer.resolve();
  await flush();
  subject.send({ type: 'cookies.signedIn' });
  expect(saves[1]?.input.signedIn).toBe(true);
  expect(refreshes()).toBe(0);
  saves[1]!.answer.resolve();
  await flush();
  expect(refreshes()).toBe(1);
});

test('a failed refresh of the user resource keeps the saved choice and the cookies actor running', async () => {
  const { subject, saves, refreshes } = start({ refreshFails: true });
  subject.send({ type: 'cookies.acceptAll' });
  saves[0]!.answer.resolve();
  await flush();
  expect(refreshes()).toBe(1);
  expect(subject.getSnapshot().status).toBe('active');
  expect(selectCookieChoice(subject.getSnapshot())).toEqual(ACCEPT_ALL);
});
