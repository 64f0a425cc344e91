import {describe, expect, it} from 'vitest';
import {shortcutAction} from '../theme/SearchBar/useSearchShortcuts';

type Press = Parameters<typeof shortcutAction>[0];
const press = (key: string, extra: Partial<Press> = {}): Press => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});
const closed = {isOpen: false, buttonFocused: false};
const open = {isOpen: true, buttonFocused: false};

describe('shortcutAction', () => {
  it('toggles the modal with Ctrl+K and Cmd+K, open or closed', () => {
    expect(shortcutAction(press('k', {ctrlKey: true}), closed)).toBe('toggle');
    expect(shortcutAction(press('K', {metaKey: true}), open)).toBe('toggle');
    expect(shortcutAction(press('k', {ctrlKey: true, altKey: true}), closed)).toBeNull();
    expect(shortcutAction(press('k'), closed)).toBeNull();
  });

  it('opens with "/" and closes with Escape', () => {
    expect(shortcutAction(press('/'), closed)).toBe('open');
    // Not while the reader types in a field of the page.
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      const target = {tagName, isContentEditable: false};
      expect(shortcutAction(press('/', {target}), closed)).toBeNull();
    }
    const editor = {tagName: 'DIV', isContentEditable: true};
    expect(shortcutAction(press('/', {target: editor}), closed)).toBeNull();
    expect(shortcutAction(press('Escape'), open)).toBe('close');
    expect(shortcutAction(press('Escape'), closed)).toBeNull();
    // While the modal is open, "/" and letters belong to its search box.
    expect(shortcutAction(press('/'), open)).toBeNull();
    expect(shortcutAction(press('a'), {isOpen: true, buttonFocused: true})).toBeNull();
  });

  it('opens with a typed character only while the search button has focus', () => {
    expect(shortcutAction(press('d'), {isOpen: false, buttonFocused: true})).toBe('input');
    expect(shortcutAction(press('d'), closed)).toBeNull();
    // Space and Enter press the button; Tab moves on.
    for (const key of [' ', 'Enter', 'Tab']) {
      expect(shortcutAction(press(key), {isOpen: false, buttonFocused: true})).toBeNull();
    }
  });
});
