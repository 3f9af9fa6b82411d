import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getSession, onSessionChange, signedOutReason } from '@/api/session';
import { useSession } from '@/api/useSession';
import { keepDraft, takeDraft } from '@/lib/keptDrafts';

/** Said above a form whose typing came back after signing in again. */
export const DRAFT_RESTORED = 'Restored what you typed before your session ended.';

/**
 * What was typed in a form survives the session ending under it (idle for too long, the 12-hour
 * limit, a 401): at that moment it is kept in this tab, and when the same operator has signed in
 * again and the form opens here, it comes back, with `restored` set so the form can say so. A
 * logout, here or in another tab, keeps nothing: the operator chose to leave. Only a form that
 * was changed is kept; `forgetDrafts` (lib/keptDrafts) clears the rest at logout.
 */
export function useKeptDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>): { restored: boolean; dismiss: () => void } {
  const operator = useSession()?.user._id ?? null;
  const { getValues, reset } = form;
  const [restored, setRestored] = useState(false);
  // The form as it opened, before anything came back: unchanged, there is nothing to keep.
  const blank = useRef<string | null>(null);
  blank.current ??= JSON.stringify(getValues());

  useEffect(() => {
    if (!operator) return;
    const kept = takeDraft(operator, name, JSON.parse(blank.current ?? 'null') as T);
    if (kept) {
      reset(kept, { keepDefaultValues: true });
      setRestored(true);
    }
  }, [operator, name, reset]);

  useEffect(() => {
    if (!operator) return;
    return onSessionChange(() => {
      if (getSession() !== null || signedOutReason() !== 'expired') return;
      const values = getValues();
      if (JSON.stringify(values) !== blank.current) keepDraft(operator, name, values);
    });
  }, [operator, name, getValues]);

  const dismiss = useCallback(() => setRestored(false), []);
  return { restored, dismiss };
}
