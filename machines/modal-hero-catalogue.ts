// Catalogue entries of the experience modal, the hero banner and the experience toast (spec 2
// section 4 "Modal", "Hero banner", "Other"), listed by `machines/catalogue.ts`: sample inputs and
// what a person may send.
import type { CatalogueEntry } from './catalogue-entry';
import { experienceModalMachine } from './experience-modal.machine';
import { experienceToastMachine } from './experience-toast.machine';
import { heroBannerMachine } from './hero-banner.machine';

const modalInput = { placementId: 1000564, experienceId: 510007, delayMs: 1500 };
const heroInput = { placementId: 11, experienceId: 502597 };
const toastInput = {
  placementId: 1000578,
  experienceId: 510014,
  text: 'Sample toast',
  link: '/me/',
  durationMs: 5000,
  completionLevel: 1,
};

export const experienceModalEntry: CatalogueEntry = {
  id: 'experience-modal',
  title: 'Experience modal',
  specSection: 'spec 2 section 4 "Modal", section 2 display data',
  machine: experienceModalMachine,
  sampleInput: modalInput,
  coverageInputs: [modalInput, { ...modalInput, delayMs: 0 }],
  events: [
    { event: { type: 'modal.complete' }, label: "Press the modal's complete button" },
    {
      event: { type: 'modal.dismiss' },
      label: 'Dismiss the modal (its button, Close or Escape)',
    },
  ],
};

export const heroBannerEntry: CatalogueEntry = {
  id: 'hero-banner',
  title: 'Hero banner',
  specSection: 'spec 2 section 4 "Hero banner", sections 2, 5 and 9',
  machine: heroBannerMachine,
  sampleInput: heroInput,
  events: [
    { event: { type: 'hero.complete' }, label: "Press the hero's complete button" },
    {
      event: { type: 'hero.complete', redirect: '/ideas/' },
      label: 'Press the complete button that redirects',
    },
    { event: { type: 'hero.dismiss' }, label: 'Dismiss the hero' },
  ],
};

export const experienceToastEntry: CatalogueEntry = {
  id: 'experience-toast',
  title: 'Experience toast',
  specSection: 'spec 2 section 2 "Toast", section 4 "Other" (education toast 2000 ms)',
  machine: experienceToastMachine,
  sampleInput: toastInput,
  events: [],
};
