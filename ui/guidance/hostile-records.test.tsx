// @vitest-environment jsdom
// Hostile content in the guidance layer is refused or made harmless before it renders
// (docs/decisions/086): every valid fixture record of every renderer, spoiled each way a server
// could spoil it (script in its HTML, `javascript:` links, absurd sizes, an unknown type, missing
// fields, fields of the wrong type), is drawn by `Chosen` inside the placement's boundary, as a
// placement draws it. Nothing may run script, point a link at script, throw past the boundary,
// or draw text or a wait beyond what a person could ever meet.
import { Suspense } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { Experience } from '../../domain/types';
import { generateDb } from '../../fixtures/generate';
import { KNOWN } from '../../fixtures/known';
import { Chosen, PlacementBoundary } from './placement';
import type { ExperiencesRef } from './renderer-props';

afterEach(cleanup);

const db = generateDb();
const records = Object.values(KNOWN.experiences.valid).map((id) => {
  const found = db.experiences.find((e) => e.id === id);
  if (!found) throw new Error(`no fixture record ${id}`);
  return found;
});

const SCRIPT =
  '<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()" onclick="steal()">x</a><svg onload="steal()"></svg><iframe src="javascript:steal()"></iframe>';
/** Longer than any text a record may hold (domain/experiences.ts). */
const HUGE = 'W'.repeat(300_000);

/** `value` with every string (and, given `num`, every number) replaced, however deep. */
function mapLeaves(
  value: unknown,
  str: (s: string) => unknown,
  num: (n: number) => unknown = (n) => n,
): unknown {
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') return num(value);
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, str, num));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, str, num)]));
  return value;
}

type Spoil = (e: Experience) => Experience;
const withData = (e: Experience, data: unknown): Experience =>
  ({ ...e, display_data: data }) as Experience;

/** Each way a record can be spoiled; `nothing` when the record must then draw nothing at all. */
const SPOILS: { name: string; spoil: Spoil; nothing?: boolean }[] = [
  {
    name: 'script in every text',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, (s) => s + SCRIPT),
      ),
  },
  {
    name: 'every text is script',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, () => SCRIPT),
      ),
  },
  {
    name: 'every text a javascript: link',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, () => 'javascript:steal()'),
      ),
  },
  {
    name: 'every text a disguised javascript: link',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, () => ' JaVa\tScRiPt:steal()'),
      ),
  },
  {
    name: 'every text a data: or vbscript: link',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, (s) =>
          s.length % 2 ? 'data:text/html,<script>steal()</script>' : 'vbscript:steal()',
        ),
      ),
  },
  {
    name: 'absurdly long texts',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(e.display_data, () => HUGE),
      ),
  },
  {
    name: 'absurdly large numbers',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(
          e.display_data,
          (s) => s,
          () => 1e15,
        ),
      ),
  },
  {
    name: 'negative numbers',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(
          e.display_data,
          (s) => s,
          () => -1e15,
        ),
      ),
  },
  {
    name: 'texts as numbers, numbers as texts',
    spoil: (e) =>
      withData(
        e,
        mapLeaves(
          e.display_data,
          () => 42,
          () => 'x',
        ),
      ),
  },
  {
    name: 'an unknown type',
    spoil: (e) => ({ ...withData(e, { ...e.display_data, component_type: 9999 }), type: 9999 }),
    nothing: true,
  },
  { name: 'no display data', spoil: (e) => withData(e, undefined) },
  { name: 'display data a text', spoil: (e) => withData(e, SCRIPT) },
  { name: 'display data a list', spoil: (e) => withData(e, [SCRIPT]) },
  { name: 'display data null', spoil: (e) => withData(e, null) },
  { name: 'empty display data', spoil: (e) => withData(e, {}) },
];
for (const key of new Set(records.flatMap((e) => Object.keys(e.display_data)))) {
  SPOILS.push({
    name: `no ${key}`,
    spoil: (e) => {
      const { [key]: _gone, ...rest } = e.display_data;
      return withData(e, rest);
    },
  });
}

const UNSAFE_LINK = /^(javascript|data|vbscript):/u;
/** Longest text a person may meet in one element of a guidance message. */
const LONGEST_TEXT = 10_000;

/** What in the page could run script or overwhelm a person; empty when nothing. */
function harm(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    // A frame is the survey's own page: only where it points is checked.
    if (['script', 'object', 'embed'].includes(tag)) found.push(`a <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag} ${name}`);
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
      const link = value.replace(/[\s\u0000-\u001f]/gu, '').toLowerCase();
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
        UNSAFE_LINK.test(link)
      )
        found.push(`${tag} ${name}=${value.slice(0, 40)}`);
    }
    for (const node of element.childNodes)
      if (node.nodeType === 3 && (node.textContent ?? '').length > LONGEST_TEXT)
        found.push(`${tag} text of ${node.textContent!.length} characters`);
  }
  return found;
}

for (const { name, spoil, nothing } of SPOILS) {
  test(`hostile guidance records are refused or made harmless: ${name}`, async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    for (const record of records) {
      const experience = spoil(structuredClone(record));
      const send = vi.fn();
      const experiences = {
        send,
        getSnapshot: () => undefined,
        subscribe: () => ({ unsubscribe() {} }),
      } as unknown as ExperiencesRef;
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container, unmount } = render(
        <MemoryRouter initialEntries={['/']}>
          <PlacementBoundary report={() => undefined}>
            <Suspense fallback={null}>
              <Chosen experience={experience} experiences={experiences} />
            </Suspense>
          </PlacementBoundary>
        </MemoryRouter>,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      quiet.mockRestore();
      const found = harm(document.body);
      if (process.env.SHOW_HARM && found.length) console.log(record.id, name, found);
      expect(found, `${record.id}, ${name}`).toEqual([]);
      if (nothing) expect(container.innerHTML, `${record.id}, ${name}`).toBe('');
      unmount();
    }
    // No wait a record asks for is longer than a day, nor armed from an absurd number.
    const longest = Math.max(0, ...timers.mock.calls.map(([, ms]) => Number(ms ?? 0)));
    timers.mockRestore();
    expect(longest, name).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });
}
