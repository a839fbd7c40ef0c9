// Price rules of the pin card: range, single price, struck original price, and the product state
// labels shown instead of a price (spec 1 sections 1 and 5).
import { productStateLabel } from './pin-card';
import type { OfferSummary, Pin, Product } from './types';

/** One formatter per locale and currency: making one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** A product price (spec 1 section 3) in its currency, formatted for a locale: `formatMoney({ amount: 12, currency: 'USD' })` is '$12.00'. */
export function formatMoney({
  amount,
  currency = 'USD',
  locale = 'en-US',
}: {
  amount: number;
  currency?: string;
  locale?: string;
}): string {
  try {
    return moneyFormat(locale, currency).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A price range 'min–max' when both ends exist and differ, otherwise the single price (spec 1 section 5). */
function priceRange({
  min,
  max,
  price,
}: {
  min?: string | null;
  max?: string | null;
  price?: string | null;
}): string | null {
  const lo = min?.trim();
  const hi = max?.trim();
  if (lo && hi) return lo === hi ? lo : `${lo}–${hi}`;
  const single = price?.trim() || lo || hi;
  return single ? single : null;
}

/** The original price when it exists and differs from the current price, else null (spec 1 section 5). */
function struckOriginalPrice({
  current,
  original,
}: {
  current: string | null | undefined;
  original: string | null | undefined;
}): string | null {
  const was = original?.trim();
  if (!was) return null;
  return was === current?.trim() ? null : was;
}

/** What the card shows for price: a price (with a struck original), a state label, or nothing. */
export type PriceDisplay =
  | { kind: 'price'; current: string; original: string | null }
  | { kind: 'label'; text: string }
  | { kind: 'none' };

function fromOfferSummary(offer: OfferSummary): PriceDisplay {
  const current = priceRange({ min: offer.minPrice, max: offer.maxPrice, price: offer.price });
  if (current === null) return { kind: 'none' };
  return {
    kind: 'price',
    current,
    original: struckOriginalPrice({ current, original: offer.standardPrice }),
  };
}

function fromProduct({ product, locale }: { product: Product; locale?: string }): PriceDisplay {
  const money = (amount: number | undefined) =>
    amount === undefined || !Number.isFinite(amount)
      ? null
      : formatMoney({ amount, currency: product.currency, locale });
  const current = priceRange({
    min: money(product.minPrice),
    max: money(product.maxPrice),
    price: money(product.currentPrice ?? product.price),
  });
  if (current === null) return { kind: 'none' };
  return {
    kind: 'price',
    current,
    original: struckOriginalPrice({ current, original: money(product.originalPrice) }),
  };
}

/**
 * The card's price: sold-out and stale products show their label instead of a price; otherwise
 * the first rich-summary offer, else the product, as a range or single price with the original
 * struck through when it differs (spec 1 section 5).
 */
export function priceDisplay({
  pin,
  locale,
}: {
  pin: Pick<Pin, 'isOosProduct' | 'isStaleProduct' | 'richSummary' | 'product'>;
  locale?: string;
}): PriceDisplay {
  const label = productStateLabel(pin);
  if (label) return { kind: 'label', text: label.text };
  const offer = pin.richSummary?.products[0]?.offerSummary;
  if (offer) {
    const shown = fromOfferSummary(offer);
    if (shown.kind !== 'none') return shown;
  }
  return pin.product ? fromProduct({ product: pin.product, locale }) : { kind: 'none' };
}
