import { expect, test } from 'vitest';
import {
  savedIndicatorName,
  statsLabel,
  storyTitle,
  textLength,
  trimTitle,
  truncate,
} from './text';
import { displayDescription } from './description';
import {
  codePointName,
  firstControlCharacter,
  hasControlCharacters,
  textLimitProblem,
} from './text-limits';
import { sharedPinHeader } from './invite';

/** A description as a pin shows it under any other title ('' when it is not shown). */
const trimDescription = (description: string) =>
  displayDescription({ description, displayName: '' }) ?? '';
const isDescriptionEligible = (pin: { description?: string; displayName: string }) =>
  displayDescription({ description: pin.description, displayName: pin.displayName }) !== null;
/** The sender's name as the shared-pin header shows it; null when there is no header. */
const senderName = (name: string) =>
  sharedPinHeader(name)?.replace(' shared this idea with you', '') ?? null;

test('titles are trimmed to 200 characters', () => {
  const title = 'a'.repeat(250);
  expect(trimTitle(title)).toHaveLength(200);
  expect(trimTitle('  Cozy reading nook  ')).toBe('Cozy reading nook');
  expect(trimTitle(undefined)).toBe('');
});

test('descriptions are trimmed to 496 characters with whitespace collapsed', () => {
  expect(trimDescription('Soft   light\n\n and\twarm  wood ')).toBe('Soft light and warm wood');
  const long = 'word   '.repeat(200);
  const trimmed = trimDescription(long);
  expect(textLength(trimmed)).toBeLessThanOrEqual(496);
  expect(trimmed).not.toMatch(/\s{2}/);
});

test('whitespace runs collapse to one space', () => {
  expect(trimDescription(' a \n\n b\t\tc ')).toBe('a b c');
});

test('a description is used only if longer than 3 characters', () => {
  expect(isDescriptionEligible({ description: 'abc', displayName: 'Title' })).toBe(false);
  expect(isDescriptionEligible({ description: ' ab  c ', displayName: 'Title' })).toBe(true);
  expect(isDescriptionEligible({ description: 'abcd', displayName: 'Title' })).toBe(true);
  expect(isDescriptionEligible({ description: undefined, displayName: 'Title' })).toBe(false);
});

test('a description equal to the display name is not used', () => {
  expect(isDescriptionEligible({ description: 'Blue kitchen', displayName: 'Blue kitchen' })).toBe(
    false,
  );
  expect(
    isDescriptionEligible({ description: 'Blue   kitchen ', displayName: 'Blue kitchen' }),
  ).toBe(false);
  expect(displayDescription({ description: 'Blue kitchen', displayName: 'Blue kitchen' })).toBe(
    null,
  );
  expect(displayDescription({ description: 'A  blue kitchen', displayName: 'Blue kitchen' })).toBe(
    'A blue kitchen',
  );
});

test('a story title under 32 characters is shown whole', () => {
  expect(storyTitle('Weekend pasta')).toBe('Weekend pasta');
  expect(storyTitle('a'.repeat(31))).toBe('a'.repeat(31));
});

test('a story title of 32 characters or more is cut to 32 plus an ellipsis', () => {
  expect(storyTitle('a'.repeat(32))).toBe(`${'a'.repeat(32)}…`);
  expect(storyTitle('b'.repeat(50))).toBe(`${'b'.repeat(32)}…`);
});

test('truncated to N keeps text of N characters whole, and of longer text its first N plus an ellipsis', () => {
  expect(truncate({ text: 'Kitchen', max: 20 })).toBe('Kitchen');
  expect(truncate({ text: 'a'.repeat(20), max: 20 })).toBe('a'.repeat(20));
  expect(truncate({ text: 'a'.repeat(21), max: 20 })).toBe(`${'a'.repeat(20)}…`);
  expect(truncate({ text: 'anything', max: 0 })).toBe('…');
});

test('simplified truncation never splits an emoji', () => {
  const text = '🌸'.repeat(30);
  expect(truncate({ text, max: 20 })).toBe(`${'🌸'.repeat(20)}…`);
});

test('saved indicator name is truncated to 20 characters', () => {
  expect(savedIndicatorName('Home decor ideas for the living room')).toBe('Home decor ideas for…');
  expect(savedIndicatorName('Saved to Profile')).toBe('Saved to Profile');
});

test('shared-pin sender name is cut to 30 characters', () => {
  expect(senderName('x'.repeat(45))).toBe(`${'x'.repeat(30)}…`);
  expect(senderName('x'.repeat(30))).toBe('x'.repeat(30));
  expect(senderName('Ada')).toBe('Ada');
});

test('shared-pin header is omitted if the sender has no name', () => {
  expect(senderName('')).toBe(null);
  expect(sharedPinHeader(undefined)).toBe(null);
  expect(sharedPinHeader('  ')).toBe(null);
  expect(sharedPinHeader('Ada')).toBe('Ada shared this idea with you');
});

test('stats label longer than 14 is shortened to 12 characters plus an ellipsis', () => {
  expect(statsLabel('See more stats')).toBe('See more stats');
  expect(statsLabel('See all the statistics')).toBe('See all the …');
  expect(statsLabel('a'.repeat(15))).toBe(`${'a'.repeat(12)}…`);
});

test('every text limit counts characters as a person does: 50 emoji are a 50-character board name', () => {
  expect(textLimitProblem({ field: 'boardName', text: '😀'.repeat(50) })).toBeNull();
  expect(textLimitProblem({ field: 'boardName', text: '😀'.repeat(51) })).toBe('tooLong');
  expect(textLimitProblem({ field: 'boardName', text: `  ${'b'.repeat(50)}  ` })).toBeNull();
  expect(textLimitProblem({ field: 'sectionTitle', text: '   ' })).toBe('blank');
  expect(textLimitProblem({ field: 'pinTitle', text: '' })).toBeNull();
  expect(textLimitProblem({ field: 'pinTitle', text: 'é'.repeat(201) })).toBe('tooLong');
  expect(textLimitProblem({ field: 'pinDescription', text: 'x'.repeat(500) })).toBeNull();
  expect(textLimitProblem({ field: 'boardDescription', text: 'x'.repeat(501) })).toBe('tooLong');
});

test('a written text may hold no control character other than tab, line feed and carriage return', () => {
  expect(firstControlCharacter('Kit\u0000chen')).toBe(0);
  expect(firstControlCharacter('bell\u0007')).toBe(7);
  expect(firstControlCharacter('del\u007f')).toBe(0x7f);
  expect(firstControlCharacter('next line\u0085')).toBe(0x85);
  expect(firstControlCharacter('Line one\r\nLine two\tend 😀')).toBeNull();
  expect(hasControlCharacters('Kitchen')).toBe(false);
  expect(codePointName(0x1b)).toBe('U+001B');
});
