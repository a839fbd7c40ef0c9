// What a shown experience's own actor (`placement.<id>`) emits when the person completes or
// dismisses it; the root forwards it to `experiences` (spec 2 section 4, docs/decisions/040).

export interface ExperienceOutcome {
  type: 'experience.completed' | 'experience.dismissed';
  placementId: number;
  experienceId: number;
}

/** The outcome event of the placed experience in `context`. */
export function outcome(
  type: ExperienceOutcome['type'],
  context: { placementId: number; experienceId: number },
): ExperienceOutcome {
  return { type, placementId: context.placementId, experienceId: context.experienceId };
}
