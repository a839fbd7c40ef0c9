// The business upgrade banner, experience 503755: for personal accounts only, with the spec's own
// texts and a link to the business conversion page (spec 2 sections 2, 6 and 8).
import { BANNER_COMPONENT, showsUpgradeBanner, UPGRADE_BANNER } from '../../domain/experiences';
import { useViewer } from '../app/viewer';
import { BannerView } from './banner-view';
import type { RendererProps } from './renderer-props';

export function UpgradeBanner({ experience, experiences }: RendererProps) {
  const viewer = useViewer();
  if (!showsUpgradeBanner(viewer)) return null;
  return (
    <BannerView
      experience={experience}
      experiences={experiences}
      component={BANNER_COMPONENT.upgradeBanner}
      content={{
        tone: 'upsell',
        title: UPGRADE_BANNER.title,
        message: UPGRADE_BANNER.message,
        link: null,
        primary: {
          label: UPGRADE_BANNER.action,
          accessibilityLabel: UPGRADE_BANNER.action,
          href: UPGRADE_BANNER.href,
        },
        secondary: null,
      }}
    />
  );
}
