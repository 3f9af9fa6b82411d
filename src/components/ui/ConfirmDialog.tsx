import { DialogTitle } from '@headlessui/react';
import { DialogActions, Modal } from './Modal';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { FailureNote } from './FailureNote';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question asked, e.g. 'Settle payment'; it names the dialog. */
  title: string;
  /** What will happen, in full: for a settlement the amount, the consultant and the bank details. */
  children: ReactNode;
  /** The label of the button that goes ahead, e.g. 'Settle'. */
  confirmLabel: string;
  /** Shown on the confirm button while the action runs, e.g. 'Settling…'. */
  pendingLabel?: string;
  /** The label of the button that backs out ('Cancel' unless said). */
  cancelLabel?: string;
  /** danger (red) for destructive actions, primary for money and other weighty ones. */
  tone?: 'danger' | 'primary';
  /** The action is running: the confirm button shows pendingLabel and neither button works. */
  pending?: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be tried again or cancelled. */
  error?: string | null;
  /**
   * Why it cannot go ahead as things are now (another operator got there first): said (unless
   * `error` already does, the backend's refusal), and confirm is off.
   */
  blocked?: string | null;
  /** Called when the confirm button is pressed. */
  onConfirm: () => void;
  /** Cancel, Escape or a press outside; ignored while the action runs. */
  onClose: () => void;
}

/**
 * Asks before a destructive or money action (PRODUCT.md point 13). It repeats what will
 * happen, shows pending and failure, can be cancelled with Escape, and never sends twice:
 * the confirm is refused while one is under way, even on a double click.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  pending = false,
  error,
  blocked,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const sent = useRef(false);
  // A new attempt is allowed once the last one has settled, or when the dialog reopens.
  useEffect(() => {
    if (!pending) sent.current = false;
  }, [pending, open]);

  const confirm = () => {
    if (pending || blocked || sent.current) return;
    sent.current = true;
    onConfirm();
  };

  return (
    <Modal open={open} onClose={() => !pending && onClose()} busy={pending}>
      <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
      <div className="mt-3 text-sm text-gray-700">{children}</div>
      {/* After a refusal the backend's reason (who got there first) says it: the list's would repeat it. */}
      {blocked && !error && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {blocked}
        </p>
      )}
      {error && (
        <FailureNote className="mt-4">{error}</FailureNote>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={confirm} disabled={pending || Boolean(blocked)}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
