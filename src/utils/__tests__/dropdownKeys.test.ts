import {describe, expect, it} from 'vitest';
import {dropdownKeyAction} from '../dropdownKeys';

const onToggle = (expanded: boolean) => ({item: null, itemCount: 4, expanded});
const onItem = (item: number) => ({item, itemCount: 4, expanded: true});

describe('dropdownKeyAction', () => {
  it('toggles with Space on the toggle, open or closed', () => {
    expect(dropdownKeyAction(' ', onToggle(false))).toEqual({type: 'toggle'});
    expect(dropdownKeyAction(' ', onToggle(true))).toEqual({type: 'toggle'});
  });

  it('leaves Enter to the theme and Tab and letters to the browser', () => {
    for (const key of ['Enter', 'Tab', 'a']) {
      expect(dropdownKeyAction(key, onToggle(false)), key).toBeNull();
      expect(dropdownKeyAction(key, onItem(1)), key).toBeNull();
    }
    // Space on an entry follows the link's own behaviour.
    expect(dropdownKeyAction(' ', onItem(1))).toBeNull();
  });

  it('closes with Escape from the toggle or an entry, and ignores it when already closed', () => {
    expect(dropdownKeyAction('Escape', onToggle(true))).toEqual({type: 'close'});
    expect(dropdownKeyAction('Escape', onItem(2))).toEqual({type: 'close'});
    expect(dropdownKeyAction('Escape', onToggle(false))).toBeNull();
  });

  it('enters the list with the arrow keys from the toggle: Down to the first, Up to the last', () => {
    expect(dropdownKeyAction('ArrowDown', onToggle(false))).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('ArrowUp', onToggle(true))).toEqual({type: 'focus', index: 3});
  });

  it('moves through the entries, wrapping at both ends; Home and End jump', () => {
    expect(dropdownKeyAction('ArrowDown', onItem(1))).toEqual({type: 'focus', index: 2});
    expect(dropdownKeyAction('ArrowDown', onItem(3))).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('ArrowUp', onItem(0))).toEqual({type: 'focus', index: 3});
    expect(dropdownKeyAction('Home', onItem(2))).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('End', onItem(0))).toEqual({type: 'focus', index: 3});
  });

  it('has nothing to move to in an empty list', () => {
    expect(dropdownKeyAction('ArrowDown', {item: null, itemCount: 0, expanded: false})).toBeNull();
    expect(dropdownKeyAction(' ', {item: null, itemCount: 0, expanded: false})).toEqual({
      type: 'toggle',
    });
  });
});
