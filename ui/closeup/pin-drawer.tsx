// The 'More about this Pin' drawer (spec 3 section 2): social proof (Saves, Likes, Shares; singular
// at 1; one-decimal short numbers), 'Boards containing this Pin', 'Related interests'; the body
// scrolls within 500 px (650 on mobile); 'Close modal' and the optional 'Go backward'. For bots and
// social bots it is rendered visually hidden (SEO content, no modal).
import {
  BOARDS_CONTAINING_PIN_TEXT,
  CLOSE_MODAL_TEXT,
  GO_BACKWARD_TEXT,
  MORE_ABOUT_THIS_PIN_TEXT,
  RELATED_INTERESTS_TEXT,
} from '../../domain/card-texts';
import { Link } from 'react-router';
import type { Pin } from '../../domain/types';
import { boardLink } from '../../domain/board';
import { drawerMaxHeight } from '../../domain/layout';
import { likeCount, socialProof } from '../../domain/numbers';
import { formatDate, relativeTime } from '../../domain/relative-time';
import { useLocale } from '../app/viewer';
import { useLoad } from '../app/load';
import { Icon } from '../shell/icon';
import styles from './drawer.module.css';

function BoardsContaining({ pin }: { pin: Pin }) {
  const locale = useLocale();
  const state = useLoad({ what: 'pinDrawerBoards', pinId: pin.id });
  if (state.status === 'loading') return <p className={styles.secondary}>Loading boards…</p>;
  if (state.status === 'failed') {
    return (
      <p className={styles.secondary}>
        Boards could not be loaded.{' '}
        <button type="button" className={styles.tag} onClick={state.retry}>
          Try again
        </button>
      </p>
    );
  }
  const { boards, now } = state.data;
  if (boards.length === 0) return <p className={styles.secondary}>No boards to show.</p>;
  return (
    <ul className={styles.boards}>
      {boards.map((board) => {
        const cover =
          board.coverImages['222x'] ?? board.coverImages['216x146'] ?? board.coverImages['170x'];
        return (
          <li key={board.id}>
            <Link to={boardLink(board)} className={styles.boardItem}>
              {cover ? (
                <img className={styles.cover} src={cover.url} alt="" width={64} height={64} />
              ) : (
                <span className={styles.cover} />
              )}
              <span>
                <span className={styles.boardName}>{board.name}</span>
                <br />
                <span className={styles.secondary}>
                  {board.pinCount} {board.pinCount === 1 ? 'Pin' : 'Pins'} · {board.sectionCount}{' '}
                  {board.sectionCount === 1 ? 'section' : 'sections'} ·{' '}
                  <time
                    dateTime={board.boardOrderModifiedAt}
                    title={formatDate(board.boardOrderModifiedAt, locale)}
                  >
                    {relativeTime({ time: board.boardOrderModifiedAt, now, locale })}
                  </time>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function DrawerBody({ pin }: { pin: Pin }) {
  const proof = socialProof({
    saves: pin.aggregatedPinData.saves,
    likes: likeCount(pin.reactionCountsData),
    shares: pin.shareCount,
    locale: useLocale(),
  });
  const interests = (pin.aggregatedPinData.pinTagsChips ?? []).filter(
    (t) => (t.name ?? '').trim() !== '',
  );
  return (
    <>
      {proof.length > 0 ? (
        <section className={styles.section} aria-label="Social proof">
          <ul className={styles.proof}>
            {proof.map((item) => (
              <li key={item.kind}>
                <span className={styles.proofValue}>{item.value}</span> <span>{item.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{BOARDS_CONTAINING_PIN_TEXT}</h3>
        <BoardsContaining pin={pin} />
      </section>
      {interests.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{RELATED_INTERESTS_TEXT}</h3>
          <div className={styles.tags}>
            {interests.map((t) => (
              <Link key={t.id} to={t.url} className={styles.tag}>
                {t.name}
              </Link>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

export interface PinDrawerProps {
  pin: Pin;
  mobile: boolean;
  onClose: () => void;
  /** Present when the drawer was opened from the overflow menu: back returns there. */
  onBack?: () => void;
}

export function PinDrawer({ pin, mobile, onClose, onBack }: PinDrawerProps) {
  return (
    <div
      className={styles.backdrop}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      role="presentation"
    >
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pin-drawer-title"
      >
        <div className={styles.header}>
          {onBack ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={GO_BACKWARD_TEXT}
              onClick={onBack}
            >
              <Icon name="back" size={18} />
            </button>
          ) : (
            <span className={styles.placeholder} />
          )}
          <h2 id="pin-drawer-title" className={styles.heading}>
            {MORE_ABOUT_THIS_PIN_TEXT}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={CLOSE_MODAL_TEXT}
            onClick={onClose}
            // The dialog opens with focus on its close button.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <div
          className={styles.body}
          style={{ maxHeight: drawerMaxHeight(mobile ? 'mobile' : 'desktop') }}
          data-testid="drawer-body"
        >
          <DrawerBody pin={pin} />
        </div>
      </div>
    </div>
  );
}

/** For bots and social bots: the drawer's content in the page, visually hidden. */
export function HiddenPinDrawer({ pin }: { pin: Pin }) {
  return (
    <section
      className={styles.hidden}
      aria-label={MORE_ABOUT_THIS_PIN_TEXT}
      data-testid="hidden-drawer"
    >
      <h2>{MORE_ABOUT_THIS_PIN_TEXT}</h2>
      <DrawerBody pin={pin} />
    </section>
  );
}
