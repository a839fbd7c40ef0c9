// Cookie consent (spec 2 sections 2, 4 and 7) over random presses, switches, answers and
// sign-ins, against a model of what a person sees: the banner until a choice is saved (closed
// while a press's save is on its way, back if it fails), one save
// per press, the saved choice being the one pressed, nothing lost on a failure (a failed save
// from the settings modal opens it again with the switches as the person set them).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import {
  ACCEPT_ALL,
  COOKIE_CATEGORIES,
  REJECT_ALL,
  type CookieCategory,
  type CookieChoice,
} from '../domain/cookies';
import { cookiesMachine, type SaveCookiesInput } from '../machines/cookies.machine';
import { selectBannerShown } from '../machines/cookies-select';
import { deferred, flush, type Deferred } from '../machines/test-support';

type Step =
  | { kind: 'acceptAll' }
  | { kind: 'rejectAll' }
  | { kind: 'choose' }
  | { kind: 'toggle'; category: CookieCategory }
  | { kind: 'save' }
  | { kind: 'close' }
  | { kind: 'answer'; ok: boolean }
  | { kind: 'signIn' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'acceptAll' }),
  fc.constant<Step>({ kind: 'rejectAll' }),
  fc.constant<Step>({ kind: 'choose' }),
  fc.constantFrom(...COOKIE_CATEGORIES).map<Step>((category) => ({ kind: 'toggle', category })),
  fc.constant<Step>({ kind: 'save' }),
  fc.constant<Step>({ kind: 'close' }),
  fc.boolean().map<Step>((ok) => ({ kind: 'answer', ok })),
  fc.constant<Step>({ kind: 'signIn' }),
);

const choiceArb: fc.Arbitrary<CookieChoice> = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalization: fc.boolean(),
});

/** The person's view of consent, from the spec's sentences. */
interface Model {
  signedIn: boolean;
  saved: CookieChoice | null;
  modal: boolean;
  switches: CookieChoice;
  /** The save under way, and whether it came from a sign-in (no toast, no banner change). */
  inFlight: CookieChoice | null;
  /** Whether the save under way goes to the account (false: browser storage only). */
  inFlightSignedIn: boolean;
  /** Whether the save under way was the settings modal's: a failure opens it again. */
  inFlightFromModal: boolean;
  /** A visitor signed in while their choice was on its way: it goes to the account next. */
  carry: boolean;
  presses: number;
  /** The choice the account already holds, if any. */
  account: CookieChoice | null;
}

function startSave(model: Model, choice: CookieChoice, fromModal = false): void {
  model.inFlight = choice;
  model.inFlightFromModal = fromModal;
  model.inFlightSignedIn = model.signedIn;
  model.presses += 1;
}

function apply(model: Model, step: Step): void {
  const idle = model.inFlight === null;
  switch (step.kind) {
    case 'acceptAll':
    case 'rejectAll':
      if (idle && !model.modal)
        startSave(model, step.kind === 'acceptAll' ? ACCEPT_ALL : REJECT_ALL);
      return;
    case 'choose':
      if (idle && !model.modal) {
        model.modal = true;
        if (model.saved) model.switches = model.saved;
      }
      return;
    case 'toggle':
      if (model.modal)
        model.switches = { ...model.switches, [step.category]: !model.switches[step.category] };
      return;
    case 'save':
      if (model.modal) {
        model.modal = false;
        startSave(model, model.switches, true);
      }
      return;
    case 'close':
      model.modal = false;
      return;
    case 'answer': {
      const saved = step.ok ? model.inFlight : null;
      const carry = model.carry;
      // A failed save from the modal opens it again, the switches as the person set them.
      if (!saved && model.inFlight && model.inFlightFromModal) model.modal = true;
      model.inFlight = null;
      model.carry = false;
      if (!saved) return;
      model.saved = saved;
      model.switches = saved;
      if (carry) startSave(model, saved);
      return;
    }
    case 'signIn':
      if (model.signedIn) return;
      model.signedIn = true;
      // A visitor's choice goes into the account: now if it is saved, after its save if on its way.
      if (!idle) model.carry = true;
      else if (!model.modal && model.saved) startSave(model, model.saved);
      else if (!model.modal && model.account) {
        // A visitor who had not chosen takes the choice their account holds.
        model.saved = model.account;
        model.switches = model.account;
      }
      return;
  }
}

const property = (logic: typeof cookiesMachine) =>
  fc.asyncProperty(
    fc.boolean(),
    fc.option(choiceArb, { nil: null }),
    fc.array(stepArb, { maxLength: 25 }),
    async (signedIn, account, steps) => {
      const saves: { input: SaveCookiesInput; answer: Deferred<void> }[] = [];
      const actor = createActor(
        logic.provide({
          actors: {
            saveChoice: fromPromise(({ input }: { input: SaveCookiesInput }) => {
              const answer = deferred<void>();
              saves.push({ input, answer });
              return answer.promise;
            }),
            loadChoice: fromPromise(() => Promise.resolve(account)),
          },
        }),
        { input: { signedIn, stored: null, surfaceTag: 'home', checkAccount: signedIn } },
      ).start();
      await flush();
      // Signed in at start, the account's choice (if any) is the saved one.
      const saved = signedIn ? account : null;
      const model: Model = {
        signedIn,
        account,
        saved,
        modal: false,
        switches: saved ?? REJECT_ALL,
        inFlight: null,
        inFlightSignedIn: signedIn,
        inFlightFromModal: false,
        carry: false,
        presses: 0,
      };
      for (const step of steps) {
        const open = saves.at(-1);
        if (step.kind === 'answer') {
          if (open && model.inFlight) {
            if (step.ok) open.answer.resolve();
            else open.answer.reject(new Error('failed'));
          }
        } else if (step.kind === 'signIn') {
          actor.send({ type: 'cookies.signedIn' });
        } else if (step.kind === 'toggle') {
          actor.send({ type: 'cookies.toggle', category: step.category });
        } else {
          actor.send({ type: `cookies.${step.kind}` });
        }
        await flush();
        apply(model, step);
        const snapshot = actor.getSnapshot();
        // A choice is saved at most once per press.
        expect(saves).toHaveLength(model.presses);
        if (model.inFlight) expect(saves.at(-1)?.input.choice).toEqual(model.inFlight);
        if (model.inFlight) expect(saves.at(-1)?.input.signedIn).toBe(model.inFlightSignedIn);
        expect(snapshot.context.choice).toEqual(model.saved);
        expect(snapshot.hasTag('modal')).toBe(model.modal);
        // The banner shows on desktop until a choice is saved, closed while one is on its way.
        expect(selectBannerShown(snapshot, 'desktop')).toBe(
          model.saved === null && model.inFlight === null,
        );
        if (model.modal) expect(snapshot.context.draft).toEqual(model.switches);
      }
    },
  );

test('cookie consent agrees with the model: one save per press, the banner until a choice', async () => {
  await fc.assert(property(cookiesMachine), { numRuns: 200 });
});

test("the suite catches an account's choice that is ignored at sign-in", async () => {
  const broken = cookiesMachine.provide({
    actions: { takeAccountChoice: assign({}) },
  });
  const result = await fc.check(property(broken), { numRuns: 300, seed: 11 });
  expect(result.failed).toBe(true);
});

test('the suite catches a failed save that is taken as saved', async () => {
  const broken = cookiesMachine.provide({
    actions: {
      dropPending: assign(({ context }) => ({ choice: context.pending, pending: null })),
    },
  });
  const result = await fc.check(property(broken), { numRuns: 300, seed: 11 });
  expect(result.failed).toBe(true);
});
