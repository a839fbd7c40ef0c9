// Board sections of spec 3 section 7, and the section edit page of spec 3 section 2: a board's
// sections, one section, its rename (the slug follows) and its delete (its pins stay on the
// board, in no section).
import { canActOnBoard, SECTION_PERMISSION } from '../domain/permissions';
import type { Board, BoardSection } from '../domain/types';
import { freeSlug } from './boards';
import { canSeeBoard } from './decorate';
import type { Answer, Ctx, RouteDef } from './http';
import { conflict, forbidden, limitedText, newId, notFound, requireViewer } from './http';
import { boardOr404 } from './lookups';
import type { Store } from './store';

/** A section and its board, when the viewer may see the board. */
function sectionOr404(store: Store, id: string, viewerId: string | null) {
  const section = store.get('sections', id);
  const board = section ? store.get('boards', section.boardId) : undefined;
  if (!section || !board || !canSeeBoard(store, board.id, viewerId)) {
    throw notFound(`Board section ${id} not found.`);
  }
  return { section, board };
}

/** A section the viewer may change: the board's owner, or a collaborator allowed to add sections. */
function sectionToChange(ctx: Ctx, what: string): { section: BoardSection; board: Board } {
  const viewer = requireViewer(ctx, what);
  const found = sectionOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  const { board } = found;
  if (!canActOnBoard({ board, viewerId: viewer.id, action: SECTION_PERMISSION })) {
    throw forbidden(
      `Only the owner of ${board.name}, or a collaborator allowed to add sections, can change its sections.`,
    );
  }
  return found;
}

function updateSection(ctx: Ctx): Answer {
  const title = limitedText(ctx.body, 'title', 'sectionTitle');
  const { section, board } = sectionToChange(ctx, 'edit this section');
  const siblings = ctx.store
    .all('sections')
    .filter((s) => s.boardId === board.id && s.id !== section.id);
  const clash = siblings.find((s) => s.title.toLowerCase() === title.toLowerCase());
  if (clash) throw conflict(`${board.name} already has a section called "${clash.title}".`);
  const slugs = new Set(siblings.map((s) => s.slug));
  const updated: BoardSection = {
    ...section,
    title,
    slug: freeSlug(title, 'section', (s) => slugs.has(s)),
  };
  ctx.store.put('sections', updated);
  return { data: updated };
}

/** Adds a section to a board: a title of 1 to 50 characters, not one the board already has. A bad
 * body is refused with a 400 before anything is written. */
function createSection(ctx: Ctx): Answer {
  const title = limitedText(ctx.body, 'title', 'sectionTitle');
  const viewer = requireViewer(ctx, 'add a section');
  const board = boardOr404(ctx.store, ctx.params.id ?? '', viewer.id);
  if (!canActOnBoard({ board, viewerId: viewer.id, action: SECTION_PERMISSION })) {
    throw forbidden(
      `Only the owner of ${board.name}, or a collaborator allowed to add sections, can add sections.`,
    );
  }
  const siblings = ctx.store.all('sections').filter((s) => s.boardId === board.id);
  const clash = siblings.find((s) => s.title.toLowerCase() === title.toLowerCase());
  if (clash) throw conflict(`${board.name} already has a section called "${clash.title}".`);
  const slugs = new Set(siblings.map((s) => s.slug));
  const section: BoardSection = {
    id: newId('s'),
    boardId: board.id,
    title,
    slug: freeSlug(title, 'section', (s) => slugs.has(s)),
  };
  ctx.store.put('sections', section);
  ctx.store.put('boards', { ...board, sectionCount: board.sectionCount + 1 });
  return { data: section };
}

/** Deletes a section; its pins and the saves to it stay on the board, in no section. */
function deleteSection(ctx: Ctx): Answer {
  const { section, board } = sectionToChange(ctx, 'delete this section');
  const store = ctx.store;
  for (const pin of store.all('pins').filter((p) => p.sectionId === section.id))
    store.put('pins', { ...pin, sectionId: null });
  for (const save of store.all('saves').filter((s) => s.sectionId === section.id))
    store.put('saves', { ...save, sectionId: null });
  store.del('sections', section.id);
  store.put('boards', { ...board, sectionCount: Math.max(0, board.sectionCount - 1) });
  return { data: { id: section.id, deleted: true } };
}

export const sectionRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/boards/:id/sections/',
    summary: "A board's sections (id, boardId, title, slug)",
    handler: (ctx) => {
      const board = boardOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null);
      return { data: ctx.store.all('sections').filter((s) => s.boardId === board.id) };
    },
  },
  {
    method: 'POST',
    path: '/v3/boards/:id/sections/',
    summary:
      'Section create (board owner, or a collaborator with add_section): title (1-50, unique on its board: 409 otherwise); a bad body is a 400 and writes nothing; answers the section',
    write: true,
    handler: createSection,
  },
  {
    method: 'GET',
    path: '/v3/board_sections/:id/',
    summary: 'One board section (id, boardId, title, slug), when its board is visible',
    handler: (ctx) => ({
      data: sectionOr404(ctx.store, ctx.params.id ?? '', ctx.viewer?.id ?? null).section,
    }),
  },
  {
    method: 'PATCH',
    path: '/v3/board_sections/:id/',
    summary:
      'Section rename (board owner, or a collaborator with add_section): title (1-50, unique on its board); the slug follows; answers the section',
    write: true,
    handler: updateSection,
  },
  {
    method: 'DELETE',
    path: '/v3/board_sections/:id/',
    summary:
      'Section delete (same people): its pins and the saves to it stay on the board, in no section',
    write: true,
    handler: deleteSection,
  },
];
