// Every catalogued machine has a property suite of its own (property-tests/README.md): a model of
// its spec section, invariants over random steps, and a mutant the suite is shown to catch.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { catalogue } from '../machines/catalogue';

const suiteOf = (id: string) => fileURLToPath(new URL(`./${id}.property.test.ts`, import.meta.url));

for (const entry of catalogue) {
  test(`${entry.id} has a property suite that shows it catches a mutant`, () => {
    const path = suiteOf(entry.id);
    expect(existsSync(path), `property-tests/${entry.id}.property.test.ts`).toBe(true);
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/propertyFails|\.failed\)\.toBe\(true\)|toThrow\(/);
  });
}
