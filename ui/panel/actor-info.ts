// What the live panel says about an actor: its name, machine, current state and a readable
// summary of its context, plus the catalogue entry of its machine (README.md "Machines").

import type { AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { findEntryByMachineId, type CatalogueEntry } from '../../machines/catalogue';
import { actorName, systemIdOf } from './inspection-log';

export interface ActorInfo {
  ref: AnyActorRef;
  /** systemId, or id. */
  name: string;
  systemId: string | null;
  /** The machine definition, for machine actors. */
  machine: AnyStateMachine | null;
  /** Machine id, or the kind of logic (`store`, `promise`, `callback`). */
  logicName: string;
  /** Current state in words (`saved`, `active.fade.shown + active.actionBar.waiting`). */
  state: string;
  status: string;
  context: string;
  entry: CatalogueEntry | null;
  depth: number;
}

/** A state value as people read it: leaf paths joined with `+` for parallel regions. */
export function formatStateValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  const leaves: string[] = [];
  const walk = (v: StateValue, prefix: string): void => {
    if (typeof v === 'string') {
      leaves.push(prefix ? `${prefix}.${v}` : v);
      return;
    }
    const keys = Object.keys(v);
    if (keys.length === 0 && prefix) leaves.push(prefix);
    for (const key of keys) walk(v[key] as StateValue, prefix ? `${prefix}.${key}` : key);
  };
  walk(value as StateValue, '');
  return leaves.join(' + ');
}

/** Thrown by `clippedJson` once its text is longer than asked for. */
class TextFull extends Error {}

/**
 * JSON text of `value` as `JSON.stringify` writes it, with actor refs by name, Maps and Sets as
 * plain data and functions as `<function>`, stopping once the text passes `max` characters. The
 * panel shows every live actor's context on every change: a feed's context holds hundreds of
 * pins, and writing all of it to show 240 characters took most of the panel's time.
 */
function clippedJson(value: unknown, max: number): { text: string; clipped: boolean } {
  let text = '';
  const add = (part: string) => {
    text += part;
    if (text.length > max) throw new TextFull();
  };
  /** The value as JSON sees it (toJSON first, as JSON.stringify does), or undefined if left out. */
  const shown = (raw: unknown, key: string): unknown => {
    let v = raw;
    if (
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { toJSON?: unknown }).toJSON === 'function'
    )
      v = (v as { toJSON(key: string): unknown }).toJSON(key);
    if (typeof v === 'function') return '<function>';
    if (typeof v === 'object' && v !== null) {
      // An actor ref has turned itself into { xstate$$type: 1, id } by toJSON.
      if ((v as { xstate$$type?: unknown }).xstate$$type === 1)
        return `<${String((v as { id?: unknown }).id)}>`;
      if (isActorRef(v)) return `<${actorName(v)}>`;
    }
    return typeof v === 'symbol' ? undefined : v;
  };
  const write = (v: unknown): void => {
    if (v === null || v === undefined) return add('null');
    if (typeof v === 'string') return add(JSON.stringify(v));
    if (typeof v === 'number') return add(Number.isFinite(v) ? String(v) : 'null');
    if (typeof v === 'boolean') return add(String(v));
    if (typeof v === 'bigint') throw new TypeError('BigInt value');
    if (Array.isArray(v) || v instanceof Set) {
      add('[');
      let i = 0;
      for (const item of v as Iterable<unknown>) {
        if (i > 0) add(',');
        write(shown(item, String(i)) ?? null);
        i += 1;
      }
      return add(']');
    }
    const entries: Iterable<[unknown, unknown]> =
      v instanceof Map ? v : Object.entries(v as Record<string, unknown>);
    add('{');
    let first = true;
    for (const [key, item] of entries) {
      const next = shown(item, String(key));
      if (next === undefined) continue;
      add(`${first ? '' : ','}${JSON.stringify(String(key))}:`);
      write(next);
      first = false;
    }
    add('}');
  };
  try {
    const top = shown(value, '');
    if (top === undefined) return { text: '', clipped: false };
    write(top);
    return { text, clipped: false };
  } catch (error) {
    if (error instanceof TextFull) return { text, clipped: true };
    throw error;
  }
}

function isActorRef(value: unknown): value is AnyActorRef {
  return typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value;
}

/** Context as short readable JSON: actor refs by name, Maps and Sets as plain data, clipped. */
export function summarizeContext(context: unknown, max = 240): string {
  if (context === undefined) return '';
  try {
    const { text, clipped } = clippedJson(context, max);
    return clipped ? `${text.slice(0, max - 1)}…` : text;
  } catch {
    return '(context cannot be shown)';
  }
}

function logicOf(ref: AnyActorRef): unknown {
  return (ref as unknown as { logic?: unknown }).logic;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return (
    typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic
  );
}

function logicKind(logic: unknown): string {
  if (typeof logic === 'object' && logic !== null) {
    if (
      'config' in logic &&
      typeof (logic as { config?: { id?: unknown } }).config?.id === 'string'
    ) {
      return String((logic as { config: { id: string } }).config.id);
    }
    if ('transition' in logic && 'getInitialSnapshot' in logic) return 'actor';
  }
  return 'actor';
}

/** Describes one actor for the panel. */
export function describeActor(ref: AnyActorRef, depth = 0): ActorInfo {
  const logic = logicOf(ref);
  const machine = isMachine(logic) ? logic : null;
  const snapshot = ref.getSnapshot() as { value?: unknown; context?: unknown; status?: string };
  const entry = machine ? (findEntryByMachineId(machine.id) ?? null) : null;
  const context = entry?.summarize
    ? entry.summarize(snapshot.context)
    : summarizeContext(snapshot.context);
  return {
    ref,
    name: actorName(ref),
    systemId: systemIdOf(ref) ?? null,
    machine,
    logicName: machine ? machine.id : logicKind(logic),
    state: formatStateValue(snapshot.value),
    status: snapshot.status ?? 'active',
    context,
    entry,
    depth,
  };
}

/** Every live actor of a root, depth-first, with how deep each sits. */
export function describeSystem(root: AnyActorRef): ActorInfo[] {
  const seen = new Set<AnyActorRef>();
  const out: ActorInfo[] = [];
  const visit = (ref: AnyActorRef, depth: number): void => {
    if (seen.has(ref)) return;
    seen.add(ref);
    out.push(describeActor(ref, depth));
    const snapshot = ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
    for (const child of Object.values(snapshot.children ?? {})) if (child) visit(child, depth + 1);
  };
  visit(root, 0);
  for (const ref of Object.values(root.system.getAll() as Record<string, AnyActorRef>))
    visit(ref, 1);
  return out;
}
