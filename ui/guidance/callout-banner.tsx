// The callout banner (spec 2 section 2): error, info, warning and upsell, validated by
// domain/guidance.ts before it shows (spec 2 section 5).
import { BANNER_COMPONENT, UPSELL_TYPE } from '../../domain/experiences';
import { BannerView, type BannerAction, type BannerContent } from './banner-view';
import type { RendererProps } from './renderer-props';

type Data = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function action(value: unknown): BannerAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Data;
  const label = str(data.label);
  if (label === '') return null;
  return { label, accessibilityLabel: str(data.accessibilityLabel) || label, href: str(data.href) };
}

function link(value: unknown): BannerContent['link'] {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Data;
  return str(data.href) && str(data.text) ? { href: str(data.href), text: str(data.text) } : null;
}

function tone(type: string): BannerContent['tone'] {
  if (type === UPSELL_TYPE) return 'upsell';
  if (type === 'warning-callout') return 'warning';
  if (type === 'error-callout') return 'error';
  return 'info';
}

export function CalloutBanner({ experience, experiences }: RendererProps) {
  const data = experience.display_data;
  return (
    <BannerView
      experience={experience}
      experiences={experiences}
      component={BANNER_COMPONENT.calloutBanner}
      content={{
        tone: tone(str(data.type)),
        title: str(data.title),
        message: str(data.message),
        link: link(data.link),
        primary: action(data.primaryAction),
        secondary: action(data.secondaryAction),
      }}
    />
  );
}
