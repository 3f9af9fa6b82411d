/** Every call path of SPEC.md section 7 (plus login, REST collections and AI), in one place. */
export const apiPaths = {
  transactions: '/transactions2',
  /** A page of the transactions a view matches, with its total (issue 47: a list asked a page at a time). */
  transactionsPage: '/lists/transactions',
  /** Every transaction a view matches, as CSV, streamed. */
  transactionsExport: '/lists/transactions/export',
  /** The people and transaction ids that match what the command palette is given (issue 47). */
  transactionsFind: '/lists/transactions/find',
  earningsDashboard: '/earnings_dashboard',
  /** A page of the consultants' earnings a view matches, with '₹… unsettled across N consultants' (issue 47). */
  earningsPage: '/lists/earnings',
  /** Every consultant's earnings a view matches, as CSV, streamed. */
  earningsExport: '/lists/earnings/export',
  settlePayment: '/settle_payment',
  updateBankDetails: '/update_bank_details',
  unverifyConsultant: '/unverify_consultant',
  verifyConsultant2: '/verify_consultant2',
  verifyConsultant: '/verify_consultant',
  dashboardUsers: '/dashboard_users',
  /** A page of the consultants a view matches, newest first (issue 47: the Dashboard tab). */
  consultantsPage: '/lists/consultants',
  /** Every consultant a view matches, as CSV, streamed. */
  consultantsExport: '/lists/consultants/export',
  /** A page of the bookings a view matches, with its counts per status and meet (issue 47: the Booking Summary). */
  bookingsPage: '/lists/bookings',
  /** Every booking a view matches, as CSV, streamed. */
  bookingsExport: '/lists/bookings/export',
  /** A page of the app issues a view matches, with how many are open (issue 47: the App Issues tab). */
  appIssuesPage: '/lists/app-issues',
  /** Every app issue a view matches, as CSV, streamed. */
  appIssuesExport: '/lists/app-issues/export',
  /** A page of the quiz matches a view matches, newest first (issue 47: Quiz Details). */
  quizMatchesPage: '/lists/quiz-matches',
  /** Every quiz match a view matches, as CSV, streamed. */
  quizMatchesExport: '/lists/quiz-matches/export',
  sendNotification: '/send-notification2',
  quizDetails: '/get-quiz-details',
  usersByIds: '/get-users-by-ids',
  questionList: '/questiontable/list',
  quizList: '/quiz/list',
  poolList: '/api/pool/list',
  saveQuestions: '/api/questiontable',
  makeQuestionLive: '/questiontable/make-live',
  createPool: '/polladdition',
  activatePool: '/poll_activate',
  createQuiz: '/api/quiz',
  upload: '/upload23',
  chatRooms: '/api/chat-rooms',
  chatMessages: '/api/chat-messages',
  /** A page of a view of the chat messages (a room's, by the filter `room`), newest first (issue 47). */
  chatMessagesPage: '/lists/chat-messages',
  /** Every chat message a view matches, as CSV, streamed. */
  chatMessagesExport: '/lists/chat-messages/export',
  /** A page of the chat rooms a view matches, newest first (issue 47: Chat history). */
  chatRoomsPage: '/lists/chat-rooms',
  /** Every chat room a view matches, as CSV, streamed. */
  chatRoomsExport: '/lists/chat-rooms/export',
  companyExpenses: '/api/company-expenses',
  createExpenseType: '/api/company-expenses2',
  addExpensePayment: (expenseType: string) => `/api/company-expenses/${encodeURIComponent(expenseType)}/add-payment`,
  togglePayment: '/api/company-expenses/toggle-payment',
  deleteExpense: '/api/company-expenses/delete-expense',
  deletePayment: '/api/company-expenses/delete-payment',
  sendOtp: '/auth/send-otp',
  verifyOtp: '/auth/verify-otp',
  logout: '/auth/logout',
  /** Who is signed in, as the backend knows them now: their role (issue 48). */
  me: '/auth/me',
  /** The Operators tab (issue 48, admin only to change): every operator, without their sessions. */
  operators: '/operators',
  addOperator: '/operators/add',
  setOperatorRole: '/operators/role',
  setOperatorActive: '/operators/active',
  /** Issue 48: bank details and large settlements waiting for a second operator, and the threshold. */
  approvals: '/approvals',
  approveChange: '/approvals/approve',
  rejectChange: '/approvals/reject',
  /** The operator is still there: counts as activity, so the session does not end while idle. */
  keepAlive: '/auth/keep-alive',
  bookings: '/bookings',
  appIssues: '/app_issues',
  solveAppIssue: '/app_issues/solve',
  /** Every change an operator made, oldest first (issue 25: append-only). */
  activity: '/activity_log',
  /** A page of the activity log a view matches (issue 47), newest first unless sorted otherwise. */
  activityPage: '/lists/activity',
  /** Every activity record a view matches, as CSV, streamed. */
  activityExport: '/lists/activity/export',
  /** One operator's last changes to records, newest first (the command palette's recent actions). */
  recentActions: '/activity_log/recent',
  /** Relative to the AI base URL. */
  chatCompletions: '/chat/completions',
} as const;

/** The live-updates stream (Server-Sent Events, GET, needs a session): changes as they happen. */
export const LIVE_EVENTS_PATH = '/events';

/** Where the stand-in backend serves its OpenAI-compatible endpoint, below its own base. */
export const STAND_IN_AI_PREFIX = '/ai/v1';
