// Catalogue entries of the guidance layer's machines, the cookie banner and the scroll-driven UI
// (spec 2 section 4: survey prompt, tooltip and pulsar, cookie banner, other), listed by `machines/catalogue.ts`: sample
// inputs, what a person may send, the answers of their calls for path coverage.
import { ACCEPT_ALL, COOKIE_TEXT } from '../domain/cookies';
import type { CatalogueEntry } from './catalogue-entry';
import { cookiesMachine, type CookiesContext } from './cookies.machine';
import { serverError } from './catalogue-entry';
import { experiencesMachine, type ExperiencesContext } from './experiences.machine';
import { scrollUiMachine, type ScrollUiContext } from './scroll-ui.machine';
import { surveyMachine } from './survey.machine';
import { tooltipPulsarMachine } from './tooltip-pulsar.machine';

const SURVEY_ORIGIN = 'http://127.0.0.1:3001';
const surveyInput = {
  placementId: 1000421,
  experienceId: 77,
  surveyUrl: `${SURVEY_ORIGIN}/surveys/77/`,
  appOrigin: 'http://127.0.0.1:4173',
  onClose: false,
  pathname: '/',
};

const tooltipInput = {
  placementId: 1000492,
  experienceId: 31,
  hasPulsar: true,
  hasTooltip: true,
  scrollToDismissMs: 2000,
  disappearMs: 5000,
  completeOnHover: false,
  skipComplete: false,
};

const sampleExperience = {
  id: '11:500500',
  experience_id: 500500,
  placement_id: 11,
  type: 27,
  status: '',
  display_data: { type: 'info-callout', message: 'Sample' },
  triggerable_placed_exps: [],
  metadata: {},
};

export const experiencesEntry: CatalogueEntry = {
  id: 'experiences',
  title: 'Experiences: placements, choice, viewed, completed, dismissed',
  specSection: 'spec 2 sections 3 and 4 "Experience actions", sections 6 and 7',
  machine: experiencesMachine,
  sampleInput: { refreshHomePlacement: false },
  events: [
    {
      event: { type: 'placement.mount', placementId: 11, pathname: '/', bot: false },
      label: 'The home feed mounts placement 11',
    },
    {
      event: { type: 'placement.mount', placementId: 11, pathname: '/', bot: true },
      label: 'A bot mounts placement 11',
    },
    { event: { type: 'placement.unmount', placementId: 11 }, label: 'Placement 11 unmounts' },
    {
      event: { type: 'placement.registerAfterAction', placementId: 1000564, pathname: '/' },
      label: 'Placement 1000564 registers after an action',
    },
    { event: { type: 'experience.complete', placementId: 11 }, label: 'Complete it' },
    { event: { type: 'experience.dismiss', placementId: 11 }, label: 'Dismiss it' },
    {
      event: { type: 'experience.click', placementId: 11, component: 14071, element: 'primary' },
      label: "Click the banner's primary action",
    },
    {
      event: { type: 'placement.abortNoAction', placementId: 11 },
      label: 'Abort the NoAction timer',
    },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.fetchExperiences', output: [sampleExperience] },
    { type: 'xstate.done.actor.fetchExperiences', output: [] },
    { type: 'xstate.error.actor.fetchExperiences', error: serverError },
    // A viewed, completed or dismissed call answers, fails (sent again), or is refused; the walk
    // sends them under the descriptor its transitions name.
    { type: 'xstate.done.actor.call.*' },
    { type: 'xstate.error.actor.call.*', error: serverError },
    { type: 'xstate.error.actor.call.*', error: { status: 400 } },
    { type: 'experiences.resendCalls' },
    { type: 'placement.noAction', placementId: 11 },
    // Sent by the placement's view when its banner shows, not by a person.
    { type: 'experience.displayed', placementId: 11 },
  ],
  serializeState: (s) => {
    const c = s.context as ExperiencesContext;
    const chosen = Object.entries(c.chosen).map(([id, e]) => [id, e?.status ?? null]);
    const placements = Object.entries(c.placements).map(([id, p]) => [id, p.status]);
    return JSON.stringify([
      s.value,
      chosen,
      placements,
      c.wanted.viewer,
      c.wanted.placementIds.length > 0,
      c.inFlight?.viewer ?? null,
    ]);
  },
};

