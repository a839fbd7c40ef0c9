// The analytics stream in the live machine panel: the events the root's `analytics` actor has
// received (newest first), which of them wait to be sent, and whether the viewer's cookie choice
// lets them be sent at all (spec 2 section 2; machines/analytics.machine.ts).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectAnalyticsSending,
  type analyticsMachine,
  type AnalyticsSnapshot,
} from '../../machines/analytics.machine';
import styles from './machine-panel.module.css';

export type AnalyticsRef = ActorRefFrom<typeof analyticsMachine>;

/** Rows of the stream shown. */
const ROWS = 30;

/**
 * Where a logging event happened, as it carries it (spec 1 section 7): view type, view parameter,
 * component and element; empty for other events.
 */
function whereLogged(event: Record<string, unknown>): string {
  const parts = [event.viewType, event.viewParameter, event.component, event.element];
  return parts.filter((p) => typeof p === 'string' || typeof p === 'number').join(' · ');
}

const counts = (s: AnalyticsSnapshot) =>
  `${s.context.received} received, ${s.context.queue.length + s.context.batch.length} waiting, ${s.context.sent} sent, ${s.context.dropped} not sent`;

export function AnalyticsStream({ analytics }: { analytics: AnalyticsRef }) {
  const sending = useSelector(analytics, selectAnalyticsSending);
  const summary = useSelector(analytics, counts);
  const recent = useSelector(analytics, (s) => s.context.recent);
  const waiting = useSelector(
    analytics,
    (s) => new Set([...s.context.batch, ...s.context.queue].map((r) => r.seq)),
    (a, b) => a.size === b.size && [...a].every((seq) => b.has(seq)),
  );
  const rows = recent.slice(-ROWS).reverse();
  return (
    <section className={styles.log} aria-label="Analytics">
      <div className={styles.header}>
        <h3 className={styles.title}>Analytics</h3>
        <span className={styles.actorState}>{sending}</span>
        <span className={styles.muted}>{summary}</span>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>No event yet.</p>
      ) : (
        <table className={styles.logTable}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">event</th>
              <th scope="col">type</th>
              <th scope="col">view</th>
              <th scope="col">from</th>
              <th scope="col">sending</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.seq}>
                <td className={styles.muted}>{r.seq}</td>
                <td className={styles.eventName}>{r.event.type}</td>
                <td>{r.eventType ?? ''}</td>
                <td className={styles.muted}>{r.eventType === null ? '' : whereLogged(r.event)}</td>
                <td className={styles.muted}>{r.source}</td>
                <td className={styles.muted}>{waiting.has(r.seq) ? 'waiting' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
