// The callout of type 27 (spec 2 section 2 "Callout"), such as the board page's tip.
import { calloutDisplay } from '../../domain/callouts';
import { CalloutView } from './callout-view';
import type { RendererProps } from './renderer-props';

export function Callout({ experience, experiences }: RendererProps) {
  const display = calloutDisplay(experience.display_data);
  if (!display) return null;
  return <CalloutView experience={experience} experiences={experiences} display={display} />;
}
