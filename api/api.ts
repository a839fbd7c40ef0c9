// The typed API: one function per call in the section 7 tables of the three specs.
// machines/ import only these types; api/client.ts implements them over fetch.
import type { BoardSortOrder } from '../domain/board-list';
import type {
  BusinessHierarchy,
  BusinessSection,
  BusinessSectionData,
  ManagedHierarchy,
} from '../domain/business-records';
import type { PinFeedbackRecord, PinSentRecord } from '../domain/pin-activity';
import type { CategoryHub, Story, TodayTab } from '../domain/discovery';
import type { UserStateAnswer, UserStateName } from '../domain/user-state';
import type { LogView } from '../domain/log-view';
import type { OnboardingProgress, OnboardingState } from '../domain/onboarding';
import type {
  Board,
  BoardSection,
  BusinessAccessProfile,
  Experience,
  Interest,
  LinkSafety,
  Pin,
  Privacy,
  User,
  UserRef,
  UserSettings,
} from '../domain/types';

/** Every call takes an optional AbortSignal last, as an invoked actor hands it over. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A page of a feed; `bookmark` is null on the last page. */
export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

export interface RepinInput {
  pinId: string;
  boardId: string | null;
  sectionId?: string | null;
  userId: string;
  clientTrackingParams?: string;
  /** Where the save was made (the tap's view, component and view parameter), sent as `eventContext`. */
  eventContext?: LogView;
  /** The original pin id, when the saved pin is itself a repin. */
  originalPinId?: string;
}

/** Repin answer: the new local pin id and the board it landed on (null for a profile save). */
export interface RepinResult {
  id: string;
  board: { id: string; url: string; name: string } | null;
  section: { id: string; title: string; slug: string } | null;
  isProfileSave: boolean;
}

export interface PinCreateInput {
  boardId: string;
  imageUrl?: string;
  imageBase64?: string;
  sectionId?: string | null;
  guid?: string;
  title?: string;
  link?: string;
}

export interface OffsiteInput {
  checkOnly: boolean;
  pinId?: string;
  thirdPartyAd?: boolean;
  url: string;
  clientTrackingParams?: string;
  auxData?: Record<string, unknown>;
}

export interface OffsiteResult {
  redirect_status: LinkSafety;
  message: string;
  url: string;
}

export interface BoardListOptions {
  username: string;
  privacyFilter?: 'all' | 'public' | 'protected' | 'secret';
  sort?: BoardSortOrder;
  pageSize?: number;
  bookmark?: string | null;
  groupBy?: 'mix_public_private' | 'visibility';
  includeArchived?: boolean;
  filterStories?: boolean;
  filterAllPins?: boolean;
  filterShoppingList?: boolean;
  orbacSubjectId?: string;
}

export interface BoardCreateInput {
  name: string;
  privacy?: 'public' | 'protected' | 'secret';
  /** Whose board it is, by username; the Quick Saves board names its owner by `userId` instead. */
  username?: string;
  /** Sent as `user_id` (spec 3 section 7's quick-save BoardResource create). */
  userId?: string;
  layout?: 'default' | 'quick_saves';
  /** Sent as `protected` (the quick-saves board sends false, spec 3 section 7). */
  isProtected?: boolean;
  returnExisting?: boolean;
  orbacSubjectId?: string;
}

/**
 * The edit forms' calls (spec 3 section 4 lists a local "board update", "collaborator add" and pin
 * edits; the specs show no request for them). Each field is optional: only what changed is sent.
 */
export interface PinUpdateInput {
  id: string;
  title?: string;
  description?: string;
  boardId?: string;
  /** A section on the (new) board, or null for the board itself. */
  sectionId?: string | null;
}

export interface BoardUpdateInput {
  id: string;
  name?: string;
  description?: string;
  privacy?: Privacy;
}

