// The committed Mermaid diagrams in docs/machines/ match the machine definitions (machines/README.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIAGRAM_DIR, expectedDiagramFiles, renderMermaid } from './diagrams';
import { setup } from 'xstate';

test('every committed machine diagram is current (run npm run diagrams when this fails)', () => {
  const expected = expectedDiagramFiles();
  const stale: string[] = [];
  for (const [name, text] of expected) {
    const path = join(DIAGRAM_DIR, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.push(name);
  }
  const committed = existsSync(DIAGRAM_DIR)
    ? readdirSync(DIAGRAM_DIR).filter((n) => n.endsWith('.md'))
    : [];
  const extra = committed.filter((name) => !expected.has(name));
  expect({ stale, extra }).toEqual({ stale: [], extra: [] });
});

test('a diagram shows states, the initial state, named delays and guards', () => {
  const machine = setup({
    guards: { canEdit: () => true },
    delays: { actionBarDelay: 800 },
  }).createMachine({
    id: 'sample',
    initial: 'inactive',
    states: {
      inactive: { on: { 'hover.start': 'active' } },
      active: { after: { actionBarDelay: { guard: 'canEdit', target: 'shown' } } },
      shown: { type: 'final' },
    },
  });
  const text = renderMermaid(machine);
  expect(text).toContain('[*] --> inactive');
  expect(text).toContain('inactive --> active : hover.start');
  expect(text).toContain('active --> shown : after actionBarDelay [canEdit]');
  expect(text).toContain('shown --> [*]');
});
