// Pin closeup (spec 1 section 2, spec 3 section 2): media, title, description (sanitized HTML),
// the source link and 'Visit site' only when a visit url exists, creator, board, the 'More about
// this Pin' drawer, the unavailable-pin placeholder, and related pins.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { boardDisplayName } from '../../domain/board';
import { logViewOf } from '../../domain/log-view-path';
import {
  MORE_ABOUT_THIS_PIN_TEXT,
  SEE_MORE_STATS_TEXT,
  VISIT_SITE_TEXT,
} from '../../domain/card-texts';
import { pinSubpagePath } from '../../domain/pin-path';
import type { Pin, Viewer } from '../../domain/types';
import {
  cardLabels,
  isDeletedStoryPin,
  playableVideo,
  sponsorshipLabel,
} from '../../domain/pin-card';
import { hidesDrawerVisually, usesOriginalImages } from '../../domain/permissions';
import { trimTitle } from '../../domain/text';
import { displayDescription } from '../../domain/description';
import { displayDomain, visitUrl } from '../../domain/url';
import { textColourOver } from '../../domain/theme';
import { OutsideLink } from '../card/outside-link';
import { useAppVideo } from '../card/app-video';
import { priceDisplay } from '../../domain/price';
import { useLoad } from '../app/load';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { selectFetchedPin, type EntitySnapshot } from '../../machines/entity-store.machine';
import { useLateActorSelector } from '../app/late-actor';
import { useViewer } from '../app/viewer';
import { UnavailablePin } from '../card/unavailable-pin';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { FavoriteButton } from '../favorite/favorite-button';
import { SaveButton } from '../save/save-button';
import { ShareButton } from '../share/share-button';
import { PAGE_ANCHORS } from '../../domain/anchors';
import { SAVE_POPOVER_PLACEMENT } from '../../domain/constants';
import { AnchoredSlot } from '../guidance/anchored-slot';
import { ErrorState, Loading, VisuallyHidden } from '../shell/states';
import { HiddenPinDrawer, PinDrawer } from './pin-drawer';
import { PinCarousel } from './pin-carousel';
import { sanitizeDescription } from './sanitize';
import { showsFavoriteButton } from '../../domain/permissions';
import { Icon } from '../shell/icon';
import { Placement } from '../guidance/placement';
import { CLOSEUP_LEAVING_SURVEY_PLACEMENT } from '../../domain/constants';
import { CLOSEUP_OPEN_IN_APP_SLOT } from '../shell/open-in-app-slot';
import styles from './closeup.module.css';
import { pinPageTitle } from '../../domain/page-names';
import { SharedPinHeaderSlot } from '../invite/invite-slots';
import { largestImage } from '../../domain/image-viewer';
import { VISUAL_SEARCH_TEXT, visualSearchPath } from '../../domain/visual-search';
import { ViewableImage } from './image-viewer';
import { CloseupContextProvider, useCloseupContext } from './closeup-context';

/** The closeup's video: played by the viewer, one organic video at a time (spec 3 section 4). */
function CloseupVideo({
  pinId,
  promoted,
  url,
  poster,
  width,
  height,
  alt,
}: {
  pinId: string;
  promoted: boolean;
  url: string;
  poster: string | undefined;
  width: number;
  height: number;
  alt: string;
}) {
  const { attach, onPlay, onPause } = useAppVideo(pinId, promoted, false);
  return (
    <video
      ref={attach}
      src={url}
      poster={poster}
      controls
      muted
      playsInline
      width={width}
      height={height}
      aria-label={alt}
      onPlay={onPlay}
      onPause={onPause}
    />
  );
}

function CloseupMedia() {
  const { pin, viewer } = useCloseupContext();
  const original = usesOriginalImages(viewer);
  const image =
    (original ? pin.images.orig : undefined) ??
    pin.images['736x'] ??
    pin.images['474x'] ??
    pin.images['236x'];
  const video = playableVideo({ videos: pin.videos, device: viewer.device });
  const slide = pin.carouselData?.slots[0];
  const slideImage = slide?.images['736x'] ?? slide?.images['474x'];
  const shown = slideImage ?? image;
  const alt = pin.altText || pin.autoAltText || pin.title || 'Pin image';
  const colour = shown?.dominantColor ?? pin.dominantColor;
  return (
    <div
      className={styles.media}
      style={{ ['--color' as string]: colour, color: textColourOver(colour) }}
    >
      {video ? (
        <CloseupVideo
          pinId={pin.id}
          promoted={pin.isPromoted}
          url={video.url}
          poster={video.thumbnail ?? image?.url}
          width={video.width}
          height={video.height}
          alt={alt}
        />
      ) : pin.embed?.type === 'gif' ? (
        <img src={pin.embed.src} alt={alt} width={pin.embed.width} height={pin.embed.height} />
      ) : pin.carouselData && pin.carouselData.slots.length > 0 ? (
        <PinCarousel
          key={pin.id}
          pinId={pin.id}
          carousel={pin.carouselData}
          alt={alt}
          view={logViewOf({ surface: 'Closeup', pathname: '', pin })}
        />
      ) : shown ? (
        <ViewableImage shown={shown} largest={largestImage(pin.images)} alt={alt} />
      ) : null}
      <Link className={styles.lens} to={visualSearchPath({ id: pin.id })}>
        <Icon name="search" size={20} />
        <VisuallyHidden>{VISUAL_SEARCH_TEXT.open}</VisuallyHidden>
      </Link>
    </div>
  );
}

