import { DialogTitle } from '@headlessui/react';
import { Modal } from '@/components/ui/Modal';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { SHORTCUTS_STAY_ON } from '@/lib/shortcuts';
import { Kbd } from './Kbd';

export interface KeyboardShortcutsDialogProps {
  /** Whether the list is shown. */
  open: boolean;
  /** Close, Escape or a press outside. */
  onClose: () => void;
  /** The keys that open the palette as printed on this keyboard: ['Ctrl', 'K'], or ['⌘', 'K'] on a Mac. */
  paletteKeys: readonly string[];
}

export const SHORTCUTS_TITLE = 'Keyboard shortcuts';

const keys = (...names: readonly string[]) => (
  <span className="inline-flex items-center gap-1">
    {names.map((name) => (
      <Kbd key={name}>{name}</Kbd>
    ))}
  </span>
);

function ShortcutList({ title, rows }: { title: string; rows: readonly (readonly [ReactNode, string])[] }) {
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-gray-800">{title}</h3>
      <dl className="mt-2 grid grid-cols-[6.5rem_1fr] items-center gap-x-4 gap-y-2 text-sm text-gray-800">
        {rows.map(([combo, what]) => (
          <Fragment key={what}>
            <dt>{combo}</dt>
            <dd>{what}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** What '?' shows anywhere in the back-office (issue 26): every keyboard shortcut and what it does. */
export function KeyboardShortcutsDialog({ open, onClose, paletteKeys }: KeyboardShortcutsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} rootAttributes={{ [SHORTCUTS_STAY_ON]: '' }}>
      <DialogTitle className="text-lg font-semibold">{SHORTCUTS_TITLE}</DialogTitle>
      <ShortcutList
        title="Anywhere in the back-office"
        rows={[
          [keys(...paletteKeys), 'Search everything: tabs, consultants, expense types, quizzes, pools and recent actions'],
          [keys('/'), 'Go to the search of this tab'],
          [keys('?'), 'Show these shortcuts'],
        ]}
      />
      <ShortcutList
        title="In the search"
        rows={[
          [keys('Up', 'Down'), 'Move through the results'],
          [keys('Enter'), 'Open the result'],
          [keys('Esc'), 'Close, back to where you were'],
        ]}
      />
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
