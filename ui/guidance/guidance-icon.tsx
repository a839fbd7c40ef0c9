// A guidance icon with its accessibility label (spec 2 section 8: 'Info icon', 'Information icon',
// 'Warning icon', 'Error icon'), drawn in the current text colour. One glyph serves every icon
// code (docs/decisions/042).
const INFO_GLYPH =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24m1.5 18h-3v-8h3zM12 8a1.75 1.75 0 1 1 0-3.5A1.75 1.75 0 0 1 12 8';

export function GuidanceIcon({
  label,
  className,
  code,
}: {
  label: string;
  className: string | undefined;
  /** A callout's icon code (1 to 34), kept on the element. */
  code?: number;
}) {
  return (
    <span role="img" aria-label={label} className={className} data-icon={code}>
      <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={INFO_GLYPH} />
      </svg>
    </span>
  );
}
