// The experiences framework's shapes (machines/experiences.machine.ts): what it is started with,
// a mounted placement, the fetches and calls it asks for, and what it keeps, accepts and emits.
import type { ViewType } from '../domain/log-view';
import type { BannerComponent, BannerElement, PlacementStatus } from '../domain/experiences';
import type { Experience } from '../domain/types';

export interface ExperiencesInput {
  /** The flag that lets refreshes replace the home feed's placement 11 (spec 2 section 4). */
  refreshHomePlacement: boolean;
}

export interface PlacementEntry {
  status: PlacementStatus;
  /** The route the placement registered on. */
  pathname: string;
  /** Which mounted instance this is (1 for the first mount): ids are handled once per instance. */
  mount: number;
}

/** What one fetch asks for: the viewer's experiences (init or refresh) and/or some placements. */
export interface FetchRequest {
  viewer: 'init' | 'refresh' | null;
  placementIds: number[];
}

export interface FetchInput extends FetchRequest {
  extraContext: Record<string, unknown>;
}

export type ExperienceCallAction = 'viewed' | 'completed' | 'dismissed' | 'triggered';

export interface ExperienceCallRequest {
  action: ExperienceCallAction;
  placedExperienceId: string;
  extraContext: Record<string, unknown>;
}

export interface ExperiencesContext {
  refreshHomePlacement: boolean;
  pathname: string;
  searchQuery: string | null;
  placements: Record<string, PlacementEntry>;
  /** What the root chose per placement id (null: nothing to show). */
  chosen: Record<string, Experience | null>;
  /** `placement#mount|placedId` of every experience completed or dismissed in that instance. */
  handled: string[];
  wanted: FetchRequest;
  inFlight: FetchRequest | null;
  initDone: boolean;
  navigationDisabled: boolean;
  calls: number;
  /** How many fetches have started (the init fetch, placements and refreshes). */
  fetches: number;
  /** Each shown placement's NoAction timer: pending, fired or aborted (spec 2 section 4). */
  noAction: Record<string, 'pending' | 'fired' | 'aborted'>;
  /** The viewed, completed and dismissed calls on their way, by the id of their actor. */
  callsOut: Record<string, ExperienceCallRequest>;
  /** Those that got no answer or a server error: sent again after `experienceCallRetry`. */
  unsent: ExperienceCallRequest[];
  /**
   * Per experience completed or dismissed (its placed id): how many fetches had started when the
   * server answered that call. An answer to one of them may have left the server before it heard,
   * and does not bring the experience back.
   */
  finishedAt: Record<string, number>;
}

export type PlacementRef = { placementId: number };

export type ExperiencesEvent =
  /** A view mounts a placement; `bot` says whether the viewer is a bot (spec 2 section 6). */
  | ({
      type: 'placement.mount';
      pathname: string;
      searchQuery?: string | null;
      bot: boolean;
    } & PlacementRef)
  | ({ type: 'placement.registerAfterAction'; pathname: string } & PlacementRef)
  | ({ type: 'placement.unmount' } & PlacementRef)
  | { type: 'experiences.route'; pathname: string; searchQuery?: string | null }
  /** The placement's experience passed validation and shows. */
  | ({ type: 'experience.displayed' } & PlacementRef)
  | ({ type: 'experience.view' } & PlacementRef)
  | ({
      type: 'experience.complete';
      completionLevel?: number;
      preventRemoval?: boolean;
      skipRefresh?: boolean;
      withoutHomefeed?: boolean;
    } & PlacementRef)
  | ({ type: 'experience.dismiss'; skipRefresh?: boolean } & PlacementRef)
  | ({
      type: 'experience.click';
      component: BannerComponent;
      element: BannerElement;
      /** The page the banner is shown on (spec 1 section 7: the click's view type). */
      viewType?: ViewType;
    } & PlacementRef)
  | ({ type: 'experience.trigger'; extraContext?: Record<string, unknown> } & PlacementRef)
  | ({ type: 'placement.abortNoAction' } & PlacementRef)
  | ({ type: 'placement.noAction' } & PlacementRef)
  | { type: 'experiences.refresh' }
  /** The calls that did not reach the server go again (raised after `experienceCallRetry`). */
  | { type: 'experiences.resendCalls' }
  /** A viewed, completed or dismissed call answered, or failed. */
  | { type: `xstate.done.actor.call.${number}` }
  | { type: `xstate.error.actor.call.${number}`; error: unknown };

export type ExperiencesEmitted =
  | {
      type: 'log';
      eventType: number;
      objectId: string;
      component?: number;
      element?: number;
      /** A click's view type; its view parameter is null (a banner is no pin). */
      viewType?: ViewType;
      viewParameter?: null;
      auxData?: { placement_id: number };
    }
  | ({ type: 'experience.noAction'; experienceId: number } & PlacementRef)
  | { type: 'navigation.disable' };
