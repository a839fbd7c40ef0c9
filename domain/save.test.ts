import { expect, test } from 'vitest';
import { errorMessage, savedIndicatorText, savedInfoFromRepin, saveToastText } from './save';

test("a quick save to profile shows 'Saved to Profile' with a 'Change' action", () => {
  expect(saveToastText({ boardName: null })).toEqual({
    headline: 'Saved to Profile',
    action: 'Change',
  });
});

test("a board save shows 'Saved to {board}' or 'Saved to {section} in {board}'", () => {
  expect(saveToastText({ boardName: 'Kitchen' })).toEqual({
    headline: 'Saved to Kitchen',
    action: null,
  });
  expect(saveToastText({ boardName: 'Kitchen', sectionName: 'Shelves' }).headline).toBe(
    'Saved to Shelves in Kitchen',
  );
});

test("new users get an 'Organize' button on a board save", () => {
  expect(saveToastText({ boardName: 'Kitchen', isNewUser: true }).action).toBe('Organize');
  expect(saveToastText({ boardName: '', isNewUser: true }).action).toBe('Change');
});

test("the saved indicator shows 'Saved!' first, then the board name truncated to 20", () => {
  expect(savedIndicatorText({ phase: 'justSaved', boardName: 'Kitchen' })).toBe('Saved!');
  expect(savedIndicatorText({ phase: 'named', boardName: 'Kitchen' })).toBe('Kitchen');
  expect(savedIndicatorText({ phase: 'named', boardName: 'Small space living rooms' })).toBe(
    'Small space living r…',
  );
  expect(savedIndicatorText({ phase: 'named', boardName: null })).toBe('Saved to Profile');
});

test("a failed call shows the server's message, else the fallback", () => {
  expect(errorMessage(Object.assign(new Error('x'), { serverMessage: 'Board is full' }))).toBe(
    'Board is full',
  );
  expect(errorMessage(Object.assign(new Error('x'), { serverMessage: '  ' }))).toBe(
    'Sorry! Something went wrong on our end.',
  );
  expect(errorMessage(new Error('network'))).toBe('Sorry! Something went wrong on our end.');
  expect(errorMessage(null, 'Sorry! There was an error deleting your Pin.')).toBe(
    'Sorry! There was an error deleting your Pin.',
  );
});

test('a profile save is titled Profile and lives on /me/; a board save is titled by its board', () => {
  expect(savedInfoFromRepin({ id: 'l1', board: null, section: null, isProfileSave: true })).toEqual(
    {
      title: 'Profile',
      type: 'profile',
      url: '/me/',
      localPinId: 'l1',
      boardId: null,
    },
  );
  const board = { id: 'b1', url: '/jane/kitchen/', name: 'Kitchen' };
  expect(savedInfoFromRepin({ id: 'l2', board, section: null, isProfileSave: false })).toEqual({
    title: 'Kitchen',
    type: 'board',
    url: '/jane/kitchen/',
    localPinId: 'l2',
    boardId: 'b1',
  });
  expect(
    savedInfoFromRepin({ id: 'l3', board, section: { title: 'Tiles' }, isProfileSave: false }),
  ).toMatchObject({ title: 'Tiles in Kitchen', type: 'section' });
});

test('a section save links to the board url plus the section slug', () => {
  const board = { id: 'b1', url: '/jane/kitchen/', name: 'Kitchen' };
  const section = { title: 'Wall tiles', slug: 'wall-tiles' };
  expect(savedInfoFromRepin({ id: 'l3', board, section, isProfileSave: false }).url).toBe(
    '/jane/kitchen/wall-tiles/',
  );
});
