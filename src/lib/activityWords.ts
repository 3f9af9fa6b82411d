/** The activity log in words: what each call is called, and a record's changes as one line (the tab, its search and its export, and the backend's). */

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
  // Issue 48: the second operator's decision on bank details or a large settlement.
  approveChange: 'Approved a change',
  rejectChange: 'Rejected a change',
  addOperator: 'Added an operator',
  setOperatorRole: "Changed an operator's role",
  setOperatorActive: 'Disabled or enabled an operator',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Fields whose name alone does not say it: what waits for a second operator (issue 48). */
const FIELD_WORDS: Record<string, string> = {
  pendingBankDetails: 'bank details waiting for approval',
  pendingSettlement: 'settlement waiting for approval',
};

/** A changed field as the log says it: its name, or words where the name does not say it. */
export const fieldWords = (field: string) => FIELD_WORDS[field] ?? field;

/** 'bankDetails: ICICI A/C 1 → Axis A/C 2; earnings: 500 → 0': for the CSV and the search. */
export const changesText = (record: { readonly changes: readonly { readonly field: string; readonly before: string; readonly after: string }[] }) =>
  record.changes.map((change) => `${fieldWords(change.field)}: ${change.before || '(empty)'} → ${change.after || '(empty)'}`).join('; ');
