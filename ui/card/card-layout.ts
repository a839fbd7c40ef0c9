// Fixed heights of the pin card's parts, so the masonry knows every card's box before anything
// loads (layout shift 0). The footer renders each row at exactly these heights.
import { PLACEHOLDER_HEIGHT } from '../../domain/constants';
import type { CardModel } from './card-model';

export const FOOTER_PAD_TOP = 8;
export const FOOTER_PAD_BOTTOM = 4;
export const TITLE_LINE = 20;
export const ROW = 20;
export const REACTIONS_ROW = 24;
export const STATS_ROW = 40;
/** Average glyph width of the 14 px semibold title, to predict its line count (1 or 2). */
const TITLE_GLYPH = 7.6;

/** Title lines the card reserves: 1 or 2 (the title is clamped to them). */
export function titleLines({ title, width }: { title: string; width: number }): number {
  if (!title) return 0;
  const perLine = Math.max(8, Math.floor(width / TITLE_GLYPH));
  return title.length > perLine ? 2 : 1;
}

export type FooterRow =
  | 'title'
  | 'meta'
  | 'attribution'
  | 'price'
  | 'rating'
  | 'reactions'
  | 'note'
  | 'preOwned'
  | 'reason'
  | 'stats'
  | 'debug';

/** The footer rows a card shows, in order. */
export function footerRows(model: CardModel): FooterRow[] {
  const rows: FooterRow[] = [];
  if (model.title) rows.push('title');
  if (model.domain || model.creator) rows.push('meta');
  if (model.attribution) rows.push('attribution');
  if (model.price || model.priceLabel) rows.push('price');
  if (model.rating) rows.push('rating');
  if (model.reactions) rows.push('reactions');
  if (model.note) rows.push('note');
  if (model.preOwned) rows.push('preOwned');
  if (model.reason) rows.push('reason');
  if (model.stats) rows.push('stats');
  if (model.debug) rows.push('debug');
  return rows;
}

export function rowHeight({
  row,
  model,
  width,
}: {
  row: FooterRow;
  model: CardModel;
  width: number;
}): number {
  switch (row) {
    case 'title':
      return titleLines({ title: model.title, width }) * TITLE_LINE;
    case 'reactions':
      return REACTIONS_ROW;
    case 'stats':
      return STATS_ROW;
    default:
      return ROW;
  }
}

export function footerHeight({ model, width }: { model: CardModel; width: number }): number {
  const rows = footerRows(model);
  if (rows.length === 0) return 0;
  return (
    FOOTER_PAD_TOP +
    rows.reduce((sum, row) => sum + rowHeight({ row, model, width }), 0) +
    FOOTER_PAD_BOTTOM
  );
}

/** The media box height at a column width, from the image's own width and height. */
export function mediaHeight({ model, width }: { model: CardModel; width: number }): number {
  if (model.deleted) return PLACEHOLDER_HEIGHT;
  const { width: w, height: h } = model.image;
  if (!(w > 0) || !(h > 0)) return width;
  return Math.round((width * h) / w);
}

/** The whole card's height at a column width. */
export function cardHeight({ model, width }: { model: CardModel; width: number }): number {
  return mediaHeight({ model, width }) + footerHeight({ model, width });
}
