/**
 * The stand-in backend's data: one plain object, as stored in db.json. The same shape is
 * held in memory by MSW and in the working copy by json-server.
 */
import { z } from 'zod';
import {
  appIssueSchema,
  bookingSchema,
  chatMessageSchema,
  chatRoomSchema,
  companyExpenseSchema,
  consultantSchema,
  notificationSchema,
  poolSchema,
  questionSchema,
  quizMatchSchema,
  quizSchema,
  settlementSchema,
  activityRecordSchema,
  approvalSchema,
  transactionSchema,
  uploadRecordSchema,
  userSchema,
} from '../schemas';
import { roleSchema } from '../schemas/roles';

/**
 * A signed-in operator. The token itself is never stored: only its SHA-256 (hex), so the data
 * file cannot be used to sign in. Tokens are 32 random bytes, so a plain hash is enough.
 */
export const authSessionSchema = z.object({
  tokenHash: z.string().length(64).regex(/^[0-9a-f]{64}$/),
  userId: z.string().max(64),
  phone: z.string().max(16),
  createdAt: z.string().max(40),
  expiresAt: z.string().max(40),
  /** The operator's last call, recorded at most once a minute (sessions.ts); sign-in when absent. */
  lastSeenAt: z.string().max(40).optional(),
  /**
   * Ended by an admin (issue 48: the operator was disabled): kept, refused, until it would have
   * expired, so its tabs are told why they were signed out.
   */
  endedReason: z.literal('disabled').optional(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * Sessions as read from a data file: one of the older shape, its token kept in clear, is
 * dropped rather than refusing the file (its operator signs in again).
 */
const storedSessionsSchema = z
  .array(z.union([authSessionSchema, z.object({ token: z.string().max(256) }).passthrough()]))
  .transform((entries) => entries.filter((entry): entry is AuthSession => 'tokenHash' in entry));

/**
 * Back-office operators allowed to sign in; the number in international form, '+' and digits, as
 * the login form sends it. Each has a role (roles.ts); a disabled operator cannot sign in and
 * their sessions end. A file from before roles keeps what its operators could do: admin.
 */
export const operatorSchema = z.object({
  _id: z.string().max(64),
  name: z.string().max(120),
  phoneNumber: z.string().max(16).regex(/^\+[1-9]\d{7,14}$/, 'An operator\'s number is written in international form, such as +919876500001'),
  role: roleSchema.default('admin'),
  active: z.boolean().default(true),
  /** When they last signed in (ISO), if ever. */
  lastSignInAt: z.string().max(40).optional(),
  /** One up with every change of role or status, for the version check of the Operators tab. */
  version: z.number().int().min(0).optional(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const databaseSchema = z.object({
  consultants: z.array(consultantSchema),
  users: z.array(userSchema),
  operators: z.array(operatorSchema),
  transactions: z.array(transactionSchema),
  quizMatches: z.array(quizMatchSchema),
  questions: z.array(questionSchema),
  quizzes: z.array(quizSchema),
  pools: z.array(poolSchema),
  companyExpenses: z.array(companyExpenseSchema).transform((expenses) => expenses.map(withPaymentIds)),
  chatRooms: z.array(chatRoomSchema),
  chatMessages: z.array(chatMessageSchema),
  notifications: z.array(notificationSchema),
  settlements: z.array(settlementSchema),
  uploads: z.array(uploadRecordSchema),
  /** Plain REST collections, served as they are by json-server's router. */
  bookings: z.array(bookingSchema),
  app_issues: z.array(appIssueSchema),
  /** One-time codes and their limits live in the backend's memory (otpGate.ts), never here; older files' entries are ignored. */
  sessions: storedSessionsSchema,
  /** What operators changed, append-only (activity.ts); a file from before it has none. */
  activity: z.array(activityRecordSchema).default([]),
  /** Bank details and large settlements waiting for a second operator, and how each was decided (issue 48); a file from before has none. */
  approvals: z.array(approvalSchema).default([]),
});
export type Database = z.infer<typeof databaseSchema>;

/**
 * Payments kept before they had ids get one from their expense and their place when the data
 * is read: the same on every read until the expense is next written, which keeps it.
 */
function withPaymentIds(expense: z.infer<typeof companyExpenseSchema>) {
  if (expense.payments.every((payment) => payment._id !== undefined)) return expense;
  return { ...expense, payments: expense.payments.map((payment, index) => (payment._id === undefined ? { ...payment, _id: `${expense._id}-${index + 1}` } : payment)) };
}

/** A value none of whose parts may be changed in place. */
export type Frozen<T> = T extends readonly (infer Item)[] ? readonly Frozen<Item>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/**
 * The data as a call sees it: its own shallow copy of the top-level object, whose
 * collections it may replace but never change in place (nor any record in them). A call
 * thus copies only what it touches, and the data it was given stays as it was whatever
 * happens (core.ts dispatch).
 */
export type WorkingDatabase = { -readonly [K in keyof Database]: Frozen<Database[K]> };

export function emptyDatabase(): Database {
  return {
    consultants: [],
    users: [],
    operators: [],
    transactions: [],
    quizMatches: [],
    questions: [],
    quizzes: [],
    pools: [],
    companyExpenses: [],
    chatRooms: [],
    chatMessages: [],
    notifications: [],
    settlements: [],
    uploads: [],
    bookings: [],
    app_issues: [],
    sessions: [],
    activity: [],
    approvals: [],
  };
}
