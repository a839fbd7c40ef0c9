// Every scenario, in the order the player lists them. A new scenario file is added here once.
import boardBulkDelete from './board-bulk-delete.scenario';
import boardFollow from './board-follow.scenario';
import boardSortedAndFiltered from './board-sorted-and-filtered.scenario';
import topicFollow from './topic-follow.scenario';
import inviteLanding from './invite-landing.scenario';
import inviteLandingToast from './invite-landing-toast.scenario';
import inviteLandingChannel9 from './invite-landing-channel-9.scenario';
import inviteLandingFails from './invite-landing-fails.scenario';
import boardInviteAccept from './board-invite-accept.scenario';
import onboarding from './onboarding.scenario';
import sendFlyoutCopyLink from './send-flyout-copy-link.scenario';
import boardSave from './board-save.scenario';
import boardSaveFails from './board-save-fails.scenario';
import cardHover from './card-hover.scenario';
import cardLongPress from './card-long-press.scenario';
import carousel from './carousel.scenario';
import businessNoOwner from './business-no-owner.scenario';
import businessSwitchOwned from './business-switch-owned.scenario';
import cookiesAcceptAll from './cookies-accept-all.scenario';
import cookiesChooseMobile from './cookies-choose-mobile.scenario';
import cookiesRejectAll from './cookies-reject-all.scenario';
import cookiesSaveFails from './cookies-save-fails.scenario';
import cookiesVisitorCarried from './cookies-visitor-carried.scenario';
import loggedOutRecentSearch from './logged-out-recent-search.scenario';
import corruptRevisitationReset from './corrupt-revisitation-reset.scenario';
import darkModeAcrossAReload from './dark-mode-across-a-reload.scenario';
import deleteFails from './delete-fails.scenario';
import deleteSucceeds from './delete-succeeds.scenario';
import experienceNoAction from './experience-no-action.scenario';
import experienceDisablesNavigation from './experience-disables-navigation.scenario';
import surveyPrompt from './survey-prompt.scenario';
import surveyFrameNeverLoads from './survey-frame-never-loads.scenario';
import surveyOnClose from './survey-on-close.scenario';
import delayedModal from './delayed-modal.scenario';
import experienceRefreshAfterDismiss from './experience-refresh-after-dismiss.scenario';
import favorite from './favorite.scenario';
import favoriteFailsSilently from './favorite-fails-silently.scenario';
import type { Scenario } from './format';
import outboundBlocked from './outbound-blocked.scenario';
import outboundCheckFails from './outbound-check-fails.scenario';
import outboundEmptyLink from './outbound-empty-link.scenario';
import outboundInterstitial from './outbound-interstitial.scenario';
import outboundOffline from './outbound-offline.scenario';
import mergeAfterSignIn from './merge-after-sign-in.scenario';
import mergeFailureSilent from './merge-failure-silent.scenario';
import hideThenUndo from './hide-then-undo.scenario';
import hideThenUnfollow from './hide-then-unfollow.scenario';
import oneVideoAtATime from './one-video-at-a-time.scenario';
import oneTapSaveFailsThenSucceeds from './one-tap-save-fails-then-succeeds.scenario';
import oneTapSaveIgnoresTaps from './one-tap-save-ignores-taps-while-saving.scenario';
import pinPageRepinCounter from './pin-page-repin-counter.scenario';
import quickSaveToProfile from './quick-save-to-profile.scenario';
import profileSave from './profile-save.scenario';
import savedAtLoad from './saved-at-load.scenario';
import scrollUi from './scroll-ui.scenario';
import saveToastLasts from './save-toast-lasts.scenario';
import signedOutThirdSaveRefused from './signed-out-third-save-refused.scenario';
import toastHoverPause from './toast-hover-pause.scenario';
import tooltipPulsarScroll from './tooltip-pulsar-scroll.scenario';
import tooltipNeitherPart from './tooltip-neither-part.scenario';
import popoverScrollDismiss from './popover-scroll-dismiss.scenario';
import appOpenModal from './app-open-modal.scenario';

export const scenarios: readonly Scenario[] = [
  oneTapSaveFailsThenSucceeds,
  businessSwitchOwned,
  businessNoOwner,
  cookiesAcceptAll,
  cookiesRejectAll,
  cookiesChooseMobile,
  cookiesSaveFails,
  cookiesVisitorCarried,
  oneTapSaveIgnoresTaps,
  quickSaveToProfile,
  deleteFails,
  deleteSucceeds,
  boardSave,
  boardSaveFails,
  profileSave,
  savedAtLoad,
  toastHoverPause,
  saveToastLasts,
  signedOutThirdSaveRefused,
  mergeAfterSignIn,
  mergeFailureSilent,
  favorite,
  favoriteFailsSilently,
  cardHover,
  cardLongPress,
  carousel,
  outboundBlocked,
  outboundOffline,
  outboundCheckFails,
  outboundEmptyLink,
  outboundInterstitial,
  oneVideoAtATime,
  hideThenUndo,
  hideThenUnfollow,
  boardFollow,
  topicFollow,
  inviteLanding,
  inviteLandingToast,
  inviteLandingChannel9,
  inviteLandingFails,
  boardInviteAccept,
  onboarding,
  experienceNoAction,
  experienceRefreshAfterDismiss,
  surveyPrompt,
  surveyFrameNeverLoads,
  surveyOnClose,
  delayedModal,
  experienceDisablesNavigation,
  tooltipPulsarScroll,
  tooltipNeitherPart,
  popoverScrollDismiss,
  scrollUi,
  darkModeAcrossAReload,
  boardBulkDelete,
  boardSortedAndFiltered,
  loggedOutRecentSearch,
  corruptRevisitationReset,
  appOpenModal,
  sendFlyoutCopyLink,
  pinPageRepinCounter,
];

/** The scenario with this id, or undefined. */
export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
