// The banner all banner kinds draw (spec 2 section 2 "Callout banner"): the info, warning or error
// tone's icon ('Info icon', 'Warning icon', 'Error icon', spec 2 section 8), title, message, link, a
// primary and a secondary action and the dismiss button, each click sent to `experiences` as
// its event 101 element (spec 2 section 7); the primary action completes the experience and the
// dismiss button dismisses it (spec 2 section 4).
import { DISMISS_BANNER_LABEL, type BannerComponent } from '../../domain/experiences';
import { calloutIconLabel } from '../../domain/callouts';
import { GuidanceAction } from './guidance-action';
import { GuidanceIcon } from './guidance-icon';
import type { Experience } from '../../domain/types';
import type { ExperiencesRef } from './renderer-props';
import { bannerPresses, useDisplayed } from './use-displayed';
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

export function BannerView({
  experience,
  experiences,
  component,
  content,
  secondaryDismisses = false,
}: {
  experience: Experience;
  experiences: ExperiencesRef;
  component: BannerComponent;
  content: BannerContent;
  /** The secondary action dismisses the experience (the metrics banner's second button). */
  secondaryDismisses?: boolean;
}) {
  useDisplayed(experiences, experience);
  const press = bannerPresses(experiences, experience, component);
  const { link, primary, secondary } = content;
  return (
    <section
      className={`${styles.banner ?? ''} ${styles[content.tone] ?? ''}`}
      aria-label={content.title || content.message}
      data-experience={experience.id}
    >
      {content.tone !== 'upsell' && (
        <GuidanceIcon
          label={calloutIconLabel(content.tone)}
          className={`${styles.icon ?? ''} ${styles[`${content.tone}Icon`] ?? ''}`}
        />
      )}
      <div className={styles.body}>
        {content.title && <h2 className={styles.title}>{content.title}</h2>}
        <p className={styles.message}>
          {content.message}{' '}
          {link && (
            <GuidanceAction
              href={link.href}
              label={link.text}
              className={styles.link}
              onPress={() => undefined}
            />
          )}
        </p>
      </div>
      <div className={styles.actions}>
        {secondary && (
          <GuidanceAction
            href={secondary.href}
            label={secondary.label}
            accessibilityLabel={secondary.accessibilityLabel}
            className={styles.secondary}
            onPress={() =>
              secondaryDismisses ? press.dismiss('secondary') : press.click('secondary')
            }
          />
        )}
        {primary && (
          <GuidanceAction
            href={primary.href}
            label={primary.label}
            accessibilityLabel={primary.accessibilityLabel}
            className={styles.primary}
            onPress={press.complete}
          />
        )}
        <button
          type="button"
          className={styles.dismiss}
          aria-label={DISMISS_BANNER_LABEL}
          onClick={() => press.dismiss('dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
