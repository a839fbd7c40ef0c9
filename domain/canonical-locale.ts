// The locale as `Intl` takes it, apart from the time rules so the pages that word money and
// dates in a locale (the business pages) need nothing else of them.

/** The locale as `Intl` takes it ('ko_KR' is 'ko-KR'); null for one it refuses. */
export function canonicalLocale(locale: string): string | null {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/gu, '-'))[0] ?? null;
  } catch {
    return null;
  }
}
