/** What the Activity tab shows: the words for each call, the filters, and a record's changes as one line. */
import type { ActivityRecord } from '@/api/schemas';
import { dayBounds, withinDays } from '@/lib/dateRange';
import { indianDay } from '@/lib/indianTime';

/** Each call that changes data, as an operator would say what they did. */
export const ACTION_LABELS: Record<string, string> = {
  verifyOtp: 'Signed in',
  logout: 'Signed out',
  settlePayment: 'Settled a payment',
  updateBankDetails: 'Changed bank details',
  verifyConsultant: 'Verified a consultant',
  verifyConsultant2: 'Made a consultant active',
  unverifyConsultant: 'Made a consultant inactive',
  sendNotification: 'Sent a notification',
  createExpenseType: 'Added an expense type',
  addExpensePayment: 'Added a payment',
  togglePayment: 'Marked a payment paid or unpaid',
  deleteExpense: 'Deleted an expense type',
  deletePayment: 'Deleted a payment',
  createQuiz: 'Created a quiz',
  saveQuestions: 'Saved questions',
  makeQuestionLive: 'Made a question live',
  upload: 'Uploaded an image',
  createPool: 'Created a pool',
  activatePool: 'Activated a pool',
  solveAppIssue: 'Solved an app issue',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

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

/** 'bankDetails: ICICI A/C 1 → Axis A/C 2; earnings: 500 → 0': for the CSV and the search. */
export const changesText = (record: ActivityRecord) => record.changes.map((change) => `${change.field}: ${change.before || '(empty)'} → ${change.after || '(empty)'}`).join('; ');

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
