import { expect, test } from 'vitest';
import { saveErrorText, savedIndicatorText, saveToastText } from './save';

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
    'Small space living…',
  );
  expect(savedIndicatorText({ phase: 'named', boardName: null })).toBe('Saved to Profile');
});

test("save failure shows the server's message or the fallback", () => {
  expect(saveErrorText('Board not found')).toBe('Board not found');
  expect(saveErrorText('')).toBe('Sorry! Something went wrong on our end.');
  expect(saveErrorText(undefined)).toBe('Sorry! Something went wrong on our end.');
});
