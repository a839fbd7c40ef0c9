// Theme (spec 2 section 4 "Other", dark mode: on or off, persisted; toggling reloads the page):
// over random toggles and storage answers, the machine follows a small model: the stored theme is
// read at the start (unreadable is light), a toggle stores the other theme once, toggles while it
// is stored are ignored, and the chosen theme is shown whether the store succeeded or not.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { assign, initialTransition, transition, type AnyEventObject } from 'xstate';
import type { Theme } from '../domain/theme';
import { themeMachine, type ThemeEvent } from '../machines/theme.machine';
import { assertProperty, propertyFails } from './property-support';

const event: fc.Arbitrary<AnyEventObject> = fc.oneof(
  fc.constant({ type: 'theme.toggle' }),
  fc.constantFrom<Theme>('light', 'dark').map((output) => ({
    type: 'xstate.done.actor.readTheme',
    output,
  })),
  fc.constant({ type: 'xstate.error.actor.readTheme', error: new Error('refused') }),
  fc.constant({ type: 'xstate.done.actor.storeAndReload', output: undefined }),
  fc.constant({ type: 'xstate.error.actor.storeAndReload', error: new Error('refused') }),
);

interface Model {
  phase: 'reading' | 'switching' | Theme;
  theme: Theme;
  stores: Theme[];
}

function step(model: Model, e: AnyEventObject): void {
  if (model.phase === 'reading') {
    if (e.type === 'xstate.done.actor.readTheme') {
      model.theme = (e as unknown as { output: Theme }).output;
      model.phase = model.theme;
    } else if (e.type === 'xstate.error.actor.readTheme') {
      model.theme = 'light';
      model.phase = 'light';
    }
  } else if (model.phase === 'switching') {
    if (e.type.includes('.actor.storeAndReload')) model.phase = model.theme;
  } else if (e.type === 'theme.toggle') {
    model.theme = model.theme === 'dark' ? 'light' : 'dark';
    model.phase = 'switching';
    model.stores.push(model.theme);
  }
}

const themeFollowsTheModel = (logic: typeof themeMachine) =>
  fc.property(fc.array(event, { maxLength: 30 }), (events) => {
    let [snapshot] = initialTransition(logic);
    const model: Model = { phase: 'reading', theme: 'light', stores: [] };
    const stores: (Theme | undefined)[] = [];
    for (const e of events) {
      const [next, actions] = transition(logic, snapshot, e as ThemeEvent);
      snapshot = next;
      step(model, e);
      for (const action of actions) {
        const spawned = action as {
          type: string;
          params?: { src?: unknown; input?: { theme?: Theme } };
        };
        if (spawned.type === 'xstate.spawnChild' && spawned.params?.src === 'storeAndReload')
          stores.push(spawned.params.input?.theme);
      }
      expect(snapshot.value).toBe(model.phase);
      expect(snapshot.context.theme).toBe(model.theme);
    }
    expect(stores).toEqual(model.stores);
  });

test('the theme is read from storage, a toggle stores the other one once, and it is shown', async () => {
  await assertProperty('theme', themeFollowsTheModel(themeMachine), 200);
});

test('the suite catches a toggle that stores the theme already shown', async () => {
  const stuck = themeMachine.provide({ actions: { assignToggled: assign({}) } });
  expect(await propertyFails(themeFollowsTheModel(stuck))).toBe(true);
});
