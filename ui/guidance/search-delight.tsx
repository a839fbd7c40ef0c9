// Search delight (component_type 3, spec 2 section 2): its text on the search page when the search
// query is in its search_query_list, in its text colours (a gradient when there are several) on
// its background colour.
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { searchDelightDisplay, searchQueryOf } from '../../domain/callouts';
import type { RendererProps } from './renderer-props';
import { useDisplayed } from './use-displayed';
import styles from './search-delight.module.css';

function textStyle(colors: readonly string[]): CSSProperties {
  if (colors.length === 0) return {};
  if (colors.length === 1) return { color: colors[0] };
  return {
    backgroundImage: `linear-gradient(90deg, ${colors.join(', ')})`,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  };
}

function Shown({
  experience,
  experiences,
  text,
  colors,
  background,
}: RendererProps & {
  text: string;
  colors: string[];
  background: string | null;
}) {
  useDisplayed(experiences, experience);
  return (
    <p
      className={styles.delight}
      style={background ? { backgroundColor: background } : undefined}
      data-experience={experience.id}
    >
      <span className={styles.text} style={textStyle(colors)}>
        {text}
      </span>
    </p>
  );
}

export function SearchDelight({ experience, experiences }: RendererProps) {
  const { pathname, search } = useLocation();
  const display = searchDelightDisplay(experience.display_data, searchQueryOf(pathname, search));
  if (!display) return null;
  return <Shown experience={experience} experiences={experiences} {...display} />;
}
