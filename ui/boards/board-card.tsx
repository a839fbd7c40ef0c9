// A board as a card in a grid of boards (a profile's boards, the search page's Boards tab): its
// cover, its name, how many pins it holds, and whether it is secret or a group board.
import { Link } from 'react-router';
import type { Board } from '../../domain/types';
import styles from '../pages/page.module.css';

export function BoardCard({ board }: { board: Board }) {
  const cover =
    board.coverImages['400x300'] ?? board.coverImages['222x'] ?? board.coverImages['216x146'];
  return (
    <li>
      <Link to={board.url} className={styles.boardCard}>
        {cover ? (
          <img
            className={styles.boardCover}
            src={cover.url}
            alt=""
            width={cover.width}
            height={cover.height}
            loading="lazy"
          />
        ) : (
          <span className={styles.boardCover} />
        )}
        <p className={styles.boardName}>
          {board.layout === 'quick_saves' ? 'Profile' : board.name}
        </p>
        <span className={styles.secondary}>
          {board.pinCount} {board.pinCount === 1 ? 'Pin' : 'Pins'}
          {board.privacy === 'secret' ? ' · Secret' : ''}
          {board.isCollaborative ? ' · Group board' : ''}
        </span>
      </Link>
    </li>
  );
}
