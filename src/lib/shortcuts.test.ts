// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isMacPlatform, shortcutFor, SHORTCUTS_STAY_ON, typesIntoField } from './shortcuts';

const press = (key: string, target: EventTarget | null, keys: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) =>
  shortcutFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...keys });

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') ?? document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('opens the palette with Ctrl+K or ⌘K, from a text field too', () => {
    const search = element('<input type="search" data-target>');
    expect(press('k', document.body, { ctrlKey: true })).toBe('palette');
    expect(press('K', document.body, { metaKey: true })).toBe('palette');
    expect(press('k', search, { ctrlKey: true })).toBe('palette');
    expect(press('k', document.body)).toBeNull();
    expect(press('k', document.body, { ctrlKey: true, altKey: true })).toBeNull();
  });

  it("takes '/' and '?' only where they would not be typed", () => {
    const button = element('<button data-target>Settle</button>');
    expect(press('/', button)).toBe('search');
    expect(press('?', document.body)).toBe('help');
    for (const field of ['<input data-target>', '<input type="email" data-target>', '<textarea data-target></textarea>', '<select data-target></select>', '<div contenteditable="true"><p data-target>x</p></div>']) {
      expect(press('/', element(field)), field).toBeNull();
      expect(press('?', element(field)), field).toBeNull();
    }
    expect(press('/', element('<input type="checkbox" data-target>'))).toBe('search');
    expect(press('/', document.body, { ctrlKey: true })).toBeNull();
  });

  it('stays out of a dialog under way, but not out of the palette or the shortcuts list', () => {
    expect(press('k', element('<div role="dialog"><button data-target>Settle</button></div>'), { ctrlKey: true })).toBeNull();
    expect(press('?', element('<div role="alertdialog"><button data-target>OK</button></div>'))).toBeNull();
    expect(press('k', element(`<div role="dialog" ${SHORTCUTS_STAY_ON}><input data-target></div>`), { ctrlKey: true })).toBe('palette');
    expect(press('?', element(`<div role="dialog" ${SHORTCUTS_STAY_ON}><button data-target>Close</button></div>`))).toBe('help');
  });
});

describe('typesIntoField', () => {
  it('tells text boxes from other controls', () => {
    expect(typesIntoField(element('<input type="text" data-target>'))).toBe(true);
    expect(typesIntoField(element('<input type="radio" data-target>'))).toBe(false);
    expect(typesIntoField(element('<a href="/" data-target>x</a>'))).toBe(false);
    expect(typesIntoField(null)).toBe(false);
  });
});

describe('isMacPlatform', () => {
  it('reads Macs and iPads as Macs', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPad')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});