/** Moves the viewer's save of a pin (edit a just-saved pin from the save toast). */
export interface SaveMoveInput {
  /** The saved copy's id, or the pin's id. */
  id: string;
  /** The board the save is on now (pinBoardId), or null for a profile save. */
  fromBoardId: string | null;
  boardId: string | null;
  sectionId?: string | null;
}

export interface InviteMetadata {
  first_name: string;
  is_default_image: boolean;
  image_medium_url: string;
  invite_channel: number;
  sender_id: string;
  should_show_messaging: boolean;
  /** The sender's full record (full_name among its fields). */
  sender?: { full_name?: string };
  /** The pin the invite shares, when it shares one. */
  pin_id?: string;
}

export interface ExperienceCallInput {
  placedExperienceId: string;
  extraContext?: Record<string, unknown>;
  advertiserId?: string;
}

export type HideSurface =
  | { surface: 'news_hub'; newsId: string }
  | { surface: 'p2p' }
  | { surface: 'search'; query: string; pinType?: string }
  | { surface: 'feedback'; feedbackType: string };

export type FeedKind =
  | 'home'
  | 'related'
  | 'search'
  | 'board'
  | 'section'
  | 'created'
  | 'saved'
  | 'interest'
  | 'article'
  | 'videos'
  | 'shopping'
  | 'visual';

export interface FeedQuery {
  kind: FeedKind;
  /**
   * Pin id for related, board id for board, section id for section, username for created/saved,
   * interest id for interest, category key for article, videos and shopping, pin id for visual
   * (visual search).
   */
  id?: string;
  /**
   * Search: a pin search type (`videos`, `buyable_pins`, `idea_pins`, `my_pins`, `shop_tool`);
   * visual: `products` for product pins only.
   */
  type?: string;
  /** Search of type shop_tool only: the products of this category key. */
  category?: string;
  q?: string;
  rs?: string;
  /** Search only: pins by pinners of this country (the explore-local tab, spec 1 section 4). */
  country?: string;
  bookmark?: string | null;
  pageSize?: number;
}

/** One event as the analytics actor sends it. */
export interface SentAnalyticsEvent {
  seq: number;
  source: string;
  type: string;
  eventType: number | null;
  marketing: boolean;
}

export interface Api {
  // --- Pins ---
  getPin(id: string, o?: CallOptions): Promise<Pin>;
  getFeed(query: FeedQuery, o?: CallOptions): Promise<Page<Pin>>;
  favoritePin(id: string, o?: CallOptions): Promise<void>;
  /** Sends a pin to a person from the send flyout (spec 3 section 4, decision 053). */
  sendPin(input: { pinId: string; recipientId: string }, o?: CallOptions): Promise<void>;
  unfavoritePin(id: string, o?: CallOptions): Promise<void>;
  repin(input: RepinInput, o?: CallOptions): Promise<RepinResult>;
  createPin(
    input: PinCreateInput,
    o?: CallOptions,
  ): Promise<{ id: string; pinner: { id: string } }>;
  /** Pin delete; for a saved copy this removes the save. */
  deletePin(
    input: { id: string; boardId?: string | null; clientTrackingParams?: string },
    o?: CallOptions,
  ): Promise<void>;
  updatePin(input: PinUpdateInput, o?: CallOptions): Promise<Pin>;
  moveSave(input: SaveMoveInput, o?: CallOptions): Promise<RepinResult>;
  offsite(input: OffsiteInput, o?: CallOptions): Promise<OffsiteResult | null>;
  /** The ad attribution source GET (spec 1 section 7), its query built by domain/attribution.ts. */
  attributionSource(query: string, o?: CallOptions): Promise<void>;
  /**
   * Where the attribution source GET goes (on the main host, the API's), for the image that
   * registers it from other hosts (spec 1 section 7).
   */
  attributionSourceAddress(query: string): string;
  pinFeedback(input: { pinId: string; feedbackType: string }, o?: CallOptions): Promise<void>;
  hidePin(pinId: string, where: HideSurface, o?: CallOptions): Promise<void>;
  unhidePin(pinId: string, where: HideSurface, o?: CallOptions): Promise<void>;

