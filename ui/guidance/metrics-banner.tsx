// The metrics banner for partners, experience 502527 (spec 2 section 2): title_text, subtitle_text
// and its two buttons, drawn as a banner; validated by domain/experiences.ts before it shows
// (type 5, at least 2 buttons, spec 2 section 5). The first button completes the experience, the
// second, without a link, dismisses it.
import { metricsBannerDisplay } from '../../domain/callouts';
import { BANNER_COMPONENT } from '../../domain/experiences';
import { BannerView } from './banner-view';
import type { RendererProps } from './renderer-props';

export function MetricsBanner({ experience, experiences }: RendererProps) {
  const display = metricsBannerDisplay(experience.display_data);
  const action = ({ text, uri }: { text: string; uri: string }) => ({
    label: text,
    accessibilityLabel: text,
    href: uri,
  });
  return (
    <BannerView
      experience={experience}
      experiences={experiences}
      component={BANNER_COMPONENT.calloutBanner}
      secondaryDismisses
      content={{
        tone: 'upsell',
        title: display.title,
        message: display.subtitle,
        link: null,
        primary: action(display.primary),
        secondary: action(display.secondary),
      }}
    />
  );
}
