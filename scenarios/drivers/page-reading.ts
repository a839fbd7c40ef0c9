// How the player's browser driver (scenarios/drivers/browser-driver.ts) reads the live app as a person
// does: controls found by role and accessible name (within a pin's card when asked, reopening a
// menu a step closed), whether a text is shown outside the player's own chrome, and waiting for
// the next frame.
import type { PageTarget } from '../format';

/** Elements marked with this attribute (the player's own chrome) are not "the page". */
export const CHROME_ATTRIBUTE = 'data-scenario-chrome';

const ROLE_SELECTORS: Record<PageTarget['role'], string> = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="search"], textarea, [role="textbox"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  checkbox: 'input[type="checkbox"]:not([role]), [role="checkbox"]',
  radio: 'input[type="radio"]:not([role]), [role="radio"]',
  switch: '[role="switch"]',
  menuitem: '[role="menuitem"]',
  dialog: 'dialog, [role="dialog"]',
  article: 'article, [role="article"]',
  img: 'img, [role="img"]',
};

/** After the next frame is drawn: React has rendered what the machines did. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The accessible name as most controls carry it: aria-label, alt, or trimmed text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    if (text) return text;
  }
  // A form control named by the label around it (the cookie switches).
  if (element.tagName === 'INPUT') {
    const around = element.closest('label');
    if (around) return (around.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  const alt = element.getAttribute('alt');
  if (alt) return alt.trim();
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function isShown(element: Element): boolean {
  if (element.closest(`[${CHROME_ATTRIBUTE}]`)) return false;
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  const html = element as HTMLElement;
  return typeof html.getClientRects !== 'function' || html.getClientRects().length > 0;
}

/** Finds a control on the page by role and accessible name (within a pin's card when asked). */
export function findTarget(scope: ParentNode, target: PageTarget): HTMLElement | null {
  let within: ParentNode = scope;
  if (target.withinPin) {
    const card = scope.querySelector(`[data-pin-id="${CSS.escape(target.withinPin)}"]`);
    if (!card) return null;
    within = card;
  }
  const candidates = [...within.querySelectorAll<HTMLElement>(ROLE_SELECTORS[target.role])];
  const named = candidates.filter((el) => accessibleName(el) === target.name);
  const shown = named.find(isShown);
  if (shown) return shown;
  // A menu item in a menu that closed (a press on the player's own buttons light-dismisses a
  // popover menu between steps): the menu is opened again, as the person would open it.
  for (const el of named) {
    const menu = el.closest<HTMLElement>('[popover]');
    if (menu && !menu.matches(':popover-open')) {
      menu.showPopover();
      if (isShown(el)) return el;
    }
  }
  return null;
}

export function describeTarget(target: PageTarget): string {
  return `${target.role} '${target.name}'${target.withinPin ? ` on pin ${target.withinPin}'s card` : ''}`;
}

/** Whether a text is shown on the page, outside the player's own chrome. */
export function pageShowsText(doc: Document, text: string): boolean {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  let buffer = '';
  const owners: Element[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !isShown(parent)) continue;
    buffer += node.textContent ?? '';
    owners.push(parent);
    if (buffer.includes(text)) return true;
    if (buffer.length > text.length * 4) buffer = buffer.slice(-text.length * 2);
  }
  // Texts split across elements ("Saved to" + board name) are read per element too.
  return [...doc.querySelectorAll('[aria-label]')].some(
    (el) => isShown(el) && (el.getAttribute('aria-label') ?? '').includes(text),
  );
}
