/**
 * Who may do what (issue 48): each operator has one role, and each role is a set of
 * permissions. This one table is what the backend enforces (core.ts dispatch, before any work)
 * and what the page follows (what a role may not do is not offered). docs/roles.md shows it.
 */
import { z } from 'zod';

export const ROLES = ['viewer', 'support', 'content', 'finance', 'admin'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Choose a role: viewer, support, content, finance or admin.' });
export type Role = z.infer<typeof roleSchema>;

/** How a role is written on the page and in a refusal. */
export const ROLE_LABELS: Record<Role, string> = { viewer: 'Viewer', support: 'Support', content: 'Content', finance: 'Finance', admin: 'Admin' };

/**
 * Every permission a call that changes data may need, and what a refusal says it is: 'Your
 * role (Support) cannot settle payments.' Reading any tab and exporting need none.
 */
export const PERMISSIONS = {
  solveAppIssues: 'mark app issues solved',
  verifyConsultants: 'verify or unverify consultants',
  editLinks: 'change important links',
  manageQuestions: 'change questions, quizzes or pools',
  sendNotifications: 'send push notifications',
  settlePayments: 'settle payments',
  proposeBankDetails: 'change bank details',
  approveChanges: 'approve or reject changes waiting for approval',
  manageExpenses: 'change company expenses',
  manageOperators: 'manage operators',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const viewer: readonly Permission[] = [];
/** The table: a role may do what its row lists, and read every tab. Admin may do everything. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer,
  support: [...viewer, 'solveAppIssues', 'verifyConsultants', 'editLinks'],
  content: [...viewer, 'manageQuestions', 'sendNotifications', 'editLinks'],
  // The active toggle (verify and unverify on Earnings) is finance's too.
  finance: [...viewer, 'settlePayments', 'proposeBankDetails', 'approveChanges', 'verifyConsultants', 'manageExpenses'],
  admin: Object.keys(PERMISSIONS) as Permission[],
};

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** The reason a refusal (403) gives: 'Your role (Support) cannot settle payments.' */
export const refusedMessage = (role: Role, permission: Permission) => `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSIONS[permission]}.`;