  // --- Boards ---
  getBoard(id: string, o?: CallOptions): Promise<Board>;
  /** The boards containing a pin that the viewer may see, its own board first. */
  getPinBoards(pinId: string, o?: CallOptions): Promise<Board[]>;
  getBoardSections(boardId: string, o?: CallOptions): Promise<BoardSection[]>;
  listBoards(options: BoardListOptions, o?: CallOptions): Promise<Page<Board>>;
  createBoard(input: BoardCreateInput, o?: CallOptions): Promise<Board>;
  deleteBoard(id: string, o?: CallOptions): Promise<void>;
  followBoard(id: string, o?: CallOptions): Promise<void>;
  unfollowBoard(id: string, o?: CallOptions): Promise<void>;
  // Owner actions acting for a business profile carry its orbacSubjectId (spec 3 section 4).
  deleteBoardInvite(
    input: { boardId: string; invitedUserId: string; orbacSubjectId?: string },
    o?: CallOptions,
  ): Promise<void>;
  deleteCollaborator(
    input: { boardId: string; userId: string; orbacSubjectId?: string },
    o?: CallOptions,
  ): Promise<void>;
  /** The invited viewer accepts an invitation to collaborate (the board link's accept_invite). */
  acceptBoardInvite(input: { boardId: string; userId: string }, o?: CallOptions): Promise<void>;
  /** Invites a person to collaborate; answers the invited person. */
  inviteCollaborator(
    input: { boardId: string; userId: string; orbacSubjectId?: string },
    o?: CallOptions,
  ): Promise<UserRef>;
  updateBoard(input: BoardUpdateInput, o?: CallOptions): Promise<Board>;
  getBoardSection(id: string, o?: CallOptions): Promise<BoardSection>;
  /** Adds a section to a board (the owner, or a collaborator allowed to add sections). */
  createBoardSection(
    input: { boardId: string; title: string },
    o?: CallOptions,
  ): Promise<BoardSection>;
  updateBoardSection(input: { id: string; title: string }, o?: CallOptions): Promise<BoardSection>;
  /** Deletes a section; its pins and saves stay on the board. */
  deleteBoardSection(id: string, o?: CallOptions): Promise<void>;
  bulkDeletePins(
    input: { boardId: string; sectionId?: string; pinIds: string[]; orbacSubjectId?: string },
    o?: CallOptions,
  ): Promise<void>;

