import { Description, DialogTitle } from '@headlessui/react';
import { Button } from '@/components/ui/Button';
import { DialogActions, Modal } from '@/components/ui/Modal';
import { formatWait } from '@/lib/format';
import { FailureNote } from '@/components/ui/FailureNote';

export const SESSION_ENDING_TITLE = 'Your session is about to end';
export const STAY_SIGNED_IN = 'Stay signed in';
export const STAYING_SIGNED_IN = 'Staying signed in…';
export const SIGN_OUT = 'Sign out';
export const UNDERSTOOD = 'OK';

/** Why the session ends: nothing was done for a while (staying helps), or its 12 hours are up (nothing does). */
export type SessionEndReason = 'idle' | 'limit';

/** The warning's words: how long is left, and why. */
export const sessionEndsIn = (seconds: number, reason: SessionEndReason = 'idle') =>
  reason === 'idle'
    ? `Nothing has been done in this browser for a while, so you will be signed out in ${formatWait(seconds)}. Anything not yet saved would be lost.`
    : `Sessions last 12 hours, so you will be signed out in ${formatWait(seconds)}. Save what you are working on; you can sign in again straight after.`;

export interface SessionEndingDialogProps {
  /** Shown while true. */
  open: boolean;
  /** Seconds until the session ends; the dialog's owner ticks it. */
  secondsLeft: number;
  /** Idle (the default): staying keeps the session. Limit: it cannot be kept, the operator is told to save and says OK. */
  reason?: SessionEndReason;
  /** The call that keeps the session is under way. */
  staying: boolean;
  /** Why keeping the session failed, to try again; null when it has not. */
  error: string | null;
  /** Stay signed in (or OK, at the 12-hour limit), Escape or a press outside: the operator is there. */
  onStay: () => void;
  /** Sign out now. */
  onSignOut: () => void;
}

/**
 * Warns before the session ends (WCAG 2.2.1, Timing Adjustable): how long is left, and for
 * idleness one press to stay. Escape and a press outside mean the operator is there, so they
 * stay too; signing out is its own button. At the 12-hour limit nothing can keep the session:
 * the warning says so, in time to save.
 */
export function SessionEndingDialog({ open, secondsLeft, reason = 'idle', staying, error, onStay, onSignOut }: SessionEndingDialogProps) {
  return (
    <Modal open={open} onClose={() => !staying && onStay()} busy={staying}>
      <DialogTitle className="text-lg font-semibold">{SESSION_ENDING_TITLE}</DialogTitle>
      <Description className="mt-3 text-sm text-gray-700 tabular-nums">{sessionEndsIn(secondsLeft, reason)}</Description>
      {error && (
        <FailureNote className="mt-4">{error}</FailureNote>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onSignOut} disabled={staying}>
          {SIGN_OUT}
        </Button>
        <Button variant="primary" onClick={onStay} disabled={staying} data-autofocus>
          {reason === 'limit' ? UNDERSTOOD : staying ? STAYING_SIGNED_IN : STAY_SIGNED_IN}
        </Button>
      </DialogActions>
    </Modal>
  );
}
