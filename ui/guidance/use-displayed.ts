// A shown experience tells the `experiences` actor it is displayed, once per placed experience
// shown, so it is viewed automatically and its NoAction timer starts (spec 2 section 4); a
// banner's presses complete or dismiss it, each logged as its banner element.
import { viewTypeOfPath } from '../../domain/log-view-path';
import { useEffect } from 'react';
import type { BannerComponent, BannerElement } from '../../domain/experiences';
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

/**
 * What a banner's presses send to `experiences`: each click as its event 101 element (spec 2
 * section 7), completing (the primary element) and dismissing (spec 2 section 4).
 */
export function bannerPresses(
  experiences: ExperiencesRef,
  experience: Experience,
  component: BannerComponent,
) {
  const placementId = experience.placement_id;
  const click = (element: BannerElement) =>
    experiences.send({
      type: 'experience.click',
      placementId,
      component,
      element,
      viewType: viewTypeOfPath(window.location.pathname),
    });
  return {
    click,
    complete: () => {
      click('primary');
      experiences.send({
        type: 'experience.complete',
        placementId,
        completionLevel: completionLevelOf(experience),
      });
    },
    dismiss: (element: BannerElement) => {
      click(element);
      experiences.send({ type: 'experience.dismiss', placementId });
    },
  };
}
