// Short number form (spec 1 section 9, spec 3 section 9), apart from the other number rules
// (numbers.ts, which re-exports it): the home feed's cards read it, and a module the first paint
// reads lands in its chunk whole (decision 108).
import { NUMBER_FRACTION_DIGITS, NUMBER_SHORTEN_ABOVE } from './constants';

interface Unit {
  value: number;
  suffix: string;
}

/** k, M, B for most languages (spec 1 section 9). */
const WESTERN_UNITS: readonly Unit[] = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'k' },
];

/** 万 and 億 for Chinese, Japanese and Korean (spec 3 section 9). */
const EAST_ASIAN_UNITS: readonly Unit[] = [
  { value: 1e8, suffix: '億' },
  { value: 1e4, suffix: '万' },
];

const EAST_ASIAN_LANGUAGES = new Set(['zh', 'ja', 'ko']);

/** Whether a locale ('ja', 'zh-CN', 'ko_KR', ...) counts in 万 and 億 (spec 3 section 9). */
function usesEastAsianUnits(locale: string | null | undefined): boolean {
  const language = (locale ?? '').toLowerCase().split(/[-_]/u)[0] ?? '';
  return EAST_ASIAN_LANGUAGES.has(language);
}

/** `value` rounded half up to `digits` fraction digits, trailing zeros dropped. */
function roundFraction(value: number, digits: number): string {
  const factor = 10 ** digits;
  // The small epsilon keeps 1.005 from rounding down through binary representation.
  const rounded = Math.round(value * factor + 1e-9) / factor;
  return rounded.toFixed(digits).replace(/\.?0+$/u, '');
}

/**
 * Short number form: above 999, k, M, B (or 万, 億 for zh, ja, ko) with up to 2 fraction digits
 * (1 in the drawer), rounded half up; a value that rounds up to the next unit is shown in it
 * (999999 is 1M, not 1000k); past `upperLimit` the limit is shown with a trailing '+' (spec 1
 * section 9, spec 3 section 9; docs/decisions/056).
 */
export function shortenNumber({
  value,
  locale = 'en',
  fractionDigits = NUMBER_FRACTION_DIGITS,
  upperLimit,
}: {
  value: number;
  locale?: string;
  fractionDigits?: number;
  upperLimit?: number;
}): string {
  if (!Number.isFinite(value)) return '0';
  if (upperLimit !== undefined && value > upperLimit) {
    return `${shortenNumber({ value: upperLimit, locale, fractionDigits })}+`;
  }
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.floor(Math.abs(value));
  if (magnitude <= NUMBER_SHORTEN_ABOVE) return `${sign}${magnitude}`;
  const units = usesEastAsianUnits(locale) ? EAST_ASIAN_UNITS : WESTERN_UNITS;
  const index = units.findIndex((u) => magnitude >= u.value);
  const unit = units[index];
  if (!unit) return `${sign}${magnitude}`;
  const shown = roundFraction(magnitude / unit.value, fractionDigits);
  // Rounded up to a whole next unit (999999 → 1000k): shown in that unit instead (1M).
  const bigger = units[index - 1];
  if (bigger && Number(shown) * unit.value >= bigger.value)
    return `${sign}${roundFraction(magnitude / bigger.value, fractionDigits)}${bigger.suffix}`;
  return `${sign}${shown}${unit.suffix}`;
}
