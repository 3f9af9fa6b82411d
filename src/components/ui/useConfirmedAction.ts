import { useCallback, useState } from 'react';
import { errorMessage, isApiError } from '@/api/http';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { busyKey, useInFlight } from '@/lib/useInFlight';
import { useToast } from './toastContext';

type InFlight = ReturnType<typeof useInFlight<string>>;

export interface ConfirmedActionOptions<Target, Result> {
  /** Names the action in busy keys ('settle'): the row's own button waits while it runs. */
  action: string;
  /** The target's record id: its busy key, and how its current copy is found. */
  idOf: (target: Target) => string;
  /**
   * The target as the list has it now, by id (null once it is gone), so the dialog shows what
   * will really happen. A target that is gone stays on screen as it was, and is not sent.
   * Without it the target is kept as it was when asked.
   */
  current?: (id: string, asked: Target) => Target | null;
  /**
   * Says why going ahead would do something other than what was confirmed, or null to go ahead.
   * Asked of the target as it is now on every render: the dialog says so at once and its confirm
   * waits, instead of waiting for a press to find out.
   */
  refuse?: (target: Target) => string | null;
  /**
   * Does it. One confirmation has one idempotency key, the same on every retry of it, so a
   * retry after a lost answer is recorded once.
   */
  run: (target: Target, attempt: { idempotencyKey: string }) => Promise<Result>;
  /** The toast once done; the answer's own message by default. */
  success?: (result: Result, target: Target) => string;
  /** The tab's in-flight keys, shared with its table's `busy` so the row shows the wait. */
  inFlight?: InFlight;
}

/** What a confirmation dialog takes from useConfirmedAction: spread `dialog` onto it. */
export interface ConfirmedDialogProps<Target> {
  /** The record being confirmed, as the list has it now; null keeps the dialog closed. */
  target: Target | null;
  /** The record as it was when the operator asked: a dialog can say what changed since. */
  asked: Target | null;
  /** The action is under way: the confirm button waits and the dialog cannot be closed. */
  pending: boolean;
  /** Why the last attempt failed or was refused; the dialog stays open to try again or cancel. */
  error: string | null;
  /** Why it cannot go ahead as things are now (gone, or refused): said at once, and confirm waits. */
  blocked: string | null;
  /** Called by the dialog's confirm button. */
  onConfirm: () => void;
  /** Called by Cancel or Escape. */
  onClose: () => void;
}

/**
 * The backend answered that the record is not as confirmed (409) or not there (404): nothing
 * was done, so the list, refreshed, is again what says whether it can go ahead. Any other
 * failure may have been done and its answer lost: only a retry with the same key can tell.
 */
const refusedAsItStands = (failure: unknown) => isApiError(failure) && (failure.status === 409 || failure.status === 404);

/** Said when the record being confirmed has left the list (deleted elsewhere). */
const GONE = 'This is no longer in the list. Cancel and look again.';

interface Asked<Target> {
  id: string;
  target: Target;
  idempotencyKey: string;
  /**
   * Sent, and not refused as it stands (refusedAsItStands): a retry (same key) is the backend's
   * to answer, even if the list now says otherwise.
   */
  sent: boolean;
}

/**
 * Confirm, then mutate (react-admin's delete-with-confirm controller is the model): which
 * record is being confirmed, whether it is under way, why it failed, the toast on success and
 * the close. A failure keeps the dialog open with its reason, so it can be tried again (with
 * the same key) or cancelled; the action never runs twice at once.
 */
export function useConfirmedAction<Target, Result extends { message?: string } | void>(options: ConfirmedActionOptions<Target, Result>) {
  const { action, idOf, current, refuse, run, success, inFlight: shared } = options;
  const own = useInFlight();
  const inFlight = shared ?? own;
  const toast = useToast();
  const [asked, setAsked] = useState<Asked<Target> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const latest = asked && current ? current(asked.id, asked.target) : undefined;
  const gone = latest === null;
  const target = asked ? (latest ?? asked.target) : null;
  const key = asked ? busyKey(action, asked.id) : null;
  const pending = key !== null && inFlight.keys.has(key);
  // While it runs, or after an answer was lost, the list may already show its outcome (earnings
  // at ₹0): that is no reason to stop. A retry with the same key learns what really happened.
  const blocked = target === null || pending ? null : gone ? GONE : asked?.sent ? null : (refuse?.(target) ?? null);

  const start = useCallback(
    (next: Target) => {
      setError(null);
      setAsked({ id: idOf(next), target: next, idempotencyKey: newIdempotencyKey(), sent: false });
    },
    [idOf],
  );

  const close = useCallback(() => {
    if (!pending) setAsked(null);
  }, [pending]);

  const confirm = () => {
    if (!asked || key === null || target === null) return;
    // The dialog shows the reason and its confirm waits; a press that got there first is refused too.
    if (blocked) return;
    setError(null);
    const sent = { ...asked, sent: true };
    setAsked(sent);
    void inFlight.run(key, async () => {
      try {
        const result = await run(target, { idempotencyKey: sent.idempotencyKey });
        const message = success ? success(result, target) : (result as { message?: string } | undefined)?.message;
        if (message) toast.success(message);
        setAsked((now) => (now === sent ? null : now));
      } catch (failure) {
        setError(errorMessage(failure));
        if (refusedAsItStands(failure)) setAsked((now) => (now === sent ? { ...sent, sent: false } : now));
      }
    });
  };

  return {
    /** Opens the confirmation for `target`. */
    start,
    /** What the confirmation dialog takes (ConfirmedDialogProps). */
    dialog: { target, asked: asked?.target ?? null, pending, error, blocked, onConfirm: confirm, onClose: close } satisfies ConfirmedDialogProps<Target>,
    /** The in-flight keys (for the table's `busy`). */
    busy: inFlight.keys,
  };
}
