import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getSession, onSessionChange, signedOutReason } from '@/api/session';
import { useSession } from '@/api/useSession';
import { keepDraft, parkDraft, takeDraft, takeParkedDraft } from '@/lib/keptDrafts';

/** Said above a form whose typing came back after signing in again. */
export const DRAFT_RESTORED = 'Restored what you typed before your session ended.';

/** Why kept typing came back: the session ended under it, or its form left the screen and is back (said nothing of). */
export type KeptReason = 'session' | 'hidden';

/** How a piece of typing is kept over a session's end: its blank shape, what there is to keep now, and how it comes back. */
export interface KeptValue<T> {
  /** The value's shape (a form's blank values): a kept value of another shape is not put back. */
  template: T;
  /** What there is to keep now; null when nothing was typed (or nothing has changed). */
  snapshot: () => T | null;
  /** Puts back what was kept, once: when the same operator has signed in again, or the form is back on screen. */
  restore: (value: T, reason: KeptReason) => void;
}

/**
 * The kit's one way to keep typing over the session ending under it (idle for too long, the
 * 12-hour limit, a 401): at that moment `snapshot` is kept in this tab under `name`, and when the
 * same operator has signed in again and the same `name` mounts here, `restore` gets it back. A
 * logout, here or in another tab, keeps nothing: the operator chose to leave; `forgetDrafts`
 * (lib/keptDrafts) clears the tab's drafts then. The same typing is also kept, in memory, when
 * the form leaves the screen while the operator is signed in (a search hides its row, a virtual
 * list scrolls it away, another tab of the dashboard is opened), and comes back with the form.
 * Null `name`: nothing is kept.
 */
export function useKeptValue<T>(name: string | null, { template, snapshot, restore }: KeptValue<T>): void {
  const operator = useSession()?.user._id ?? null;
  const take = useEffectEvent((who: string, as: string) => {
    const kept = takeDraft(who, as, template);
    const hidden = takeParkedDraft(who, as, template);
    if (kept !== null) restore(kept, 'session');
    else if (hidden !== null) restore(hidden, 'hidden');
  });
  const park = useEffectEvent((who: string, as: string) => {
    // Signed out (logout, or the session ended: then keep has it), nothing is parked.
    if (getSession()?.user._id !== who) return;
    const value = snapshot();
    if (value !== null) parkDraft(who, as, value);
  });
  const keep = useEffectEvent((who: string, as: string) => {
    const value = snapshot();
    if (value !== null) keepDraft(who, as, value);
  });

  useEffect(() => {
    if (operator && name) take(operator, name);
  }, [operator, name]);

  // As the form leaves: a layout effect's cleanup, so the fields it reads are still on the page.
  useLayoutEffect(() => {
    if (!operator || !name) return;
    return () => park(operator, name);
  }, [operator, name]);

  useEffect(() => {
    if (!operator || !name) return;
    return onSessionChange(() => {
      if (getSession() === null && signedOutReason() === 'expired') keep(operator, name);
    });
  }, [operator, name]);
}

/**
 * A react-hook-form form's typing kept over a session's end (useKeptValue): only a form that was
 * changed is kept, and it comes back with `restored` set so the form can say so (KeptDraftNote).
 */
export function useKeptDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>): { restored: boolean; dismiss: () => void } {
  const { getValues, reset } = form;
  const [restored, setRestored] = useState(false);
  // The form as it opened, before anything came back: unchanged, there is nothing to keep.
  const [blank] = useState(() => {
    const values = getValues();
    return { values, text: JSON.stringify(values) };
  });

  useKeptValue<T>(name, {
    template: blank.values,
    snapshot: () => {
      const values = getValues();
      return JSON.stringify(values) === blank.text ? null : values;
    },
    restore: (kept, reason) => {
      reset(kept, { keepDefaultValues: true });
      setRestored(reason === 'session');
    },
  });

  const dismiss = useCallback(() => setRestored(false), []);
  return { restored, dismiss };
}
