import { useMemo, useSyncExternalStore } from 'react';
import { getSessionSnapshot, onSessionChange, parseSession } from './session';

/** The operator's stored session, re-rendering when it changes. */
export function useSession() {
  const raw = useSyncExternalStore(onSessionChange, getSessionSnapshot, () => null);
  return useMemo(() => parseSession(raw), [raw]);
}
