// The contact sheet of `npm run shots` (scripts/shots.ts): one plain HTML page, no script, with a
// section per route and a column per viewer and size; each picture links to its full file and
// its caption names the route, the viewer and the size. Pure: the shots in, the HTML out.
import type { Shot, ShotRoute, ShotSize, ShotViewer } from '../e2e/support/screens';

/** What became of one shot: taken, or the reason it was not. */
export interface ShotOutcome {
  shot: Shot;
  /** The sentence saying why no picture was taken; absent when it was. */
  error?: string;
  /** What was noticed on the first screen (scripts/shots-notes.ts). */
  notes?: readonly string[];
}

export interface SheetInput {
  outcomes: readonly ShotOutcome[];
  routes: readonly ShotRoute[];
  viewers: readonly ShotViewer[];
  sizes: readonly ShotSize[];
  /** When the pictures were taken (ISO 8601). */
  takenAt: string;
  /** The commit the build was made from, when known. */
  commit?: string;
  /** How long the whole command took, in seconds. */
  seconds?: number;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => ESCAPES[c] ?? c);
}

/** The caption of a shot: route, viewer and size, as the sheet and the images' alt text say them. */
export function shotCaption(shot: Shot): string {
  return `${shot.route.label} · ${shot.viewer.label} · ${shot.size.label}`;
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; padding: 16px 24px 48px; max-width: 2200px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  .meta { margin: 0 0 16px; color: GrayText; }
  h2 { font-size: 1.1rem; margin: 32px 0 8px; padding-top: 8px; border-top: 1px solid GrayText; }
  h2 code { font-weight: normal; font-size: 0.9rem; margin-left: 8px; }
  nav a { margin-right: 12px; }
  .grid {
    display: grid; gap: 16px 12px; align-items: start;
    grid-template-columns: var(--columns);
  }
  .head { font-weight: 600; font-size: 0.85rem; position: sticky; top: 0; padding: 4px 0;
    background: Canvas; z-index: 1; }
  figure { margin: 0; }
  figure img { display: block; width: 100%; height: auto; border: 1px solid GrayText; }
  figcaption { font-size: 0.75rem; margin-top: 4px; overflow-wrap: anywhere; }
  figcaption ul { margin: 4px 0 0; padding-left: 16px; color: #b3261e; }
  .missing { font-size: 0.8rem; color: GrayText; border: 1px dashed GrayText; padding: 12px; }
  .failed { font-size: 0.8rem; border: 2px solid #c62828; padding: 12px; overflow-wrap: anywhere; }
  @media (max-width: 900px) { .grid { grid-template-columns: 1fr 2fr; } .head { display: none; } }
`;

/** A size's share of a viewer's width: a phone column narrower than a desktop one. */
function columnWidth(size: ShotSize): string {
  return size.width < 800 ? 'minmax(100px, 1fr)' : 'minmax(160px, 2fr)';
}

function notesList(notes: readonly string[] = []): string {
  if (notes.length === 0) return '';
  return `<ul class="notes">${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`;
}

function cell(outcome: ShotOutcome | undefined, viewer: ShotViewer, size: ShotSize): string {
  if (!outcome) {
    return `<div class="missing">Not a page for ${escapeHtml(viewer.label)} (${escapeHtml(size.label)})</div>`;
  }
  const { shot } = outcome;
  const caption = escapeHtml(shotCaption(shot));
  if (outcome.error !== undefined) {
    return `<div class="failed"><strong>No picture:</strong> ${caption}<br><code>${escapeHtml(shot.url)}</code><br>${escapeHtml(outcome.error)}</div>`;
  }
  const file = encodeURI(shot.file);
  const full = shot.fullPageFile
    ? ` · <a href="${encodeURI(shot.fullPageFile)}">full page</a>`
    : '';
  return [
    '<figure>',
    `<a href="${file}"><img src="${file}" alt="${caption}" loading="lazy" width="${shot.size.width}" height="${shot.size.height}"></a>`,
    `<figcaption>${caption}${full}<br><code>${escapeHtml(shot.url)}</code>${notesList(outcome.notes)}</figcaption>`,
    '</figure>',
  ].join('');
}

/** The contact sheet's HTML: a section per route, a column per viewer and size. */
export function contactSheet(input: SheetInput): string {
  const { outcomes, routes, viewers, sizes } = input;
  const columns = viewers.flatMap((viewer) => sizes.map((size) => ({ viewer, size })));
  const template = columns.map(({ size }) => columnWidth(size)).join(' ');
  const head = columns
    .map(
      ({ viewer, size }) =>
        `<div class="head">${escapeHtml(viewer.label)}<br>${escapeHtml(size.label)}</div>`,
    )
    .join('\n');
  const find = (route: ShotRoute, viewer: ShotViewer, size: ShotSize) =>
    outcomes.find(
      ({ shot }) =>
        shot.route.id === route.id && shot.viewer.id === viewer.id && shot.size.id === size.id,
    );
  const sections = routes.map((route) => {
    const cells = columns.map(({ viewer, size }) => cell(find(route, viewer, size), viewer, size));
    return [
      `<section id="${escapeHtml(route.id)}">`,
      `<h2>${escapeHtml(route.label)}<code>${escapeHtml(route.path)}</code></h2>`,
      `<div class="grid">`,
      head,
      ...cells,
      '</div>',
      '</section>',
    ].join('\n');
  });
  const taken = outcomes.filter((o) => o.error === undefined).length;
  const failed = outcomes.length - taken;
  const meta = [
    `${taken} pictures${failed ? `, ${failed} not taken` : ''}`,
    `taken ${escapeHtml(input.takenAt)}`,
    input.commit ? `commit ${escapeHtml(input.commit)}` : '',
    input.seconds !== undefined ? `in ${input.seconds} s` : '',
  ].filter(Boolean);
  const nav = routes
    .map((route) => `<a href="#${escapeHtml(route.id)}">${escapeHtml(route.label)}</a>`)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Pinstate screenshots</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    `<body style="--columns: ${template}">`,
    '<h1>Pinstate screenshots</h1>',
    `<p class="meta">${meta.join(' · ')}. Each picture opens its full file; phone pictures of pages that end also link the full page. Red notes under a picture are what was noticed on its first screen (a page wider than the window, floating surfaces overlapping or past an edge, a control cut): hints to look at, not verdicts.</p>`,
    `<nav>${nav}</nav>`,
    ...sections,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
