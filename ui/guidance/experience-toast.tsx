// The experience toast (spec 2 section 2 "Toast: duration, link, text"; section 4 "Other":
// education toast default delay 2000 ms). Its machine, the page actor `placement.<id>`, waits the
// delay and asks the app's toasts actor to show it; the toast host draws it, bottom centre, over
// the page. This view renders nothing of its own.
import { useSelector } from '@xstate/react';
import {
  experienceToastDisplay,
  type ExperienceToastDisplay,
} from '../../domain/experience-display';
import { selectExperienceToastShown } from '../../machines/experience-toast.machine';
import { placementActorId } from '../../machines/page-kinds';
import { usePageActor } from '../app/page-actor';
import type { RendererProps } from './renderer-props';
import { completionLevelOf, useDisplayed } from './use-displayed';

export function ExperienceToast({ experience, experiences }: RendererProps) {
  const display = experienceToastDisplay(experience.display_data);
  if (!display) return null;
  return <ToastWithActor experience={experience} experiences={experiences} display={display} />;
}

function ToastWithActor({
  experience,
  experiences,
  display,
}: RendererProps & { display: ExperienceToastDisplay }) {
  const toast = usePageActor(
    placementActorId(experience.placement_id),
    'experienceToast',
    {
      placementId: experience.placement_id,
      experienceId: experience.experience_id,
      text: display.text,
      link: display.link,
      durationMs: display.durationMs,
      completionLevel: completionLevelOf(experience) ?? null,
    },
    experience.experience_id,
  );
  const shown = useSelector(toast, (s) => s !== undefined && selectExperienceToastShown(s));
  return shown ? <Displayed experience={experience} experiences={experiences} /> : null;
}

/** Once the toast is asked for, the experience is displayed (viewed, spec 2 section 4). */
function Displayed({ experience, experiences }: RendererProps) {
  useDisplayed(experiences, experience);
  return null;
}