type Overlay = null | 'menu' | 'drawer' | 'drawerFromMenu';

function CloseupCard() {
  const { pin, viewer } = useCloseupContext();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const title = trimTitle(pin.title || pin.gridTitle);
  const description = displayDescription({
    description: pin.closeupDescription || pin.description,
    displayName: title,
  });
  const sanitizedHtml = pin.descriptionHtml ? sanitizeDescription(pin.descriptionHtml) : null;
  const visit = visitUrl({ link: pin.link, trackedLink: pin.trackedLink });
  const domain = displayDomain({ domain: pin.domain });
  const sponsorship = sponsorshipLabel(pin);
  const labels = cardLabels(pin);
  const price = priceDisplay({ pin });
  const creator = pin.nativeCreator ?? pin.pinner;
  const signedIn = viewer.id !== null;
  const hiddenDrawer = hidesDrawerVisually(viewer);
  return (
    <article className={styles.card} aria-label={title || 'Pin'}>
      <title>{pinPageTitle(title)}</title>
      <CloseupMedia />
      <div className={styles.pane}>
        <div className={styles.actions}>
          <div className={styles.menuWrap}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="More options"
              aria-expanded={overlay === 'menu'}
              onClick={() => setOverlay(overlay === 'menu' ? null : 'menu')}
            >
              <Icon name="more" size={20} />
            </button>
            {overlay === 'menu' ? (
              <div className={styles.menu} role="menu" aria-label="Pin options">
                <button
                  type="button"
                  role="menuitem"
                  className={styles.menuItem}
                  onClick={() => setOverlay('drawerFromMenu')}
                >
                  {MORE_ABOUT_THIS_PIN_TEXT}
                </button>
                {signedIn ? (
                  <Link
                    role="menuitem"
                    className={styles.menuItem}
                    to={pinSubpagePath({ id: pin.id, page: 'analytics' })}
                  >
                    {SEE_MORE_STATS_TEXT}
                  </Link>
                ) : null}
                <Link
                  role="menuitem"
                  className={styles.menuItem}
                  to={pinSubpagePath({ id: pin.id, page: 'comments' })}
                >
                  Comments
                </Link>
              </div>
            ) : null}
          </div>
          {showsFavoriteButton({ board: pin.board, viewerId: viewer.id }) ? (
            <FavoriteButton pin={pin} animation="long" />
          ) : null}
          <ShareButton pinId={pin.id} className={styles.iconButton} upsell />
          <span className={styles.spacer} />
          {visit ? (
            <OutsideLink url={visit} pin={pin} className={styles.pill}>
              {VISIT_SITE_TEXT}
            </OutsideLink>
          ) : null}
          <span className={styles.saveAnchor} data-anchor={PAGE_ANCHORS.saveButton}>
            <SaveButton pin={pin} surface="Closeup" />
            {/* The save-button popover (spec 2 section 9 placement 1000544). */}
            <AnchoredSlot id={SAVE_POPOVER_PLACEMENT} />
          </span>
        </div>
        {/* On mobile "Open in app" comes here after the first paint (decision 054). */}
        {viewer.device === 'mobile' ? <div data-slot={CLOSEUP_OPEN_IN_APP_SLOT} /> : null}
        {visit && domain ? (
          <OutsideLink url={visit} pin={pin} className={styles.source}>
            {domain}
          </OutsideLink>
        ) : domain ? (
          <span className={styles.secondary}>{domain}</span>
        ) : null}
        {/* Element Timing names the title's paint (the web bench's web.closeupMs); anchored
            guidance covers it only when every other side would cover a control (decision 092). */}
        <h1 className={styles.title} data-prefer-clear="" {...{ elementtiming: 'closeup-title' }}>
          {title || 'Pin'}
        </h1>
        {sanitizedHtml ? (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
        ) : description ? (
          <p className={styles.description}>{description}</p>
        ) : null}
        {price.kind === 'price' ? (
          <p className={styles.price}>
            {price.current}
            {price.original ? <s className={styles.struck}>{price.original}</s> : null}
          </p>
        ) : price.kind === 'label' ? (
          <p className={styles.price}>{price.text}</p>
        ) : null}
        {labels.length > 0 || sponsorship ? (
          <div className={styles.labels}>
            {sponsorship ? <span className={styles.label}>{sponsorship}</span> : null}
            {labels
              .filter((l) => !(sponsorship && (l.kind === 'promoted' || l.kind === 'sponsored')))
              .map((l) => (
                <span key={l.kind} className={styles.label}>
                  {l.text}
                </span>
              ))}
          </div>
        ) : null}
        <Link to={`/${creator.username}/`} className={styles.person}>
          <span className={styles.avatar} aria-hidden="true">
            {creator.imageMediumUrl ? (
              <img src={creator.imageMediumUrl} alt="" width={48} height={48} />
            ) : (
              creator.fullName.charAt(0)
            )}
          </span>
          <span>
            <span className={styles.personName}>{creator.fullName}</span>
            <br />
            <span className={styles.secondary}>@{creator.username}</span>
          </span>
        </Link>
        <p className={styles.meta}>
          Saved to{' '}
          <Link className={styles.board} to={pin.board.url}>
            {boardDisplayName(pin.board)}
          </Link>
        </p>
        {hiddenDrawer ? (
          <HiddenPinDrawer pin={pin} />
        ) : (
          <div>
            <button type="button" className={styles.pill} onClick={() => setOverlay('drawer')}>
              {MORE_ABOUT_THIS_PIN_TEXT}
            </button>
          </div>
        )}
      </div>
      {overlay === 'drawer' || overlay === 'drawerFromMenu' ? (
        <PinDrawer
          pin={pin}
          mobile={viewer.device === 'mobile'}
          onClose={() => setOverlay(null)}
          {...(overlay === 'drawerFromMenu' ? { onBack: () => setOverlay('menu') } : {})}
        />
      ) : null}
    </article>
  );
}

