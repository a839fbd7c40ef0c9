// docs/decisions/088: no view spawns an actor while React renders. The per-pin lookups answer no
// actor to a render (`pinActorAt` takes the event that asks, `pinActorFor` a promise), and a view
// that sends a spawning event itself fails lint: each row lints a probe file in ui/.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, test } from 'vitest';

// The probe files do not exist on disk, so type-aware parsing is switched off for them.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function spawnErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const sends = (event: string) =>
  `import { appActor } from '../../runtime/system';\nexport const X = () => { appActor.send({ type: '${event}', pinId: 'p', kind: 'favorite' }); return null; };\n`;

for (const event of ['pin.spawn', 'pin.mount', 'page.spawn', 'page.mount', 'feed.show']) {
  test(`a view that sends ${event} itself fails lint`, async () => {
    expect(await spawnErrors('ui/card/probe.tsx', sends(event))).toHaveLength(1);
  });
}

test('the hook that holds per-pin actors may send pin.mount', async () => {
  expect(await spawnErrors('ui/app/pin-actor.ts', sends('pin.mount'))).toEqual([]);
});

test('a view may send its other events', async () => {
  expect(await spawnErrors('ui/card/probe.tsx', sends('pin.release'))).toEqual([]);
});
