// The banner all banner kinds draw (spec 2 section 2 "Callout banner"): title, message, link, a
// primary and a secondary action and the dismiss button, each click sent to `experiences` as
// its event 101 element (spec 2 section 7); the primary action completes the experience and the
// dismiss button dismisses it (spec 2 section 4).
import { Link } from 'react-router';
import {
  DISMISS_BANNER_LABEL,
  opensInNewTab,
  type BannerComponent,
  type BannerElement,
} from '../../domain/experiences';
import { viewTypeOfPath } from '../../domain/log-view-path';
import type { Experience } from '../../domain/types';
import type { ExperiencesRef } from './renderer-props';
import { completionLevelOf, useDisplayed } from './use-displayed';
import styles from './banner.module.css';

export interface BannerAction {
  label: string;
  accessibilityLabel: string;
  href: string;
}

export interface BannerContent {
  tone: 'info' | 'warning' | 'error' | 'upsell';
  title: string;
  message: string;
  link: { href: string; text: string } | null;
  primary: BannerAction | null;
  secondary: BannerAction | null;
}

function Action({
  action,
  className,
  onPress,
}: {
  action: BannerAction;
  className: string | undefined;
  onPress: () => void;
}) {
  if (action.href === '')
    return (
      <button
        type="button"
        className={className}
        aria-label={action.accessibilityLabel}
        onClick={onPress}
      >
        {action.label}
      </button>
    );
  if (opensInNewTab(action.href))
    return (
      <a
        className={className}
        href={action.href}
        target="_blank"
        rel="noreferrer nofollow"
        aria-label={action.accessibilityLabel}
        onClick={onPress}
      >
        {action.label}
      </a>
    );
  return (
    <Link
      className={className}
      to={action.href}
      aria-label={action.accessibilityLabel}
      onClick={onPress}
    >
      {action.label}
    </Link>
  );
}

export function BannerView({
  experience,
  experiences,
  component,
  content,
}: {
  experience: Experience;
  experiences: ExperiencesRef;
  component: BannerComponent;
  content: BannerContent;
}) {
  useDisplayed(experiences, experience);
  const placementId = experience.placement_id;
  const click = (element: BannerElement) =>
    experiences.send({
      type: 'experience.click',
      placementId,
      component,
      element,
      viewType: viewTypeOfPath(window.location.pathname),
    });
  const { link, primary, secondary } = content;
  return (
    <section
      className={`${styles.banner ?? ''} ${styles[content.tone] ?? ''}`}
      aria-label={content.title || content.message}
      data-experience={experience.id}
    >
      <div className={styles.body}>
        {content.title && <h2 className={styles.title}>{content.title}</h2>}
        <p className={styles.message}>
          {content.message}{' '}
          {link &&
            (opensInNewTab(link.href) ? (
              <a className={styles.link} href={link.href} target="_blank" rel="noreferrer nofollow">
                {link.text}
              </a>
            ) : (
              <Link className={styles.link} to={link.href}>
                {link.text}
              </Link>
            ))}
        </p>
      </div>
      <div className={styles.actions}>
        {secondary && (
          <Action
            action={secondary}
            className={styles.secondary}
            onPress={() => click('secondary')}
          />
        )}
        {primary && (
          <Action
            action={primary}
            className={styles.primary}
            onPress={() => {
              click('primary');
              experiences.send({
                type: 'experience.complete',
                placementId,
                completionLevel: completionLevelOf(experience),
              });
            }}
          />
        )}
        <button
          type="button"
          className={styles.dismiss}
          aria-label={DISMISS_BANNER_LABEL}
          onClick={() => {
            click('dismiss');
            experiences.send({ type: 'experience.dismiss', placementId });
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
