// Logged-out local state (spec 3 section 4; sections 5 and 8): over random searches added and
// removed, clickthroughs, downloads, sign-ins and sign-outs, reloads, passing time and storage
// damaged at any step, the machine follows a small model: no duplicate at the head of a list,
// every change is stored, a reload reads back what was stored (a revisit counts), damaged data
// resets to fresh (revisitation alone when only it is damaged), and a signed-in viewer never
// writes the local state.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import {
  localStateMachine,
  type LocalStateContext,
  type LocalStateRead,
  type LocalStorageEvent,
} from '../machines/local-state.machine';
import { assertProperty, propertyFails } from './property-support';

type Search = { query: string; rs: string; scope: string; rg: string };
type Pin = { pinId: string; link: string; imageSignature: string; domain: string };

const search = fc.record({
  query: fc.constantFrom('soup', 'bread'),
  rs: fc.constantFrom('typed', 'rs'),
  scope: fc.constant('pins'),
  rg: fc.constant(''),
});
const pin = fc.record({
  pinId: fc.constantFrom('1', '2'),
  link: fc.constantFrom('https://a.example/', 'https://b.example/'),
  imageSignature: fc.constant('sig'),
  domain: fc.constant('a.example'),
});

type Command =
  | { do: 'add'; search: Search }
  | { do: 'remove'; search: Search }
  | { do: 'click'; pin: Pin }
  | { do: 'download' }
  | { do: 'signIn' }
  | { do: 'signOut' }
  | { do: 'reload' }
  | { do: 'wait'; days: number }
  | { do: 'damage'; how: 'junk' | 'revisitation' | 'wrongShape' };

const command: fc.Arbitrary<Command> = fc.oneof(
  search.map((s) => ({ do: 'add' as const, search: s })),
  search.map((s) => ({ do: 'remove' as const, search: s })),
  pin.map((p) => ({ do: 'click' as const, pin: p })),
  fc.constant({ do: 'download' as const }),
  fc.constant({ do: 'signIn' as const }),
  fc.constant({ do: 'signOut' as const }),
  fc.constant({ do: 'reload' as const }),
  fc.integer({ min: 0, max: 100 }).map((days) => ({ do: 'wait' as const, days })),
  fc.constantFrom('junk', 'revisitation', 'wrongShape').map((how) => ({
    do: 'damage' as const,
    how: how,
  })),
);

/** The model: the lists as a person would expect them, and what storage holds. */
interface Model {
  signedIn: boolean;
  searches: Search[];
  clicks: Pin[];
  downloads: number;
  revisits: number;
  resets: number;
  /** What storage holds, as far as the model knows: nothing, what was written, or damage. */
  storage: 'empty' | 'written' | 'junk' | 'revisitation';
}

const sameSearch = (a: Search, b: Search) => JSON.stringify(a) === JSON.stringify(b);
const samePin = (a: Pin, b: Pin) => a.pinId === b.pinId && a.link === b.link;

/** A page start or a sign-out read: what was stored comes back, damage resets. */
function read(model: Model): void {
  if (model.signedIn) return;
  const wasWritten = model.storage === 'written' || model.storage === 'revisitation';
  if (!wasWritten) {
    model.searches = [];
    model.clicks = [];
    model.downloads = 0;
  }
  if (model.storage === 'junk' || model.storage === 'revisitation') model.resets += 1;
  model.revisits = model.storage === 'written' ? model.revisits + 1 : 0;
  model.storage = 'written';
}

