// The card's saved indicator (spec 1 section 4 and spec 3 section 4): a pin saved just now shows
// 'Saved!' then, after 950 ms, the board name or 'Saved to Profile'; a pin already saved at load
// is shown differently (quietly). A pure renderer: the saved-indicator machine owns the text.
import { Link } from 'react-router';
import styles from './saved-indicator.module.css';

export interface SavedIndicatorViewProps {
  /** 'justSaved' for a save made now, 'atLoad' for a pin already saved when it loaded. */
  kind: 'justSaved' | 'atLoad';
  /** The text to show, already truncated by the domain rule. */
  text: string;
  /** The full board name, for the tooltip when the text is truncated. */
  fullText?: string;
  /** Where the board (or profile) lives, when known. */
  href?: string | null;
}

export function SavedIndicatorView({ kind, text, fullText, href }: SavedIndicatorViewProps) {
  const className = [
    styles.indicator,
    kind === 'justSaved' ? styles.justSaved : styles.atLoad,
  ].join(' ');
  const title = fullText && fullText !== text ? fullText : undefined;
  const content = (
    <>
      {kind === 'justSaved' ? (
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width={12}
          height={12}
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M9.17 17.34 3.83 12l-1.41 1.41 6.75 6.75L21.59 7.75l-1.42-1.41z"
          />
        </svg>
      ) : null}
      <span className={styles.text}>{text}</span>
    </>
  );
  return (
    <span
      className={className}
      role="status"
      data-testid="saved-indicator"
      data-kind={kind}
      title={title}
    >
      {href ? (
        <Link className={styles.link} to={href} onClick={(event) => event.stopPropagation()}>
          {content}
        </Link>
      ) : (
        content
      )}
    </span>
  );
}
