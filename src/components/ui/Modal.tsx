import { Dialog, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

const placements = {
  /** A sheet at the bottom of a phone, centred from 640 px up. */
  center: 'items-end p-4 sm:items-center',
  /** Near the top, where a search box is expected. */
  top: 'items-start p-3 pt-[10vh] sm:p-4 sm:pt-[12vh]',
} as const;

export interface ModalProps {
  /** Shown while true. */
  open: boolean;
  /** Escape or a click on the backdrop. */
  onClose: () => void;
  /** Where the panel sits: `center` (default) or `top`. */
  placement?: keyof typeof placements;
  /** The panel's own classes: its width, padding and surface. */
  panelClassName?: string;
  /** Set while what the dialog started is under way (assistive technology says it is busy). */
  busy?: boolean;
  /** Data attributes of the dialog's root (e.g. the one that keeps shortcuts working inside it). */
  rootAttributes?: Record<`data-${string}`, string>;
  /** The panel's content, its DialogTitle included. */
  children: ReactNode;
}

/**
 * Every back-office dialog's frame (Headless UI Dialog: focus kept inside and returned, Escape,
 * scroll lock): the dimmed backdrop and the panel in its place. Each dialog gives its content.
 */
export function Modal({ open, onClose, placement = 'center', panelClassName = 'w-full max-w-md rounded-xl bg-white p-6 shadow-xl', busy, rootAttributes, children }: ModalProps) {
  return (
    // The root takes focus when nothing inside asks for it (Headless UI 2); it has no box of its
    // own, so its outline was a stray line across the page, not a sign of where focus is.
    <Dialog open={open} onClose={onClose} className="relative z-50 focus:outline-none" {...rootAttributes}>
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className={`fixed inset-0 flex justify-center ${placements[placement]}`}>
        <DialogPanel className={panelClassName} aria-busy={busy}>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
