import { Dialog, DialogPanel } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { focusWholeList } from './focusWholeList';

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

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus goes back to what opened the dialog (Headless UI does that). When that control can no
 * longer take it (a Settle Payment button disabled by the settlement, replaced by 'Solved'), focus
 * would fall to the page's start; instead it goes to the next control in the same row, so a
 * keyboard user goes on from the same place. When the row itself has gone (a long list, which
 * renders only the rows in view, sorted it away), focus goes to the list it was in, without
 * scrolling: Tab goes on inside that list.
 */
function useFocusFallback(open: boolean) {
  // What had focus when the dialog opened, read as it opens (before the dialog takes focus).
  const [opened, setOpened] = useState<{ open: boolean; from: Opener | null }>({ open: false, from: null });
  if (opened.open !== open) setOpened({ open, from: open ? openerNow() : opened.from });
  const from = opened.from;
  useEffect(() => {
    if (open || !from) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      const next = canTakeFocus(from.element) ? from.element : nextAfter(from);
      if (next) next.focus();
      else focusList(from);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, from]);
}

interface Opener {
  element: HTMLElement;
  /** Where it sat, for when it has gone from the page. */
  parent: Node | null;
  next: Node | null;
  /** The tables and lists it was in, innermost first. */
  lists: HTMLElement[];
}

function openerNow(): Opener | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const lists: HTMLElement[] = [];
  for (let list = active.parentElement?.closest<HTMLElement>(LIST); list; list = list.parentElement?.closest<HTMLElement>(LIST)) lists.push(list);
  return { element: active, parent: active.parentNode, next: active.nextSibling, lists };
}

const LIST = 'table, [role="table"], [role="grid"], ul, ol, [role="list"]';

/** The innermost table or list the opener was in, still on the page, takes focus. */
function focusList({ lists }: Opener) {
  const list = lists.find((candidate) => candidate.isConnected && candidate.getClientRects().length > 0);
  if (list) focusWholeList(list);
}

const canTakeFocus = (element: HTMLElement) => element.isConnected && element.matches(TABBABLE) && element.getClientRects().length > 0;

/** Rows and cards: the unit a keyboard user was working on. */
const ROW = 'tr, li, [role="row"], [role="listitem"]';

/**
 * The next control in view in the opener's row or card (after where the opener is or was, else
 * before it). Outside its row nothing is chosen: focus jumping to another record, scrolling the
 * list to get there, would be worse than none.
 */
function nextAfter({ element, parent, next }: Opener): HTMLElement | undefined {
  const anchor = element.isConnected ? element : next?.isConnected ? next : parent?.isConnected ? parent : null;
  const row = anchor instanceof Element ? anchor.closest(ROW) : anchor?.parentElement?.closest(ROW);
  if (!anchor || !row) return undefined;
  const candidates = [...row.querySelectorAll<HTMLElement>(TABBABLE)].filter((candidate) => candidate !== element && canTakeFocus(candidate));
  const follows = (candidate: HTMLElement) => (anchor.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return candidates.find(follows) ?? candidates.filter((candidate) => !follows(candidate)).at(-1);
}

/**
 * Every back-office dialog's frame (Headless UI Dialog: focus kept inside and returned, Escape,
 * scroll lock): the dimmed backdrop and the panel in its place. Each dialog gives its content.
 */
export function Modal({ open, onClose, placement = 'center', panelClassName = 'w-full max-w-md rounded-xl bg-white p-6 shadow-xl', busy, rootAttributes, children }: ModalProps) {
  useFocusFallback(open);
  return (
    // The root takes focus when nothing inside asks for it (Headless UI 2); it has no box of its
    // own, so its outline was a stray line across the page, not a sign of where focus is.
    <Dialog open={open} onClose={onClose} className="relative z-50 focus:outline-none" {...rootAttributes}>
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {/* A dialog taller than the screen (long bank details on a phone) scrolls as a whole, its
          title reachable above and its buttons below (Headless UI's scrollable dialog). */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className={`flex min-h-full justify-center ${placements[placement]}`}>
          {/* Text someone typed without spaces (an account number, a link) wraps inside the panel instead of running out of it. */}
          <DialogPanel className={`wrap-anywhere ${panelClassName}`} aria-busy={busy}>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

export interface DialogActionsProps {
  /** The buttons, the one that goes ahead last. */
  children: ReactNode;
}

/** A dialog's buttons: stacked on a phone with the one that goes ahead on top, in a row at the right from 640 px. */
export function DialogActions({ children }: DialogActionsProps) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