export const surveyEntry: CatalogueEntry = {
  id: 'survey',
  title: 'Survey prompt',
  specSection: 'spec 2 section 4 "Survey prompt", section 9 timings',
  machine: surveyMachine,
  sampleInput: surveyInput,
  coverageInputs: [
    surveyInput,
    { ...surveyInput, onClose: true },
    { ...surveyInput, pathname: '/pin-builder' },
  ],
  events: [
    {
      event: { type: 'survey.message', origin: SURVEY_ORIGIN, data: 'surveyLoaded' },
      label: 'The survey frame reports it loaded',
    },
    {
      event: { type: 'survey.message', origin: SURVEY_ORIGIN, data: 'surveyFinished' },
      label: 'The survey frame reports it finished',
    },
    {
      event: {
        type: 'survey.message',
        origin: 'https://elsewhere.example',
        data: 'surveyLoaded',
      },
      label: 'Another origin posts a message',
    },
    { event: { type: 'survey.accept' }, label: 'Accept the survey' },
    { event: { type: 'survey.decline' }, label: 'Decline the survey' },
    { event: { type: 'survey.leaving' }, label: 'Leave the page (on-close mode)' },
    { event: { type: 'survey.route', pathname: '/' }, label: 'Go to the home feed' },
  ],
  serializeState: (s) => {
    const c = s.context as { pathname: string; onClose: boolean };
    return JSON.stringify([s.value, c.pathname, c.onClose]);
  },
};

export const tooltipPulsarEntry: CatalogueEntry = {
  id: 'tooltip-pulsar',
  title: 'Tooltip and pulsar',
  specSection: 'spec 2 section 4 "Tooltip and pulsar"',
  machine: tooltipPulsarMachine,
  sampleInput: tooltipInput,
  coverageInputs: [
    tooltipInput,
    { ...tooltipInput, completeOnHover: true },
    { ...tooltipInput, hasTooltip: false, completeOnHover: true },
    { ...tooltipInput, hasPulsar: false, skipComplete: true },
    { ...tooltipInput, hasPulsar: false, hasTooltip: false },
  ],
  events: [
    { event: { type: 'pulsar.click' }, label: 'Click the pulsar' },
    { event: { type: 'tooltip.hover' }, label: 'Hover the tooltip' },
    { event: { type: 'tooltip.complete' }, label: "Press the tooltip's button" },
    { event: { type: 'tooltip.dismiss' }, label: 'Close the tooltip' },
    { event: { type: 'page.scroll' }, label: 'Scroll the page' },
  ],
};

export const cookiesEntry: CatalogueEntry = {
  id: 'cookies',
  title: 'Cookie consent',
  specSection: 'spec 2 sections 2 and 4 "Cookie banner", section 7 "Save cookie settings"',
  machine: cookiesMachine,
  sampleInput: { signedIn: true, stored: null, surfaceTag: 'home' },
  coverageInputs: [
    { signedIn: true, stored: null, surfaceTag: 'home' },
    { signedIn: false, stored: null, surfaceTag: 'home' },
    { signedIn: false, stored: ACCEPT_ALL, surfaceTag: 'home' },
    { signedIn: true, stored: null, surfaceTag: 'home', checkAccount: true },
    { signedIn: true, stored: ACCEPT_ALL, surfaceTag: 'home', checkAccount: true },
  ],
  events: [
    { event: { type: 'cookies.acceptAll' }, label: COOKIE_TEXT.acceptAll },
    { event: { type: 'cookies.rejectAll' }, label: COOKIE_TEXT.rejectAll },
    { event: { type: 'cookies.choose' }, label: COOKIE_TEXT.letMeChoose },
    { event: { type: 'cookies.toggle', category: 'analytics' }, label: 'Switch analytics' },
    { event: { type: 'cookies.save' }, label: 'Save the settings' },
    { event: { type: 'cookies.close' }, label: 'Close the settings' },
    { event: { type: 'cookies.signedIn' }, label: 'Sign in' },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.loadChoice', output: ACCEPT_ALL },
    { type: 'xstate.done.actor.loadChoice', output: null },
    { type: 'xstate.error.actor.loadChoice', error: serverError },
    { type: 'xstate.done.actor.saveChoice', output: undefined },
    { type: 'xstate.error.actor.saveChoice', error: serverError },
    { type: 'xstate.error.actor.refreshUser', error: serverError },
    { type: 'xstate.done.actor.carryChoice', output: undefined },
    { type: 'xstate.error.actor.carryChoice', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as CookiesContext;
    return JSON.stringify([
      s.value,
      c.signedIn,
      c.checkAccount,
      c.choice,
      c.draft.analytics,
      c.pending,
      c.carry,
    ]);
  },
};

export const scrollUiEntry: CatalogueEntry = {
  id: 'scroll-ui',
  title: 'Scroll-driven UI: back-to-top button and compact header',
  specSection: "spec 2 section 4 'Other' and section 9 (scroll UI 1500 ms, debounce 50 ms)",
  machine: scrollUiMachine,
  sampleInput: { awayFrom: 800, y: 0 },
  events: [
    { event: { type: 'scroll.moved', y: 2400 }, label: 'Scroll down three screens' },
    { event: { type: 'scroll.moved', y: 0 }, label: 'Scroll back to the top' },
  ],
  serializeState: (s) => {
    const c = s.context as ScrollUiContext;
    return JSON.stringify([s.value, c.y > 0, c.settledAway]);
  },
};
