import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/api/http';
import { useKeepAlive } from '@/api/queries';
import { clearSession } from '@/api/session';
import { activitySnapshot, idleEnd, KEEP_ALIVE_AFTER_MS, LIMIT_WARN_BEFORE_MS, onActivityChange, parseActivity, WARN_BEFORE_MS } from '@/api/sessionActivity';
import type { SessionEndReason } from '@/components/dashboard/SessionEndingDialog';
import { useCountdown } from '@/lib/useCountdown';

/** True from `moment` (ms) on; false while there is none. Re-renders once, when it comes. */
function usePassed(moment: number | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (moment === null) return () => undefined;
      const wait = moment - Date.now();
      if (wait <= 0) return () => undefined;
      const timer = setTimeout(onChange, Math.min(wait, 2 ** 31 - 1));
      return () => clearTimeout(timer);
    },
    [moment],
  );
  return useSyncExternalStore(subscribe, () => moment !== null && Date.now() >= moment, () => false);
}

/**
 * The session's time limits, for a signed-in operator (WCAG 2.2.1, Timing Adjustable): a
 * keystroke or click after five quiet minutes tells the backend the operator is there; two
 * minutes before the session would end for idleness anyway, a warning with a countdown offers
 * to stay; five minutes before its 12 hours are up (`limitAt`, which nothing extends) it says
 * so, in time to save. At the end this browser signs out (every tab, with the reason) and ends
 * the session on the backend. Every tab shares what it knows, so staying in one closes the
 * warning in all.
 */
export function useIdleWarning(signedIn: boolean, endOnBackend: () => Promise<unknown>, limitAt: number | null = null) {
  const keepAlive = useKeepAlive();
  const raw = useSyncExternalStore(onActivityChange, activitySnapshot, () => null);
  // Read again only when it changes: the layout renders on every keystroke of the header search.
  const activity = useMemo(() => parseActivity(raw), [raw]);
  const idleAt = signedIn ? idleEnd(activity) : null;
  const reason: SessionEndReason = limitAt !== null && (idleAt === null || limitAt <= idleAt) ? 'limit' : 'idle';
  const end = !signedIn ? null : reason === 'limit' ? limitAt : idleAt;
  const warning = usePassed(end === null ? null : end - (reason === 'limit' ? LIMIT_WARN_BEFORE_MS : WARN_BEFORE_MS));
  // The 12-hour warning, once read, stays closed: staying cannot move that end.
  const [limitRead, setLimitRead] = useState<number | null>(null);
  const over = usePassed(end);
  const secondsLeft = useCountdown(warning ? end : null);

  // The limit is learnt from the backend once per visit (a call, so activity too).
  const { mutate: keep, isPending: keeping } = keepAlive;
  useEffect(() => {
    if (signedIn) keep();
  }, [signedIn, keep]);

  // The operator types or clicks after a quiet spell: the backend hears it before the warning comes.
  const answeredAt = activity?.answeredAt ?? 0;
  const quietSince = useRef(answeredAt);
  const pending = useRef(keeping);
  useEffect(() => {
    quietSince.current = answeredAt;
    pending.current = keeping;
  });
  useEffect(() => {
    if (!signedIn) return;
    const onActivity = () => {
      if (pending.current || Date.now() - quietSince.current < KEEP_ALIVE_AFTER_MS) return;
      pending.current = true;
      keep();
    };
    document.addEventListener('keydown', onActivity, { capture: true, passive: true });
    document.addEventListener('pointerdown', onActivity, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onActivity, { capture: true });
      document.removeEventListener('pointerdown', onActivity, { capture: true });
    };
  }, [signedIn, keep]);

  // Time is up: every tab leaves, saying the session ended; then the backend is told.
  useEffect(() => {
    if (!signedIn || !over) return;
    clearSession('expired');
    endOnBackend().catch(() => undefined);
  }, [signedIn, over, endOnBackend]);

  return {
    open: signedIn && warning && !over && !(reason === 'limit' && limitRead === limitAt),
    reason,
    secondsLeft,
    staying: reason === 'idle' && keeping,
    error: reason === 'idle' && keepAlive.error ? `Could not keep the session: ${errorMessage(keepAlive.error)}` : null,
    stay: () => (reason === 'limit' ? setLimitRead(limitAt) : keep()),
  };
}
