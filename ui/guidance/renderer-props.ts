// What every experience renderer is given (ui/guidance/placement.tsx renders them): the experience
// to show and the `experiences` actor it reports to.
import type { ActorRefFrom } from 'xstate';
import type { Experience } from '../../domain/types';
import type { experiencesMachine } from '../../machines/experiences.machine';

export type ExperiencesRef = ActorRefFrom<typeof experiencesMachine>;

export interface RendererProps {
  experience: Experience;
  experiences: ExperiencesRef;
}