  // --- Users, interests, invites, business access ---
  getUser(usernameOrId: string, o?: CallOptions): Promise<User>;
  listUsers(o?: CallOptions): Promise<User[]>;
  /** People whose name or username has every word of `q` (the search page's Users tab). */
  searchUsers(input: { q: string; bookmark?: string | null }, o?: CallOptions): Promise<Page<User>>;
  /**
   * Boards whose name has every word of `q` (the search page's Boards tab); `type` my_content
   * keeps the viewer's own and shared boards (the Your content tab).
   */
  searchBoards(
    input: { q: string; type?: 'my_content'; bookmark?: string | null },
    o?: CallOptions,
  ): Promise<Page<Board>>;
  /** The shopping tool's categories: the products matching `q`, by category, the biggest first. */
  searchShopCategories(input: { q: string }, o?: CallOptions): Promise<Story[]>;
  followUser(id: string, o?: CallOptions): Promise<void>;
  unfollowUser(id: string, o?: CallOptions): Promise<void>;
  /** Every topic, with followedByMe for the viewer. */
  listInterests(o?: CallOptions): Promise<Interest[]>;
  getInterest(id: string, o?: CallOptions): Promise<Interest>;
  // --- Discovery pages (spec 3 section 2, domain/discovery.ts) ---
  listTodayArticles(tab: TodayTab, o?: CallOptions): Promise<Story[]>;
  getTodayArticle(id: string, o?: CallOptions): Promise<Story>;
  listCategories(hub: CategoryHub, o?: CallOptions): Promise<Story[]>;
  followInterest(id: string, o?: CallOptions): Promise<void>;
  unfollowInterest(id: string, o?: CallOptions): Promise<void>;
  getInviteMetadata(code: string, o?: CallOptions): Promise<InviteMetadata>;
  getBusinessProfiles(o?: CallOptions): Promise<Record<string, BusinessAccessProfile>>;
  /** One ads section of a business profile the viewer may open (docs/decisions/096). */
  getBusinessSection<S extends BusinessSection>(
    profileId: string,
    section: S,
    o?: CallOptions,
  ): Promise<BusinessSectionData[S]>;
  /** The business hierarchies the viewer manages (docs/decisions/096). */
  listBusinessHierarchies(o?: CallOptions): Promise<ManagedHierarchy[]>;
  /** A business hierarchy the viewer manages (docs/decisions/096). */
  getBusinessHierarchy(id: string, o?: CallOptions): Promise<BusinessHierarchy>;
  /** The viewer's sends of a pin, newest first. */
  getPinSends(pinId: string, o?: CallOptions): Promise<PinSentRecord[]>;
  /** The viewer's feedback (hides) on a pin. */
  getPinFeedback(pinId: string, o?: CallOptions): Promise<PinFeedbackRecord[]>;
  getUserSettings(o?: CallOptions): Promise<UserSettings>;
  /** The viewer's onboarding: the kept progress and what the pickers offer (decision 105). */
  getOnboarding(o?: CallOptions): Promise<OnboardingState>;
  /** Keeps the viewer's onboarding progress, answering it as kept. */
  saveOnboarding(progress: OnboardingProgress, o?: CallOptions): Promise<OnboardingProgress>;
  /** Cookie choices (the three together) and/or save_behavior (spec 2 section 7, spec 3 section 3). */
  updateUserSettings(
    input: Partial<Omit<UserSettings, 'id'>>,
    o?: CallOptions,
  ): Promise<UserSettings>;
  /** A user state of the signed-in viewer (QUICK_SAVES_BOARD_ID; docs/decisions/103). */
  getUserState(state: UserStateName, o?: CallOptions): Promise<UserStateAnswer>;
  /** Keeps a user state: the Quick Saves board's id. */
  updateUserState(
    input: { state: UserStateName; value: string },
    o?: CallOptions,
  ): Promise<UserStateAnswer>;

  // --- Guidance layer (spec 2 section 7) ---
  getExperiences(extraContext?: Record<string, unknown>, o?: CallOptions): Promise<Experience[]>;
  getExperiencesByPlacement(
    placementIds: number[],
    extraContext?: Record<string, unknown>,
    o?: CallOptions,
  ): Promise<Experience[]>;
  experienceViewed(input: ExperienceCallInput, o?: CallOptions): Promise<void>;
  experienceCompleted(input: ExperienceCallInput, o?: CallOptions): Promise<void>;
  experienceDismissed(input: ExperienceCallInput, o?: CallOptions): Promise<void>;
  triggerExperience(input: ExperienceCallInput, o?: CallOptions): Promise<void>;

  /** Sends a batch of the analytics actor's events to the sink (`POST /v3/events/`). */
  sendEvents(events: SentAnalyticsEvent[], o?: CallOptions): Promise<void>;
}

/** An answer that is not 2xx: carries the server's message for the error toast. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly path: string;

  constructor(input: { status: number; serverMessage: string | null; path: string }) {
    super(input.serverMessage ?? `Request to ${input.path} failed with ${input.status}`);
    this.name = 'ApiError';
    this.status = input.status;
    this.serverMessage = input.serverMessage;
    this.path = input.path;
  }
}
