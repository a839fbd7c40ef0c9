// From an edit form's changed fields to the update calls' inputs: only what changed is sent.
import type { BoardUpdateInput, PinUpdateInput } from '../../api/api';
import type { Privacy } from '../../domain/types';

type Changes = Readonly<Record<string, string>>;

export function pinUpdateOf(id: string, changes: Changes): PinUpdateInput {
  return {
    id,
    ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.boardId !== undefined ? { boardId: changes.boardId } : {}),
  };
}

export function boardUpdateOf(id: string, changes: Changes): BoardUpdateInput {
  return {
    id,
    ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.privacy !== undefined ? { privacy: changes.privacy as Privacy } : {}),
  };
}
