// Document titles (spec 3 section 2, "Screens and routes"): every page names what it shows, then
// the product: 'Kitchen ideas by Pinstate Demo | Pinstate'. The home feed is the product's front
// page and is called by the product's name alone. Views render the result in a React `<title>`.
// The names of the pages are in page-names.ts (loaded with the pages, not with the home feed).

/** The product's name, the end of every title and the home feed's whole title. */
const PRODUCT_NAME = 'Pinstate';

/** Longest name a title keeps (a pin title may run to 200 characters); longer ones end in '…'. */
const PAGE_NAME_MAX = 100;

/** What the not-found page is called (it loads with the home feed). */
export const NOT_FOUND_PAGE_NAME = 'Page not found';

/**
 * `{name} | Pinstate`, the name made of the given parts from the most to the least specific
 * (`kitchen - Search`); empty parts are left out, and no name at all is the product's name alone.
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const text = parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' - ');
  if (!text) return PRODUCT_NAME;
  const chars = Array.from(text);
  const cut =
    chars.length > PAGE_NAME_MAX
      ? `${chars
          .slice(0, PAGE_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : text;
  return `${cut} | ${PRODUCT_NAME}`;
}
