// The callout of types 27 and 28 (spec 2 section 2 "Callout"): an icon (code 1 to 34) in its icon
// colour (code 1 to 12), the title, the message as sanitized HTML with links, the complete button
// and the dismiss button, and the dismiss icon 'Dismiss callout' unless `hideDismissButton`. It
// enters with the callout placement transition, 300 ms (spec 2 section 9). Clicks are logged as
// event 101 banner elements (spec 2 section 7): complete is the primary element, the dismiss
// button the secondary one, the dismiss icon the dismiss element.
import type { CSSProperties } from 'react';
import {
  CALLOUT_TRANSITION_MS,
  calloutIconLabel,
  DISMISS_CALLOUT_LABEL,
  type CalloutDisplay,
} from '../../domain/callouts';
import { BANNER_COMPONENT } from '../../domain/experiences';
import type { Experience } from '../../domain/types';
import { GuidanceAction } from './guidance-action';
import { GuidanceHtml } from './guidance-html';
import { GuidanceIcon } from './guidance-icon';
import type { ExperiencesRef } from './renderer-props';
import { bannerPresses, useDisplayed } from './use-displayed';
import banner from './banner.module.css';
import styles from './callout.module.css';

function CalloutIcon({ code, color }: { code: number; color: number | null }) {
  return (
    <GuidanceIcon
      label={calloutIconLabel('coded')}
      className={`${styles.icon ?? ''} ${styles[`color${color ?? 0}`] ?? ''}`}
      code={code}
    />
  );
}

export function CalloutView({
  experience,
  experiences,
  display,
  floating = false,
}: {
  experience: Experience;
  experiences: ExperiencesRef;
  display: CalloutDisplay;
  /** The floating upsell (type 28): its image shows, at most 128 wide. */
  floating?: boolean;
}) {
  useDisplayed(experiences, experience);
  const press = bannerPresses(experiences, experience, BANNER_COMPONENT.calloutBanner);
  const { complete, image } = display;
  const name = display.title || display.message.replace(/<[^>]*>/gu, '');
  return (
    <section
      className={`${banner.banner ?? ''} ${styles.callout ?? ''} ${floating ? (styles.floating ?? '') : ''}`}
      style={{ '--callout-transition': `${CALLOUT_TRANSITION_MS}ms` } as CSSProperties}
      aria-label={name}
      data-experience={experience.id}
    >
      {floating && image ? (
        <img
          className={styles.image}
          src={image.url}
          width={image.width}
          height={image.height}
          alt=""
        />
      ) : display.icon !== null ? (
        <CalloutIcon code={display.icon} color={display.iconColor} />
      ) : null}
      <div className={banner.body}>
        {display.title && <h2 className={banner.title}>{display.title}</h2>}
        {display.message && (
          <p className={`${banner.message ?? ''} ${styles.message ?? ''}`}>
            <GuidanceHtml html={display.message} />
          </p>
        )}
        <div className={`${banner.actions ?? ''} ${styles.actions ?? ''}`}>
          {complete && (
            <GuidanceAction
              href={complete.url}
              label={complete.text}
              className={banner.primary}
              onPress={press.complete}
            />
          )}
          {display.dismiss && (
            <GuidanceAction
              href={display.dismiss.url}
              label={display.dismiss.text}
              className={banner.secondary}
              onPress={() => press.dismiss('secondary')}
            />
          )}
        </div>
      </div>
      {display.dismissIcon && (
        <button
          type="button"
          className={banner.dismiss}
          aria-label={DISMISS_CALLOUT_LABEL}
          onClick={() => press.dismiss('dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
