/** Plain REST collections (PRODUCT.md point 7): bookings and app issues. */
import { z } from 'zod';
import { dateText, MAX_LENGTH, messageResultSchema, personName, text } from './common';

/** The plain collections' ids: numbers, or text ids. */
const recordId = z.union([z.number(), text(MAX_LENGTH.id, 'An id')]);

export const contactModeSchema = z.enum(['audio call', 'chat', 'video call']);

export const bookingStatusSchema = z.enum(['Completed', 'Rejected', 'Processing']);
export const bookingSchema = z.object({
  id: recordId,
  domain: text(MAX_LENGTH.label, 'A domain'),
  consultant: personName,
  bookedBy: personName,
  bookedOn: dateText,
  contactMode: contactModeSchema,
  /** Rupees. */
  price: z.number(),
  status: bookingStatusSchema,
  /** When the session is booked to start and end (ISO date-times): Upcoming, Ongoing and Completed Meets follow from them. */
  sessionStart: z.iso.datetime({ offset: true }).max(MAX_LENGTH.dateText),
  sessionEnd: z.iso.datetime({ offset: true }).max(MAX_LENGTH.dateText),
});
export type Booking = z.infer<typeof bookingSchema>;

export const appIssueTypeSchema = z.enum(['BUG', 'SUGGESTION']);
export const appIssueSchema = z.object({
  id: recordId,
  name: personName,
  /** The reporter's phone number as written, spaces and all. */
  number: text(MAX_LENGTH.phoneText, 'A phone number'),
  type: appIssueTypeSchema,
  comment: text(MAX_LENGTH.comment, 'A comment'),
  raisedDate: dateText,
  solvedDate: dateText.nullable(),
});
export type AppIssue = z.infer<typeof appIssueSchema>;

export const bookingListSchema = z.array(bookingSchema);

export const appIssueListSchema = z.array(appIssueSchema);

/** POST /app_issues/solve: marks one open issue solved today. */
export const solveAppIssueBodySchema = z.object({
  id: z.union([z.number().int().positive(), z.string().trim().min(1).max(MAX_LENGTH.id)], { error: 'Say which issue to mark solved (its ID).' }),
});
export type SolveAppIssueBody = z.infer<typeof solveAppIssueBodySchema>;

export const solveAppIssueResultSchema = messageResultSchema.extend({ issue: appIssueSchema });
export type SolveAppIssueResult = z.infer<typeof solveAppIssueResultSchema>;
