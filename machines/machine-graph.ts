// Reads a machine definition as a graph: its state nodes and its transitions with readable labels.
// The live panel draws diagrams from it, `npm run diagrams` writes Mermaid from it and the
// path-coverage test counts states and transitions with it (drawn from the definition).

import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One transition of a machine definition, with the labels people read. */
export interface GraphTransition {
  /** Stable key: `<source id>|<event type>|<index among that event's transitions>`. */
  key: string;
  sourceId: string;
  /** Target state node ids; empty for a transition that stays (actions only). */
  targetIds: string[];
  /** The raw event type, e.g. `pin.save`, `xstate.after.actionBarDelay.cardHover.active`. */
  eventType: string;
  /** What a person reads: `pin.save`, `after actionBarDelay`, `savePin done`, `always`. */
  label: string;
  /** Guard name, when guarded. */
  guard: string | null;
  /** The definition object, for identity checks. */
  definition: unknown;
}

/** Every state node below the root, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

/** The id of a state node as people read it: its path (`active.actionBar.shown`), or the root id. */
export function statePath(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join('.') : node.machine.id;
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/** A readable label for an event type. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `${failed[1]} failed`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType === '') return 'always';
  return eventType;
}

/** Every transition of the machine, eventless ones included, with stable keys and labels. */
export function transitionsOf(machine: AnyStateMachine): GraphTransition[] {
  const result: GraphTransition[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    const add = (eventType: string, defs: readonly unknown[]): void => {
      defs.forEach((raw, index) => {
        const def = raw as { target?: readonly AnyStateNode[]; guard?: unknown };
        result.push({
          key: `${node.id}|${eventType}|${index}`,
          sourceId: node.id,
          targetIds: (def.target ?? []).map((t) => t.id),
          eventType,
          label: eventLabel(eventType),
          guard: guardName(def.guard),
          definition: raw,
        });
      });
    };
    for (const [eventType, defs] of node.transitions) add(eventType, defs);
    if (node.always) add('', node.always);
  }
  return result;
}

/** A short name for a delayed transition's delay (`actionBarDelay`) or the ms when unnamed. */
export function shortLabel(transition: GraphTransition): string {
  return transition.guard ? `${transition.label} [${transition.guard}]` : transition.label;
}
