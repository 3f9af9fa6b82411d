import type { Permission } from './api/schemas/roles';

/** Every route of the app in one typed table (SPEC.md section 2, PRODUCT.md point 6). */
export const paths = {
  home: '/',
  careers: '/careers',
  blog: '/blog',
  blogPost: '/blog/:id',
  about: '/about',
  contact: '/contact',
  login: '/login2',
  dashboard: '/dashboard',
  privacy: '/privacy2',
  terms: '/terms2',
  cancellation: '/cancellation2',
  email: '/email',
  forms: '/forms',
  forms2: '/forms2',
  forms3: '/forms3',
  editor: '/editor',
} as const;

/** A tab of the dashboard's menu. */
export interface DashboardTab {
  label: string;
  path: string;
  segment: string;
  /** Shown in the menu and the command palette only to a role with this permission (issue 48); every role sees a tab without one. */
  permission?: Permission;
}

/** The Approvals tab (issue 48): its menu entry carries the count of what waits. */
export const APPROVALS_PATH = '/dashboard/approvals';

/** Dashboard tabs: each its own URL under /dashboard, in menu order. Chats has no menu entry. */
export const dashboardTabs = [
  { label: 'Dashboard', path: '/dashboard', segment: '' },
  { label: 'Booking Summary', path: '/dashboard/bookings', segment: 'bookings' },
  { label: 'App Issues', path: '/dashboard/app-issues', segment: 'app-issues' },
  { label: 'Earnings', path: '/dashboard/earnings', segment: 'earnings' },
  { label: 'Important Links', path: '/dashboard/links', segment: 'links' },
  { label: 'Company Expenses', path: '/dashboard/expenses', segment: 'expenses' },
  { label: 'TransactionsList', path: '/dashboard/transactions', segment: 'transactions' },
  { label: 'Q&A Manager', path: '/dashboard/questions', segment: 'questions' },
  { label: 'Quiz Details', path: '/dashboard/quiz-details', segment: 'quiz-details' },
  // Issue 25: who changed what, after SPEC.md's tabs.
  { label: 'Activity', path: '/dashboard/activity', segment: 'activity' },
  // Issue 48: bank details and large settlements waiting for a second operator; every role may look.
  { label: 'Approvals', path: APPROVALS_PATH, segment: 'approvals' },
  // Issue 48: who may sign in, with what role; admins only.
  { label: 'Operators', path: '/dashboard/operators', segment: 'operators', permission: 'manageOperators' },
] as const satisfies readonly DashboardTab[];

/** Whether a role whose permissions `can` answers sees `tab` in the menu and the command palette. */
export const tabOffered = (tab: DashboardTab, can: (permission: Permission) => boolean) => tab.permission === undefined || can(tab.permission);

/** The Activity tab narrowed to one record (a consultant's settlements and bank-detail changes): ?about=<its id>. */
export function historyHref(recordId: string): string {
  return `/dashboard/activity?about=${encodeURIComponent(recordId)}`;
}

export const chatHistoryPath = '/dashboard/chats';
/** The chat history with one room's thread open: ?room=<its room id>, as the page keeps it. */
export function chatRoomHref(roomid: string): string {
  return `${chatHistoryPath}?${new URLSearchParams({ room: roomid }).toString()}`;
}
/** The chat history's name, in the header and as its page's heading (it has no menu entry). */
export const CHAT_HISTORY_LABEL = 'Chat history';

export function blogPostHref(id: string | number): string {
  return paths.blogPost.replace(':id', encodeURIComponent(String(id)));
}
