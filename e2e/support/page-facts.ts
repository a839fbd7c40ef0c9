// What a first screen holds, read in the page: its width against the window's, the floating
// surfaces over it (anything fixed, and shadowed bubbles placed absolutely: flyouts, popovers),
// how much of the screen they cover, a modal over the page, and controls cut at an edge or drawn
// over. `npm run shots` turns the facts into notes beside each picture (scripts/shots-notes.ts);
// e2e/every-screen.spec.ts checks them. Surfaces are found by how they are drawn, not by a
// marker, so one that forgets to say it floats is found too.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Named extends Box {
  /** The element's accessible name, role or first words. */
  name: string;
}

/** A floating surface, and whether it is one of the toasts' host (read with its box, at once). */
export interface Floating extends Named {
  toast: boolean;
}

export interface PageFacts {
  /** The screen: the visual viewport, what the picture shows. */
  width: number;
  height: number;
  /** The layout viewport's width, which fixed surfaces are placed in: over `width` when a phone page is too wide. */
  layoutWidth: number;
  /** The document's scroll width: over `width` when the page scrolls sideways. */
  scrollWidth: number;
  /**
   * Surfaces floating over the page on the first screen: outermost fixed elements (a transparent
   * slot stands for the surfaces in it) and shadowed bubbles placed absolutely (flyouts, popovers).
   */
  floating: Floating[];
  /** Modals over the page (a modal dialog, or a fixed layer over the whole window), by name. */
  overlays: string[];
  /** Buttons, links and fields on the first screen that the window's left or right edge cuts. */
  cut: Named[];
  /** Headings, buttons and links of the page under a floating surface, at their centre. */
  hidden: { surface: string; what: string; heading: boolean }[];
  /** Share of the first screen (0 to 1) under floating surfaces, sampled every 10 px. */
  covered: number;
}

/** Reads the page's facts; a string, so it reaches the page as written. */
export const PAGE_FACTS = `(() => {
  const vv = window.visualViewport;
  const vw = vv ? vv.width : document.documentElement.clientWidth;
  const vh = vv ? vv.height : document.documentElement.clientHeight;
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    const label = el.getAttribute('aria-label') || (by && (document.getElementById(by) || {}).textContent);
    const heading = el.querySelector('h1,h2,h3,h4,strong,p');
    const picture = el.querySelector('img[alt]:not([alt=""])');
    const text = label || (heading && heading.textContent) || el.textContent ||
      el.getAttribute('placeholder') || el.getAttribute('title') || (picture && picture.alt) || '';
    return text.replace(/\\s+/g, ' ').trim().slice(0, 48) || el.tagName.toLowerCase();
  };
  const box = (r) => ({ left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) });
  const shown = (cs) => cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0.05;
  const onScreen = (r) => r.width >= 4 && r.height >= 4 && r.right > 0 && r.bottom > 0 && r.left < vw && r.top < vh;
  const clear = (cs) => /rgba\\(0, 0, 0, 0\\)|transparent/.test(cs.backgroundColor) && cs.boxShadow === 'none';
  const surfaces = [], overlays = [], cut = [];
  const addSurface = (el) => {
    const cs = getComputedStyle(el), r = el.getBoundingClientRect();
    if (!shown(cs) || !onScreen(r) || (el.children.length === 0 && !el.textContent.trim())) return;
    if (r.left <= 0 && r.top <= 0 && r.right >= vw && r.bottom >= vh) {
      const dialog = el.matches('dialog,[role=dialog],[role=alertdialog]') ? el : el.querySelector('[role=dialog],[role=alertdialog],dialog');
      overlays.push(nameOf(dialog || el));
      return;
    }
    if (clear(cs) && el.children.length > 0) { for (const child of el.children) addSurface(child); return; }
    surfaces.push(el);
  };
  for (const el of document.body.querySelectorAll('*')) {
    const cs = getComputedStyle(el);
    if (el.matches(':modal,[aria-modal=true]')) {
      if (shown(cs)) overlays.push(nameOf(el));
      continue;
    }
    if (cs.position === 'fixed') {
      let outer = true;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).position === 'fixed') { outer = false; break; }
      }
      if (outer) addSurface(el);
    } else if (cs.position === 'absolute' && cs.boxShadow !== 'none' && !clear(cs) && shown(cs)) {
      const r = el.getBoundingClientRect();
      if (r.width >= 120 && r.height >= 40 && onScreen(r)) surfaces.push(el);
    }
  }
  // Under a modal the page is out of reach: the modal is the note.
  const floating = overlays.length ? [] : surfaces.filter((s) => !surfaces.some((o) => o !== s && o.contains(s)));
  const named = floating.map((el) => ({ name: nameOf(el), ...box(el.getBoundingClientRect()),
    toast: Boolean(el.closest('[data-testid="toast-host"]')) }));
  const hidden = [];
  for (const el of document.body.querySelectorAll('h1,h2,h3,button,a[href],input,[role=button]')) {
    const cs = getComputedStyle(el), r = el.getBoundingClientRect();
    if (!shown(cs) || !onScreen(r) || floating.some((f) => f.contains(el))) continue;
    if (r.right > vw + 2 || r.left < -2) cut.push({ name: nameOf(el), ...box(r) });
    const x = Math.min(Math.max((r.left + r.right) / 2, 0), vw - 1), y = Math.min(Math.max((r.top + r.bottom) / 2, 0), vh - 1);
    const top = document.elementFromPoint(x, y);
    if (!top || el.contains(top) || top.contains(el)) continue;
    const owner = floating.find((f) => f.contains(top));
    if (owner) hidden.push({ surface: nameOf(owner), what: nameOf(el), heading: /^H[1-3]$/.test(el.tagName) });
  }
  let hit = 0, all = 0;
  for (let y = 5; y < vh; y += 10) for (let x = 5; x < vw; x += 10) {
    all += 1;
    if (named.some((f) => x >= f.left && x < f.right && y >= f.top && y < f.bottom)) hit += 1;
  }
  return { width: Math.round(vw), height: Math.round(vh), layoutWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth, floating: named, overlays, cut, hidden,
    covered: all ? hit / all : 0 };
})()`;
