// Experiments (spec 1 section 4 and spec 3 section 6: variants are toggled by experiment groups,
// which the spec does not enumerate; spec 2 section 4: a survey's on-close mode, action_trigger 2,
// needs "an experiment enabled"). The product names its own experiments here; which ones a
// browser is in comes from the URL form `?experiments=a,b` (docs/decisions/041).

export const EXPERIMENTS = {
  /** A survey with action_trigger 2 is asked when the viewer leaves its page. */
  surveyOnClose: 'web_survey_on_close',
  /** The graphql pin page: its repin counter is sampled (spec 3 section 7 "Tracking"). */
  graphqlPinPage: 'web_graphql_pin_page',
  /** A save to the profile reads its board id from the user state QUICK_SAVES_BOARD_ID. */
  quickSavesUserState: 'web_quick_saves_user_state',
} as const;

/** Where the experiments a browser is in are kept (a comma-separated list of names). */
export const EXPERIMENTS_STORAGE_KEY = 'pinstate.experiments';

export type ExperimentName = (typeof EXPERIMENTS)[keyof typeof EXPERIMENTS];

const KNOWN_EXPERIMENTS: readonly string[] = Object.values(EXPERIMENTS);

/** The known experiment names in a comma-separated list; unknown names are left out. */
export function parseExperiments(value: string): ExperimentName[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is ExperimentName => KNOWN_EXPERIMENTS.includes(name));
}

/** A survey asks on leaving its page only with action_trigger 2 and its experiment on. */
export function surveyAsksOnLeaving(
  actionTrigger: 1 | 2 | 3,
  experiments: readonly string[],
): boolean {
  return actionTrigger === 2 && experiments.includes(EXPERIMENTS.surveyOnClose);
}
