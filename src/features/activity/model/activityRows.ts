/** What the Activity tab shows: the words for each call, the filters, and a record's changes as one line. */
import type { ActivityRecord } from '@/api/schemas';
import { dayBounds, withinDays } from '@/lib/dateRange';
import { indianDay } from '@/lib/indianTime';
import { actionLabel } from '@/lib/activityWords';

export { ACTION_LABELS, actionLabel, changesText, fieldWords } from '@/lib/activityWords';

export interface ActivityFilterValues {
  /** An operator's name; '' for everyone. */
  operator: string;
  /** A call's name (settlePayment…); '' for every action. */
  action: string;
  /** Days in India (YYYY-MM-DD, both included); '' for no bound. */
  from: string;
  to: string;
  /** The id of the record whose history is shown (a consultant's, from their Earnings row); '' for all. */
  about: string;
}

/** The day in India a record was made on (the operators' days, whatever the browser's zone). */
export const indianDayOf = (iso: string) => indianDay(iso);

/** The records the filters keep. */
export function filterActivity(rows: readonly ActivityRecord[], { operator, action, from, to, about }: ActivityFilterValues): readonly ActivityRecord[] {
  const bounds = dayBounds(from, to);
  if (!operator && !action && !about && bounds.from === null && bounds.to === null) return rows;
  return rows.filter(
    (record) =>
      (!operator || record.operator === operator) && (!action || record.action === action) && (!about || record.target?.id === about) && withinDays(indianDayOf(record.at), bounds),
  );
}

/** What the record `id` is called in the log (its newest record's words), or null when the log never names it. */
export function nameOf(rows: readonly ActivityRecord[], id: string): string | null {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const target = rows[index]!.target;
    if (target?.id === id) return target.name;
  }
  return null;
}

/** The operators and actions the log holds, for the filters' choices, in a stable order. */
export function choicesOf(rows: readonly ActivityRecord[]): { operators: string[]; actions: string[] } {
  const operators = new Set<string>();
  const actions = new Set<string>();
  for (const record of rows) {
    operators.add(record.operator);
    actions.add(record.action);
  }
  return { operators: [...operators].sort(), actions: [...actions].sort((a, b) => actionLabel(a).localeCompare(actionLabel(b))) };
}
