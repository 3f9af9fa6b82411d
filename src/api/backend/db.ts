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
  transactionSchema,
  uploadRecordSchema,
  userSchema,
} from '../schemas';

/**
 * A pending one-time code, one per number. The code itself is never stored: only a keyed hash
 * of it and its salt (otpHash.ts). A number that is not an operator's gets an entry too, with
 * no hash (nothing can match it), so its answers look exactly like a registered number's.
 */
export const otpRequestSchema = z.object({
  phone: z.string(),
  codeHash: z.string().nullable(),
  salt: z.string(),
  expiresAt: z.string(),
  attempts: z.number(),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/**
 * Pending codes as read from a data file: an entry of the older shape, with its code in
 * clear, is dropped rather than refusing the file (it would have expired within 5 minutes).
 */
const legacyOtpRequestSchema = z.object({ phone: z.string(), code: z.string(), expiresAt: z.string(), attempts: z.number() });
const storedOtpRequestsSchema = z
  .array(z.union([otpRequestSchema, legacyOtpRequestSchema]))
  .transform((entries) => entries.filter((entry): entry is OtpRequest => 'codeHash' in entry));

/** One code sent (or asked for an unknown number): the hourly limit counts these. */
export const otpSendSchema = z.object({ phone: z.string(), sentAt: z.string() });
export type OtpSend = z.infer<typeof otpSendSchema>;

export const authSessionSchema = z.object({
  token: z.string(),
  userId: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Back-office operators allowed to sign in. */
export const operatorSchema = z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() });
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
  companyExpenses: z.array(companyExpenseSchema),
  chatRooms: z.array(chatRoomSchema),
  chatMessages: z.array(chatMessageSchema),
  notifications: z.array(notificationSchema),
  settlements: z.array(settlementSchema),
  uploads: z.array(uploadRecordSchema),
  /** Plain REST collections, served as they are by json-server's router. */
  bookings: z.array(bookingSchema),
  app_issues: z.array(appIssueSchema),
  otpRequests: storedOtpRequestsSchema,
  /** Added after the first data files were made: older files without it read as empty. */
  otpSends: z.array(otpSendSchema).default([]),
  sessions: z.array(authSessionSchema),
});
export type Database = z.infer<typeof databaseSchema>;

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
    otpRequests: [],
    otpSends: [],
    sessions: [],
  };
}
