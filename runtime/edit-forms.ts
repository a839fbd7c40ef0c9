// How each named edit form (machines/edit-form-types.ts) saves and deletes, and what follows:
// entity store changes, a toast, a change to the account, the page to go to. One entry a name,
// typed by the names, so a form without a save fails the type check. Writes take no signal:
// leaving the page does not cancel what the person asked for.
import { fromPromise } from 'xstate';
import type { Api, BoardUpdateInput, PinUpdateInput, RepinResult } from '../api/api';
import { boardSectionPath } from '../domain/board';
import type { FormValues } from '../domain/edit-forms';
import { pinPath, profilePath } from '../domain/pin-path';
import { PIN_DELETED, savedInfoFromRepin, saveToastText } from '../domain/save';
import { saveBehaviorOfField } from '../domain/save-behavior';
import type { Board, BoardSection, Privacy, UserSettings } from '../domain/types';
import { editFormMachine } from '../machines/edit-form.machine';
import type {
  DeleteEditInput,
  EditFormName,
  EditFormOf,
  EditOutcome,
  SavedEdit,
  SaveEditInput,
} from '../machines/edit-form-types';
import type { SessionEvent } from '../machines/session-types';

type Changes = Readonly<Record<string, string>>;

/** One form's calls and what follows them. */
export interface EditFormEffect<N extends EditFormName> {
  save: (form: EditFormOf<N>, input: { changes: Changes; values: FormValues }) => Promise<unknown>;
  saved?: (form: EditFormOf<N>, output: unknown) => EditOutcome;
  remove?: (form: EditFormOf<N>) => Promise<void>;
  deleted?: (form: EditFormOf<N>) => EditOutcome;
}

export type EditFormEffects = { [N in EditFormName]: EditFormEffect<N> };

/** Only what changed is sent. */
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

/** The table of named forms over this API client. */
export function createEditForms(api: Api): EditFormEffects {
  return {
    pin: {
      save: ({ pinId }, { changes }) => api.updatePin(pinUpdateOf(pinId, changes)),
      saved: ({ pinId }) => ({ navigateTo: `/pin/${pinId}/` }),
      remove: ({ pinId }) => api.deletePin({ id: pinId }),
      deleted: ({ pinId, boardId, boardUrl }) => ({
        entities: [{ type: 'pin.deleted', pinId, boardId }],
        toast: { headline: PIN_DELETED },
        navigateTo: boardUrl || '/',
      }),
    },
    save: {
      save: ({ saveId, fromBoardId }, { values }) =>
        api.moveSave({ id: saveId, fromBoardId, boardId: values.boardId || null }),
      saved: ({ pinId }, output) => {
        const result = output as RepinResult;
        const { headline } = saveToastText({
          boardName: result.board?.name,
          sectionName: result.section?.title,
        });
        return {
          entities: [{ type: 'pin.saved', pinId, saved: savedInfoFromRepin(result) }],
          toast: { headline, duration: 'save' },
          navigateTo: `/pin/${pinId}/`,
        };
      },
      remove: ({ saveId, fromBoardId }) => api.deletePin({ id: saveId, boardId: fromBoardId }),
      deleted: ({ pinId }) => ({
        entities: [{ type: 'pin.unsaved', pinId }],
        toast: { headline: PIN_DELETED },
        navigateTo: `/pin/${pinId}/`,
      }),
    },
    newBoard: {
      save: ({ username }, { values }) =>
        api.createBoard({
          name: (values.name ?? '').trim(),
          privacy: (values.privacy ?? 'public') as Board['privacy'],
          username,
        }),
      // The profile's board list loads again once the store has the new board.
      saved: (_form, output) => ({ entities: [{ type: 'board.created', board: output as Board }] }),
    },
    board: {
      save: ({ boardId }, { changes }) => api.updateBoard(boardUpdateOf(boardId, changes)),
      saved: (_form, output) => {
        const saved = output as Board;
        return { entities: [{ type: 'board.updated', board: saved }], navigateTo: saved.url };
      },
      remove: ({ boardId }) => api.deleteBoard(boardId),
      deleted: ({ boardId, ownerUsername }) => ({
        entities: [{ type: 'board.deleted', boardId }],
        navigateTo: profilePath(ownerUsername),
      }),
    },
    newSection: {
      save: ({ boardId }, { values }) =>
        api.createBoardSection({ boardId, title: (values.title ?? '').trim() }),
      saved: ({ boardUrl }, output) => ({
        navigateTo: boardSectionPath({ boardUrl, slug: (output as BoardSection).slug }),
      }),
    },
    section: {
      save: ({ sectionId }, { values }) =>
        api.updateBoardSection({ id: sectionId, title: (values.title ?? '').trim() }),
      saved: ({ boardUrl }, output) => ({
        navigateTo: boardSectionPath({ boardUrl, slug: (output as BoardSection).slug }),
      }),
      remove: ({ sectionId }) => api.deleteBoardSection(sectionId),
      deleted: ({ boardUrl }) => ({ navigateTo: boardUrl }),
    },
    newPin: {
      save: (_form, { values }) => {
        const title = (values.title ?? '').trim();
        const link = (values.link ?? '').trim();
        return api.createPin({
          boardId: values.boardId ?? '',
          imageUrl: (values.image ?? '').trim(),
          ...(title ? { title } : {}),
          ...(link ? { link } : {}),
        });
      },
      saved: (_form, output) => ({ navigateTo: pinPath((output as { id: string }).id) }),
    },
    saveBehavior: {
      save: (_form, { values }) =>
        api.updateUserSettings({
          save_behavior: saveBehaviorOfField(values.saveBehavior) ?? undefined,
        }),
      // The session learns the account's new save behaviour, so every Save button follows.
      saved: (_form, output) => {
        const saved = (output as UserSettings).save_behavior;
        if (saved === undefined) return {};
        const changed: SessionEvent = { type: 'user.changed', changes: { saveBehavior: saved } };
        return { session: [changed] };
      },
    },
  };
}

/** Saves the named form with its entry of the table; answers the reply and what follows. */
export async function runSave(effects: EditFormEffects, input: SaveEditInput): Promise<SavedEdit> {
  // One name picks one entry; TypeScript cannot follow the name from the form to the table.
  const effect = effects[input.form.name] as EditFormEffect<EditFormName>;
  const form = input.form as EditFormOf<EditFormName>;
  const output = await effect.save(form, { changes: input.changes, values: input.values });
  return { output, outcome: effect.saved?.(form, output) ?? {} };
}

/** Deletes what the named form edits; answers what follows. */
export async function runDelete(
  effects: EditFormEffects,
  input: DeleteEditInput,
): Promise<EditOutcome> {
  const effect = effects[input.form.name] as EditFormEffect<EditFormName>;
  const form = input.form as EditFormOf<EditFormName>;
  if (!effect.remove) throw new Error(`The ${input.form.name} form deletes nothing`);
  await effect.remove(form);
  return effect.deleted?.(form) ?? {};
}

/** The edit form with every named form's save and delete. */
export function provideEditForm(api: Api) {
  const forms = createEditForms(api);
  return editFormMachine.provide({
    actors: {
      saveEdit: fromPromise<SavedEdit, SaveEditInput>(({ input }) => runSave(forms, input)),
      deleteEdit: fromPromise<EditOutcome, DeleteEditInput>(({ input }) => runDelete(forms, input)),
    },
  });
}
