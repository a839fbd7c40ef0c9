// A guidance button: a plain button without a link, otherwise a link that opens the way spec 2
// section 5 says (http:// or https:// in a new tab with noreferrer, external also nofollow;
// anything else through the app's router).
import { Link } from 'react-router';
import { guidanceLink } from '../../domain/callouts';

export function GuidanceAction({
  href,
  label,
  accessibilityLabel,
  className,
  onPress,
}: {
  href: string;
  label: string;
  /** The accessible name when it differs from the label. */
  accessibilityLabel?: string;
  className: string | undefined;
  onPress: () => void;
}) {
  const ariaLabel =
    accessibilityLabel && accessibilityLabel !== label ? accessibilityLabel : undefined;
  if (href === '')
    return (
      <button type="button" className={className} aria-label={ariaLabel} onClick={onPress}>
        {label}
      </button>
    );
  const { newTab, rel } = guidanceLink(href, window.location.origin);
  if (newTab)
    return (
      <a
        className={className}
        href={href}
        target="_blank"
        rel={rel ?? undefined}
        aria-label={ariaLabel}
        onClick={onPress}
      >
        {label}
      </a>
    );
  return (
    <Link className={className} to={href} aria-label={ariaLabel} onClick={onPress}>
      {label}
    </Link>
  );
}
