// A machine drawn from its own definition (README.md "Machines": no hand-drawn pictures): nested boxes for
// compound states, side-by-side regions for parallel ones, the transitions leaving each state,
// and the states the actor is in now lit.

import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionsOf, type GraphTransition } from '../../machines/machine-graph';
import styles from './machine-panel.module.css';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** Ids of the state nodes the actor is in now. */
  activeIds: ReadonlySet<string>;
}

function targetName(machine: AnyStateMachine, id: string): string {
  try {
    const node = machine.getStateNodeById(id);
    return node.path.length > 0 ? node.path.join('.') : machine.id;
  } catch {
    return id;
  }
}

function StateBox({
  node,
  machine,
  activeIds,
  bySource,
  initial,
}: {
  node: AnyStateNode;
  machine: AnyStateMachine;
  activeIds: ReadonlySet<string>;
  bySource: ReadonlyMap<string, GraphTransition[]>;
  initial: boolean;
}) {
  const children = Object.values(node.states);
  const active = activeIds.has(node.id);
  const initialChild = node.initial?.target?.[0]?.id;
  const transitions = bySource.get(node.id) ?? [];
  return (
    <div
      className={`${styles.state} ${active ? styles.stateActive : ''} ${node.type === 'final' ? styles.stateFinal : ''}`}
      data-state={node.path.join('.')}
      data-active={active ? 'true' : 'false'}
    >
      <div className={styles.stateName}>
        {initial ? (
          <span aria-label="initial state" className={styles.initialMark}>
            →{' '}
          </span>
        ) : null}
        {node.key}
        {node.type === 'parallel' ? <span className={styles.badge}>parallel</span> : null}
        {node.type === 'final' ? <span className={styles.badge}>final</span> : null}
        {node.tags.length > 0 ? <span className={styles.badge}>{node.tags.join(' ')}</span> : null}
      </div>
      {transitions.length > 0 ? (
        <ul className={styles.transitions}>
          {transitions.map((t) => (
            <li key={t.key}>
              <span className={styles.eventName}>{t.label}</span>
              {t.guard ? <span className={styles.guard}> [{t.guard}]</span> : null}
              {' → '}
              {t.targetIds.length > 0
                ? t.targetIds.map((id) => targetName(machine, id)).join(', ')
                : '(stays)'}
            </li>
          ))}
        </ul>
      ) : null}
      {children.length > 0 ? (
        <div className={node.type === 'parallel' ? styles.regions : styles.children}>
          {children.map((child) => (
            <StateBox
              key={child.id}
              node={child}
              machine={machine}
              activeIds={activeIds}
              bySource={bySource}
              initial={node.type !== 'parallel' && child.id === initialChild}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Draws a machine with its current states lit. */
export function MachineDiagram({ machine, activeIds }: MachineDiagramProps) {
  const bySource = new Map<string, GraphTransition[]>();
  for (const t of transitionsOf(machine)) {
    const list = bySource.get(t.sourceId) ?? [];
    list.push(t);
    bySource.set(t.sourceId, list);
  }
  return (
    <figure className={styles.diagram} aria-label={`Diagram of ${machine.id}`}>
      <StateBox
        node={machine.root}
        machine={machine}
        activeIds={activeIds}
        bySource={bySource}
        initial={false}
      />
    </figure>
  );
}
