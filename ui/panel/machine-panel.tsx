// The live machine panel (README.md "Machines"), shown in the dev toolbar and beside the scenario player. It
// works offline: every live actor with its id, machine, current state and a readable context; an
// event log with times; a diagram of the selected machine drawn from its definition with the
// current state lit; "send event" buttons for the catalogue's events the actor accepts now; and
// the analytics stream with whether it is being sent.

import { useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { appClock } from '../../runtime/app-clock';
import { appActor } from '../../runtime/system';
import { describeSystem, summarizeContext, type ActorInfo } from './actor-info';
import { inspectionLogFor, type LoggedEvent } from './inspection-log';
import { MachineDiagram } from './machine-diagram';
import { AnalyticsStream, type AnalyticsRef } from './analytics-stream';
import { SYSTEM_IDS } from '../../machines/system-ids';
import styles from './machine-panel.module.css';

export interface MachinePanelProps {
  /** The root actor whose system is shown; defaults to the app's root. */
  root?: AnyActorRef;
  /** The actor selected at first (systemId or id). */
  initialSelection?: string;
  /** Rows of the event log shown (newest first). */
  logRows?: number;
  /**
   * The clock the log's times are read from: the app's clock by default, so times are machine
   * time, standing still while the scenario player holds it (docs/decisions/012).
   */
  now?: () => number;
}

function activeIdsOf(ref: AnyActorRef): ReadonlySet<string> {
  const nodes = (ref.getSnapshot() as { _nodes?: readonly { id: string }[] })._nodes ?? [];
  return new Set(nodes.map((n) => n.id));
}

function formatOffset(ms: number): string {
  return `+${(ms / 1000).toFixed(3)} s`;
}

function formatClock(at: number): string {
  const d = new Date(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function payloadOf(event: LoggedEvent['event']): string {
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length > 0 ? summarizeContext(rest, 120) : '';
}

function SendButtons({ info }: { info: ActorInfo }) {
  if (!info.entry) return <p className={styles.muted}>No catalogue entry: no events to offer.</p>;
  const snapshot = info.ref.getSnapshot() as { can?: (event: unknown) => boolean };
  const allowed = info.entry.events.filter((e) => snapshot.can?.(e.event) ?? true);
  const notNow = info.entry.events.filter((e) => !allowed.includes(e));
  return (
    <div>
      <div className={styles.sendRow} role="group" aria-label={`Send an event to ${info.name}`}>
        {allowed.length === 0 ? (
          <span className={styles.muted}>No event is accepted in this state.</span>
        ) : null}
        {allowed.map((e) => (
          <button
            key={`${e.event.type}:${e.label}`}
            type="button"
            className={styles.sendButton}
            title={JSON.stringify(e.event)}
            onClick={() => info.ref.send(e.event)}
          >
            {e.label} <span className={styles.muted}>{e.event.type}</span>
          </button>
        ))}
      </div>
      {notNow.length > 0 ? (
        <p className={styles.muted}>
          Not accepted now: {notNow.map((e) => e.event.type).join(', ')}
        </p>
      ) : null}
    </div>
  );
}

function ActorDetail({ info }: { info: ActorInfo }) {
  const snapshot = info.ref.getSnapshot() as { context?: unknown };
  return (
    <section className={styles.detail} aria-label={`Actor ${info.name}`}>
      <h3 className={styles.title}>
        {info.name} <span className={styles.muted}>{info.logicName}</span>
      </h3>
      {info.entry ? (
        <p className={styles.muted}>
          {info.entry.title} · {info.entry.specSection}
        </p>
      ) : null}
      <p>
        State: <strong className={styles.actorState}>{info.state || info.status}</strong>
      </p>
      <SendButtons info={info} />
      {info.machine ? (
        <MachineDiagram machine={info.machine} activeIds={activeIdsOf(info.ref)} />
      ) : null}
      <details>
        <summary>Context</summary>
        <pre className={styles.context}>{summarizeContext(snapshot.context, 20_000)}</pre>
      </details>
    </section>
  );
}

/** The live machine panel. */
export function MachinePanel({
  root = appActor,
  initialSelection = 'session',
  logRows = 80,
  now = () => appClock.now(),
}: MachinePanelProps) {
  const log = inspectionLogFor(root, now);
  useSyncExternalStore(log.subscribe, log.version, log.version);
  const [selected, setSelected] = useState(initialSelection);
  const actors = describeSystem(root);
  const current = actors.find((a) => a.name === selected) ?? actors[0];
  const analytics = root.system.get(SYSTEM_IDS.analytics) as AnalyticsRef | undefined;
  const events = log.events().slice(-logRows).reverse();

  return (
    <div className={styles.panel} aria-label="Live machines">
      <div className={styles.header}>
        <h2 className={styles.title}>Live machines</h2>
        <span className={styles.muted}>
          {actors.length} actor{actors.length === 1 ? '' : 's'}
        </span>
        <button type="button" className={styles.sendButton} onClick={() => log.clear()}>
          Clear log
        </button>
      </div>
      <nav className={styles.actors} aria-label="Actors">
        <ul className={styles.actorList}>
          {actors.map((a) => (
            <li key={a.ref.sessionId} style={{ paddingLeft: a.depth * 10 }}>
              <button
                type="button"
                className={styles.actorButton}
                aria-pressed={current?.ref === a.ref}
                onClick={() => setSelected(a.name)}
              >
                <span className={styles.actorName}>{a.name}</span>{' '}
                <span className={styles.muted}>{a.logicName}</span>{' '}
                <span className={styles.actorState}>{a.state}</span>
                {a.context ? <span className={styles.context}>{a.context}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <ActorDetail info={current} /> : <p className={styles.empty}>No live actor.</p>}
      {analytics ? <AnalyticsStream analytics={analytics} /> : null}
      <section className={styles.log} aria-label="Event log">
        {events.length === 0 ? (
          <p className={styles.empty}>No event yet. Use the app, or send one above.</p>
        ) : (
          <table className={styles.logTable}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">time</th>
                <th scope="col">to</th>
                <th scope="col">event</th>
                <th scope="col">from</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.seq}>
                  <td className={styles.muted}>{e.seq}</td>
                  <td title={formatClock(e.at)}>{formatOffset(e.at - log.startedAt)}</td>
                  <td>{e.target}</td>
                  <td>
                    <span className={styles.eventName}>{e.event.type}</span>{' '}
                    <span className={styles.muted}>{payloadOf(e.event)}</span>
                  </td>
                  <td className={styles.muted}>{e.source ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
