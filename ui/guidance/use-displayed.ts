// A shown experience tells the `experiences` actor it is displayed, once per placed experience
// shown, so it is viewed automatically and its NoAction timer starts (spec 2 section 4).
import { useEffect } from 'react';
import type { Experience } from '../../domain/types';
import type { ExperiencesRef } from './renderer-props';

export function useDisplayed(experiences: ExperiencesRef, experience: Experience): void {
  const placementId = experience.placement_id;
  const placedId = experience.id;
  useEffect(() => {
    experiences.send({ type: 'experience.displayed', placementId });
  }, [experiences, placementId, placedId]);
}

/** The completion level an experience's metadata carries, if any. */
export function completionLevelOf(experience: Experience): number | undefined {
  const level = experience.metadata.completion_level;
  return typeof level === 'number' ? level : undefined;
}
