// @vitest-environment jsdom
// On-close mode's hold on leaving (spec 2 section 4 "Survey prompt"): which clicks leave the page.
import { afterEach, expect, test } from 'vitest';
import { leavingTarget } from './use-leave-guard';

afterEach(() => {
  document.body.innerHTML = '';
});

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

test('a plain click on an in-app link to another page leaves', () => {
  expect(leavingTarget(clickOn('<a href="/?q=1" data-target>Home</a>'), '/pin/1/')).toBe('/?q=1');
  expect(
    leavingTarget(clickOn('<a href="/search/"><span data-target>Search</span></a>'), '/pin/1/'),
  ).toBe('/search/');
});

test('a click that opens elsewhere, goes off-site or stays on the page does not leave', () => {
  const here = '/pin/1/';
  expect(leavingTarget(clickOn('<a href="/" target="_blank" data-target>x</a>'), here)).toBeNull();
  expect(leavingTarget(clickOn('<a href="https://example.com/" data-target>x</a>'), here)).toBe(
    null,
  );
  expect(leavingTarget(clickOn('<a href="/pin/1/#more" data-target>x</a>'), here)).toBeNull();
  expect(leavingTarget(clickOn('<a href="/" data-target>x</a>', { ctrlKey: true }), here)).toBe(
    null,
  );
  expect(leavingTarget(clickOn('<button data-target>x</button>'), here)).toBeNull();
});
