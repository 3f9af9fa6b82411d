/**
 * The back-office's keyboard shortcuts (issue 26): Ctrl+K (⌘K on a Mac) opens the command
 * palette from anywhere, text fields included; '/' goes to the header search and '?' lists the
 * shortcuts, but only when the key would not type into a field. None acts from inside another
 * dialog (a confirmation under way), except the back-office's own palette and shortcuts list,
 * which carry SHORTCUTS_STAY_ON.
 */
import { useEffect, useRef } from 'react';

export type Shortcut = 'palette' | 'search' | 'help';

/** The attribute of a dialog inside which the shortcuts keep working. */
export const SHORTCUTS_STAY_ON = 'data-shortcuts-stay-on';

/** What of a keydown the shortcuts look at. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key pressed with `target` focused types into it (a text box, a select, an editor). */
export function typesIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type);
  return target.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]') !== null;
}

function inOtherDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
  return dialog !== null && !dialog.hasAttribute(SHORTCUTS_STAY_ON);
}

/** The shortcut a keydown means, or null. */
export function shortcutFor(event: ShortcutKeyEvent): Shortcut | null {
  if (event.altKey || inOtherDialog(event.target)) return null;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || typesIntoField(event.target)) return null;
  if (event.key === '/') return 'search';
  if (event.key === '?') return 'help';
  return null;
}

/** Whether the keyboard is a Mac's, whose shortcuts people read with ⌘. */
export function isMacPlatform(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(platform);
}

/** Calls `handlers[shortcut]` for each shortcut pressed anywhere in the document, in place of what the key would do. */
export function useKeyboardShortcuts(handlers: Record<Shortcut, () => void>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      latest.current[shortcut]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The keys that open the palette as they are printed: ⌘ K on a Mac, Ctrl K elsewhere. */
export function paletteKeys(mac: boolean): readonly [string, string] {
  return mac ? ['⌘', 'K'] : ['Ctrl', 'K'];
}
