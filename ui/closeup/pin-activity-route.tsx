// The pin's `sent` and `feedback` sub-paths (spec 3 section 2): `/pin/{id}/sent/` lists whom the
// viewer sent the pin to from the send flyout, `/pin/{id}/feedback/` the feedback (hides) they
// gave on it (docs/decisions/096-business-and-pin-subpages.md). Both are the viewer's own: a
// visitor is asked to log in. A chunk of its own.
import { Link, useLocation, useParams } from 'react-router';
import {
  FEEDBACK_SURFACE_TEXT,
  PIN_SUBPAGE_TEXT as T,
  feedbackDetail,
  type PinFeedbackRecord,
  type PinSentRecord,
} from '../../domain/pin-activity';
import { pageTitle } from '../../domain/page-title';
import { pinIdFromSegment, pinPath } from '../../domain/pin-path';
import { formatDate } from '../../domain/relative-time';
import { trimTitle } from '../../domain/text';
import { useLoad } from '../app/load';
import { useLocale, useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import page from '../pages/page.module.css';
import styles from '../business/records.module.css';

type Kind = 'sent' | 'feedback';

function SentList({ sends }: { sends: PinSentRecord[] }) {
  const locale = useLocale();
  if (sends.length === 0) return <EmptyState title={T.sentEmpty}>{T.sentEmptyHint}</EmptyState>;
  return (
    <ul className={styles.rows} aria-label={T.sentList}>
      {sends.map((s) => (
        <li key={s.id} className={styles.row}>
          <span className={page.smallAvatar} aria-hidden="true">
            {s.recipient.imageUrl ? (
              <img src={s.recipient.imageUrl} alt="" width={48} height={48} />
            ) : (
              s.recipient.fullName.slice(0, 1)
            )}
          </span>
          <div className={styles.rowMain}>
            <p className={styles.name}>
              <Link to={`/${s.recipient.username}/`}>{s.recipient.fullName}</Link>
            </p>
            <p className={styles.facts}>Sent {formatDate(s.createdAt, locale)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function FeedbackList({ records }: { records: PinFeedbackRecord[] }) {
  if (records.length === 0)
    return <EmptyState title={T.feedbackEmpty}>{T.feedbackEmptyHint}</EmptyState>;
  return (
    <ul className={styles.rows} aria-label={T.feedbackList}>
      {records.map((r) => (
        <li key={r.id} className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.name}>{FEEDBACK_SURFACE_TEXT[r.surface]}</p>
            <p className={styles.facts}>{feedbackDetail(r)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Activity({ id, kind, viewerId }: { id: string; kind: Kind; viewerId: string }) {
  const pin = useLoad({ what: 'pinSubpage', id, page: kind, viewer: viewerId });
  const list = useLoad(
    kind === 'sent'
      ? { what: 'pinSends', pinId: id, viewer: viewerId }
      : { what: 'pinFeedback', pinId: id, viewer: viewerId },
  );
  if (pin.status === 'loading') return <Loading label="Loading Pin" />;
  if (pin.status === 'failed') {
    if (pin.failure.status === 404) return <NotFound what="Pin" />;
    return <ErrorState message={pin.failure.message} onRetry={pin.retry} />;
  }
  const title = kind === 'sent' ? T.sentTitle : T.feedbackTitle;
  const pinTitle = trimTitle(pin.data.title) || 'Pin';
  return (
    <main className={`${page.page} ${page.narrow}`}>
      <title>{pageTitle(title, pinTitle)}</title>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.subtitle}>
          <Link to={pinPath(pin.data.id)}>{pinTitle}</Link>
        </p>
      </header>
      {list.status === 'loading' ? (
        <Loading label={kind === 'sent' ? 'Loading sends' : 'Loading feedback'} />
      ) : list.status === 'failed' ? (
        <ErrorState message={list.failure.message} onRetry={list.retry} />
      ) : kind === 'sent' ? (
        <SentList sends={list.data as PinSentRecord[]} />
      ) : (
        <FeedbackList records={list.data as PinFeedbackRecord[]} />
      )}
      <p className={page.row}>
        <Link className={page.button} to={pinPath(pin.data.id)}>
          Back to the Pin
        </Link>
      </p>
    </main>
  );
}

export default function PinActivityRoute() {
  const { pinPath: segment = '' } = useParams();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const id = pinIdFromSegment(segment);
  const kind = pathname.replace(/\/+$/u, '').split('/').pop();
  if (!id || (kind !== 'sent' && kind !== 'feedback')) return <NotFound what="Pin" />;
  if (!viewer.id) {
    return (
      <main className={page.page}>
        <EmptyState title={kind === 'sent' ? T.sentLogIn : T.feedbackLogIn}>
          <Link className={page.primary} to="/login">
            Log in
          </Link>
        </EmptyState>
      </main>
    );
  }
  return <Activity key={`${id}:${kind}:${viewer.id}`} id={id} kind={kind} viewerId={viewer.id} />;
}
