import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { EditorActiveState } from './useQuestionEditor';

export type ToolbarCommand = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'image';

interface ToolbarButton {
  command: ToolbarCommand;
  label: string;
  /** Tiptap's keys: Mod is Command on a Mac and Control elsewhere. */
  keys: string[];
  icon: ReactNode;
  /** Toggles show aria-pressed; Insert Image opens a dialog instead. */
  toggle: boolean;
}

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    {path}
  </svg>
);

/** The toolbar's groups, in order: text marks, lists, insert. */
export const toolbarGroups: { label: string; buttons: ToolbarButton[] }[] = [
  {
    label: 'Text',
    buttons: [
      { command: 'bold', label: 'Bold', keys: ['Mod', 'B'], toggle: true, icon: <span className="text-base font-bold">B</span> },
      { command: 'italic', label: 'Italic', keys: ['Mod', 'I'], toggle: true, icon: <span className="font-serif text-base italic">I</span> },
    ],
  },
  {
    label: 'Lists',
    buttons: [
      {
        command: 'bulletList',
        label: 'Bullet list',
        keys: ['Mod', 'Shift', '8'],
        toggle: true,
        icon: svg(
          <>
            <path d="M9 6h11M9 12h11M9 18h11" />
            <circle cx="4.5" cy="6" r="1" fill="currentColor" />
            <circle cx="4.5" cy="12" r="1" fill="currentColor" />
            <circle cx="4.5" cy="18" r="1" fill="currentColor" />
          </>,
        ),
      },
      {
        command: 'orderedList',
        label: 'Numbered list',
        keys: ['Mod', 'Shift', '7'],
        toggle: true,
        icon: svg(
          <>
            <path d="M10 6h10M10 12h10M10 18h10" />
            <path d="M4 5l1.5-1V9M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3" strokeWidth="1.5" />
          </>,
        ),
      },
    ],
  },
  {
    label: 'Insert',
    buttons: [
      {
        command: 'image',
        label: 'Insert Image',
        keys: ['Mod', 'Alt', 'G'],
        toggle: false,
        icon: svg(
          <>
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="1.5" />
            <path d="M21 16l-5-5-8 9" />
          </>,
        ),
      },
    ],
  },
];

export type KeyPlatform = 'mac' | 'other';

export const detectPlatform = (): KeyPlatform =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent) ? 'mac' : 'other';

/** 'Ctrl+Shift+8' or '⌘⇧8' for a title, and 'Control+Shift+8' or 'Meta+Shift+8' for aria-keyshortcuts. */
export function shortcutOf(keys: string[], platform: KeyPlatform): { shown: string; aria: string } {
  const mac = platform === 'mac';
  const shown = keys.map((key) => (key === 'Mod' ? (mac ? '⌘' : 'Ctrl') : key === 'Shift' && mac ? '⇧' : key === 'Alt' && mac ? '⌥' : key));
  const aria = keys.map((key) => (key === 'Mod' ? (mac ? 'Meta' : 'Control') : key));
  return { shown: shown.join(mac ? '' : '+'), aria: aria.join('+') };
}

export interface EditorToolbarProps {
  /** Which marks and lists are on at the cursor. */
  active: EditorActiveState;
  /** A button was pressed: bold, italic, a list, or insert image. */
  onCommand: (command: ToolbarCommand) => void;
  /** Greys out every button, while the editor is not editable. */
  disabled?: boolean;
  /** Which modifier names the shortcuts show; found from the browser when not given. */
  platform?: KeyPlatform;
}

/**
 * Bold, Italic, Bullet list, Numbered list and Insert Image. One tab stop: the arrow keys,
 * Home and End move between buttons (WAI-ARIA toolbar). Toggles say whether they are on
 * (aria-pressed); each names its shortcut in its tooltip and aria-keyshortcuts.
 */
export function EditorToolbar({ active, onCommand, disabled = false, platform = detectPlatform() }: EditorToolbarProps) {
  const buttons = toolbarGroups.flatMap((group) => group.buttons);
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight' ? (focusIndex === last ? 0 : focusIndex + 1)
      : event.key === 'ArrowLeft' ? (focusIndex === 0 ? last : focusIndex - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  return (
    // The toolbar's buttons take focus, one at a time (roving tabindex, WAI-ARIA's toolbar
    // pattern); the toolbar itself is not a stop. ESLint's jsx-a11y accepted this; oxlint's does not.
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 border-b border-gray-200 bg-gray-50 px-2 py-1.5"
    >
      {toolbarGroups.map((group, groupIndex) => (
        <div key={group.label} role="group" aria-label={group.label} className={`flex items-center gap-1 ${groupIndex > 0 ? 'border-l border-gray-300 pl-1' : ''}`}>
          {group.buttons.map((button) => {
            const position = buttons.indexOf(button);
            const shortcut = shortcutOf(button.keys, platform);
            const on = button.toggle ? active[button.command as keyof EditorActiveState] : undefined;
            return (
              <button
                key={button.command}
                ref={(element) => {
                  refs.current[position] = element;
                }}
                type="button"
                tabIndex={position === focusIndex ? 0 : -1}
                aria-pressed={on}
                aria-haspopup={button.toggle ? undefined : 'dialog'}
                aria-keyshortcuts={shortcut.aria}
                title={`${button.label} (${shortcut.shown})`}
                disabled={disabled}
                onFocus={() => setFocusIndex(position)}
                onClick={() => onCommand(button.command)}
                className={`inline-flex size-10 items-center justify-center rounded-md text-gray-800 transition-colors hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-gray-400 aria-pressed:bg-brand-100 aria-pressed:text-brand-700 aria-pressed:ring-1 aria-pressed:ring-brand-500`}
              >
                <span aria-hidden="true">{button.icon}</span>
                <span className="sr-only">{button.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