function step(model: Model, c: Command): void {
  const keeping = !model.signedIn;
  if (c.do === 'add' && keeping) {
    if (!(model.searches[0] && sameSearch(model.searches[0], c.search)))
      model.searches = [c.search, ...model.searches];
    model.storage = 'written';
  } else if (c.do === 'remove' && keeping) {
    model.searches = model.searches.filter((s) => !sameSearch(s, c.search));
    model.storage = 'written';
  } else if (c.do === 'click' && keeping) {
    if (!(model.clicks[0] && samePin(model.clicks[0], c.pin)))
      model.clicks = [c.pin, ...model.clicks];
    model.storage = 'written';
  } else if (c.do === 'download' && keeping) {
    model.downloads += 1;
    model.storage = 'written';
  } else if (c.do === 'signIn' && keeping) {
    Object.assign(model, { signedIn: true, searches: [], clicks: [], downloads: 0, revisits: 0 });
    model.storage = 'empty';
  } else if (c.do === 'signOut' && model.signedIn) {
    model.signedIn = false;
    read(model);
  } else if (c.do === 'reload') {
    read(model);
  } else if (c.do === 'damage') {
    const damagesRevisitation = c.how === 'revisitation' && model.storage === 'written';
    model.storage = damagesRevisitation ? 'revisitation' : 'junk';
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const followsTheModel = (logic: typeof localStateMachine) =>
  fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
    const clock = new SimulatedClock();
    let storage: string | null = null;
    let signedIn = false;
    const provided = logic.provide({
      actors: {
        readLocalState: fromPromise<LocalStateRead>(() =>
          Promise.resolve({ stored: storage, now: clock.now(), signedIn, path: null }),
        ),
        keepLocalState: fromCallback<LocalStorageEvent>(({ receive }) => {
          receive((e) => {
            if (signedIn) throw new Error('a signed-in viewer wrote the local state');
            storage = e.type === 'localState.clear' ? null : JSON.stringify(e.data);
          });
        }),
      },
    });
    const boot = async () => {
      const next = createActor(provided, { clock });
      next.start();
      await settled();
      return next;
    };
    let actor: AnyActorRef = await boot();
    const model: Model = {
      signedIn: false,
      searches: [],
      clicks: [],
      downloads: 0,
      revisits: 0,
      resets: 0,
      storage: 'written',
    };
    for (const c of commands) {
      const resetsBefore = (actor.getSnapshot() as { context: LocalStateContext }).context.resets;
      step(model, c);
      if (c.do === 'add') actor.send({ type: 'localState.search.add', search: c.search });
      if (c.do === 'remove') actor.send({ type: 'localState.search.remove', search: c.search });
      if (c.do === 'click') actor.send({ type: 'localState.clickthrough', pin: c.pin });
      if (c.do === 'download') actor.send({ type: 'localState.download' });
      if (c.do === 'wait') clock.increment(c.days * 86_400_000);
      if (c.do === 'signIn') {
        actor.send({ type: 'session.signedIn' });
        signedIn = true;
      }
      if (c.do === 'signOut') {
        signedIn = false;
        actor.send({ type: 'session.signedOut' });
        await settled();
      }
      if (c.do === 'damage') {
        // Damage as the model has it: revisitation alone only over what was written.
        if (model.storage === 'revisitation' && storage !== null) {
          const value = JSON.parse(storage) as { revisitation: unknown };
          value.revisitation = { count: 'x', time: null, ts: 1 };
          storage = JSON.stringify(value);
        } else
          storage =
            c.how === 'wrongShape'
              ? JSON.stringify({ completedSearches: 'soup' })
              : '{"revisitation":';
      }
      if (c.do === 'reload') {
        actor.stop();
        actor = await boot();
        // The model counts resets over the whole run; a new actor starts its count at 0.
        model.resets -= resetsBefore;
      }
      const { context } = actor.getSnapshot() as { context: LocalStateContext };
      expect(context.signedIn).toBe(model.signedIn);
      expect(context.data.completedSearches).toEqual(model.searches);
      expect(context.data.clickthroughPins).toEqual(model.clicks);
      expect(context.data.downloadedPins).toBe(model.downloads);
      expect(context.data.revisitation.count).toBe(model.revisits);
      expect(context.resets).toBe(model.resets);
      if (model.storage === 'written' && !model.signedIn)
        expect(JSON.parse(storage ?? 'null')).toEqual(context.data);
      if (model.storage === 'empty') expect(storage).toBeNull();
    }
    actor.stop();
  });

test('the local state follows the model over storage damaged at any step', async () => {
  await assertProperty('local-state', followsTheModel(localStateMachine), 100);
});

test('the suite catches a local state that forgets to store its changes', async () => {
  const forgetful = localStateMachine.provide({ actions: { persist: () => undefined } });
  expect(await propertyFails(followsTheModel(forgetful), 60)).toBe(true);
});
