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

function isActorRef(value: unknown): value is AnyActorRef {
  return typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value;
}

/** Context as short readable JSON: actor refs by name, Maps and Sets as plain data, clipped. */
export function summarizeContext(context: unknown, max = 240): string {
  if (context === undefined) return '';
  let text: string;
  try {
    text = JSON.stringify(context, (_key, value: unknown): unknown => {
      if (isActorRef(value)) return `<${actorName(value)}>`;
      // An actor ref has already turned itself into { xstate$$type: 1, id } by toJSON.
      if (
        typeof value === 'object' &&
        value !== null &&
        (value as { xstate$$type?: unknown }).xstate$$type === 1
      ) {
        return `<${String((value as { id?: unknown }).id)}>`;
      }
      if (value instanceof Map) return Object.fromEntries(value) as unknown;
      if (value instanceof Set) return [...value] as unknown;
      if (typeof value === 'function') return '<function>';
      return value;
    });
  } catch {
    text = '(context cannot be shown)';
  }
  if (text === undefined) return '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