function RelatedPins() {
  const { pin } = useCloseupContext();
  const feed = useFeed({ kind: 'related', id: pin.id });
  return (
    <section className={styles.more} aria-labelledby="more-to-explore">
      <h2 id="more-to-explore" className={styles.moreTitle}>
        More to explore
      </h2>
      <PinGrid
        feed={feed}
        surface="RelatedPinGrid"
        label="Related Pins"
        empty={{ title: 'No related Pins yet' }}
      />
    </section>
  );
}

/** The closeup of a loaded pin: the back button, the pin and its related pins. */
function CloseupView({ pin, viewer }: { pin: Pin; viewer: Viewer }) {
  const navigate = useNavigate();
  if (isDeletedStoryPin(pin)) return <UnavailablePin inGrid={false} />;
  return (
    <main className={styles.page}>
      <button
        type="button"
        className={styles.back}
        aria-label="Go back"
        onClick={() => void navigate(-1)}
      >
        <Icon name="back" size={20} />
      </button>
      <SharedPinHeaderSlot pinId={pin.id} />
      <CloseupContextProvider pin={pin} viewer={viewer}>
        <CloseupCard />
        <RelatedPins key={viewer.id ?? 'logged-out'} />
      </CloseupContextProvider>
      {/* The survey asked on leaving the closeup (on-close mode, decision 041); it floats. */}
      <Placement id={CLOSEUP_LEAVING_SURVEY_PLACEMENT} />
    </main>
  );
}

/** A closeup whose pin was not fetched ahead: it loads it, with a spinner meanwhile. */
function LoadingCloseup({ id, viewer }: { id: string; viewer: Viewer }) {
  const state = useLoad({ what: 'closeup', id, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label="Loading Pin" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <UnavailablePin inGrid={false} />;
    return (
      <ErrorState
        title="We couldn't load this Pin"
        message={state.failure.message}
        onRetry={state.retry}
      />
    );
  }
  return <CloseupView pin={state.data} viewer={viewer} />;
}

/**
 * The closeup of pin `id`. A pin its card fetched ahead (hovered or focused past the prefetch
 * delay, spec 3 section 9) is in the entity store and shows at once, with no spinner.
 */
export function CloseupPage({ id }: { id: string }) {
  const viewer = useViewer();
  // The store is a late root actor: on a first visit straight here it may not have arrived yet.
  const prefetched = useLateActorSelector(
    SYSTEM_IDS.entities,
    (s: EntitySnapshot) => selectFetchedPin(s, id),
    undefined,
  );
  return prefetched ? (
    <CloseupView pin={prefetched} viewer={viewer} />
  ) : (
    <LoadingCloseup id={id} viewer={viewer} />
  );
}
