// The floating upsell callout of type 28 (spec 2 section 2): a callout with its image (at most 128
// wide), in the floating slot whose measures ui/guidance/home-placements.tsx sets.
import { calloutDisplay } from '../../domain/callouts';
import { CalloutView } from './callout-view';
import type { RendererProps } from './renderer-props';

export function FloatingUpsell({ experience, experiences }: RendererProps) {
  const display = calloutDisplay(experience.display_data);
  if (!display) return null;
  return (
    <CalloutView experience={experience} experiences={experiences} display={display} floating />
  );
}
