import { useCallback, useSyncExternalStore } from 'react';

const TICK_MS = 200;

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds left until `deadline` (epoch ms), 0 once it has passed or when there is
 * none. Read from the clock on every render, so a new deadline shows at once; re-renders
 * only when the number of seconds changes, and stops ticking at zero.
 */
export function useCountdown(deadline: number | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (deadline === null) return () => undefined;
      const timer = setInterval(() => {
        onChange();
        if (Date.now() >= deadline) clearInterval(timer);
      }, TICK_MS);
      return () => clearInterval(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(subscribe, () => secondsUntil(deadline), () => secondsUntil(deadline));
}
