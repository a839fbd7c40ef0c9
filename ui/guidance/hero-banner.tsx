// The hero banner (component_type 1; spec 2 section 2 display data and layout, section 4 "Hero
// banner", section 5). The hero machine, the page actor `placement.<id>`, runs its 400 ms entrance
// and its fade; this view renders the layouts of ids 502597, 500863, 501153 and 501487 and a
// default, narrow (480 px or less) and wide colours, backgrounds and layouts (2 icon, 3 cover),
// the message with its {n} links, and its buttons. It fills the band the home feed keeps for it.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import {
  HERO_DISMISS_LABEL,
  HERO_ENTER_MS,
  HERO_FADE_MS,
  heroDisplay,
  heroLinkAttributes,
  type HeroAction,
  type HeroDisplay,
} from '../../domain/experience-display';
import { heroMessageParts } from '../../domain/guidance';
import { selectHeroPhase } from '../../machines/hero-banner.machine';
import { placementActorId } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { Icon } from '../shell/icon';
import type { RendererProps } from './renderer-props';
import { useDisplayed } from './use-displayed';
import styles from './hero-banner.module.css';

type HeroRef = PageActorRef<'heroBanner'>;
type HeroSender = Pick<HeroRef, 'send'>;

/** What the banner's controls send to before its actor is mounted: nothing. */
const inertHero: HeroSender = { send: () => undefined };

/** A plain left click, which an in-app link may take over (others open as the browser does). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function HeroBanner({ experience, experiences }: RendererProps) {
  const hero = usePageActor(
    placementActorId(experience.placement_id),
    'heroBanner',
    {
      placementId: experience.placement_id,
      experienceId: experience.experience_id,
    },
    experience.experience_id,
  );
  useDisplayed(experiences, experience);
  // The moment before the actor is mounted (never painted) draws the same banner, entering, inert.
  const phase = useSelector(hero, (s) => (s ? selectHeroPhase(s) : 'entering'));
  const sender = hero ?? inertHero;
  const display = heroDisplay({
    experienceId: experience.experience_id,
    data: experience.display_data,
    appHost: window.location.host,
  });
  const titleId = `hero-title-${experience.placement_id}`;
  const style = {
    '--hero-bg-narrow': display.narrow.background || undefined,
    '--hero-bg-wide': display.wide.background || undefined,
    '--hero-color-narrow': display.narrow.color || undefined,
    '--hero-color-wide': display.wide.color || undefined,
    '--hero-icon-narrow': `${display.narrow.iconPx}px`,
    '--hero-icon-wide': `${display.wide.iconPx}px`,
    '--hero-enter': `${HERO_ENTER_MS}ms`,
    '--hero-fade': `${HERO_FADE_MS}ms`,
  } as CSSProperties;
  const className = [
    styles.hero,
    styles[`variant${String(display.variant)}`],
    styles[`narrow-${display.narrow.layout}`],
    styles[`wide-${display.wide.layout}`],
    styles[phase],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={className}
      style={style}
      aria-labelledby={titleId}
      data-hero={experience.experience_id}
      data-phase={phase}
    >
      <Backgrounds display={display} />
      {display.iconImage ? (
        <img
          className={styles.icon}
          src={display.iconImage}
          alt=""
          width={96}
          height={96}
          data-hero-icon
        />
      ) : null}
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {display.title}
        </h2>
        <Message display={display} />
        <Actions hero={sender} display={display} />
      </div>
      {display.coverImage ? (
        // The band is on the first screen: its picture comes before the page's code.
        <img
          className={styles.cover}
          src={display.coverImage}
          alt=""
          width={564}
          height={320}
          fetchPriority="high"
        />
      ) : null}
      {display.dismissIcon ? (
        <button
          type="button"
          className={styles.dismissIcon}
          aria-label={HERO_DISMISS_LABEL}
          onClick={() => sender.send({ type: 'hero.dismiss' })}
        >
          <Icon name="close" size={12} />
        </button>
      ) : null}
    </section>
  );
}

function Backgrounds({ display }: { display: HeroDisplay }) {
  const { narrow, wide } = display;
  return (
    <>
      {narrow.backgroundImage ? (
        <img
          className={`${styles.background} ${styles.backgroundNarrow}`}
          src={narrow.backgroundImage.uri}
          alt={narrow.backgroundImage.alt}
          fetchPriority="high"
        />
      ) : null}
      {wide.backgroundImage ? (
        <img
          className={`${styles.background} ${styles.backgroundWide}`}
          src={wide.backgroundImage.uri}
          alt={wide.backgroundImage.alt}
          fetchPriority="high"
        />
      ) : null}
    </>
  );
}

function AnyLink({
  href,
  external,
  className,
  children,
  onClick,
}: {
  href: string;
  external: boolean;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent) => void;
}) {
  const attributes = heroLinkAttributes({ href, external, appHost: window.location.host });
  if (attributes.target)
    return (
      <a className={className} href={href} {...attributes} onClick={onClick}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={href} rel={external ? 'nofollow' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

function Message({ display }: { display: HeroDisplay }) {
  const parts = heroMessageParts(display);
  return (
    <p className={styles.message}>
      {parts.map((part, i) =>
        'href' in part ? (
          <AnyLink key={i} href={part.href} external={display.external} className={styles.link}>
            {part.text}
          </AnyLink>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** A button, or a link when it goes somewhere: in the app after the fade, or in a new tab at once. */
function ActionControl({
  hero,
  action,
  kind,
  asLink,
  external,
  className,
}: {
  hero: HeroSender;
  action: HeroAction;
  kind: 'hero.complete' | 'hero.dismiss';
  asLink: boolean;
  external: boolean;
  className: string | undefined;
}) {
  const newTab = Boolean(action.attributes.target);
  if ((asLink || newTab) && action.redirect !== '')
    return (
      <AnyLink
        href={action.redirect}
        external={external}
        className={className}
        onClick={(event) => {
          if (newTab) return hero.send({ type: kind });
          if (!plainClick(event)) return;
          // In the app: the banner fades first, then the app goes there (spec 2 section 4).
          event.preventDefault();
          hero.send({ type: kind, redirect: action.redirect });
        }}
      >
        {action.text}
      </AnyLink>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => hero.send({ type: kind, redirect: action.redirect })}
    >
      {action.text}
    </button>
  );
}

function Actions({ hero, display }: { hero: HeroSender; display: HeroDisplay }) {
  if (!display.complete && !display.dismiss) return null;
  return (
    <div className={styles.actions}>
      {display.complete ? (
        <ActionControl
          hero={hero}
          action={display.complete}
          kind="hero.complete"
          asLink={display.completeIsLink}
          external={display.external}
          className={styles.primary}
        />
      ) : null}
      {display.dismiss ? (
        <ActionControl
          hero={hero}
          action={display.dismiss}
          kind="hero.dismiss"
          asLink={false}
          external={display.external}
          className={styles.secondary}
        />
      ) : null}
    </div>
  );
}
