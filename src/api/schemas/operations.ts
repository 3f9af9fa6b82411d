/** Plain REST collections (PRODUCT.md point 7): bookings and app issues. */
import { z } from 'zod';

export const contactModeSchema = z.enum(['audio call', 'chat', 'video call']);

export const bookingStatusSchema = z.enum(['Completed', 'Rejected', 'Processing']);
export const bookingSchema = z.object({
  id: z.union([z.string(), z.number()]),
  domain: z.string(),
  consultant: z.string(),
  bookedBy: z.string(),
  bookedOn: z.string(),
  contactMode: contactModeSchema,
  /** Rupees. */
  price: z.number(),
  status: bookingStatusSchema,
  /** When the session is booked to start and end (ISO date-times): Upcoming, Ongoing and Completed Meets follow from them. */
  sessionStart: z.iso.datetime({ offset: true }),
  sessionEnd: z.iso.datetime({ offset: true }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const appIssueTypeSchema = z.enum(['BUG', 'SUGGESTION']);
export const appIssueSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  number: z.string(),
  type: appIssueTypeSchema,
  comment: z.string(),
  raisedDate: z.string(),
  solvedDate: z.string().nullable(),
});
export type AppIssue = z.infer<typeof appIssueSchema>;

export const bookingListSchema = z.array(bookingSchema);

export const appIssueListSchema = z.array(appIssueSchema);

/** POST /app_issues/solve: marks one open issue solved today. */
export const solveAppIssueBodySchema = z.object({
  id: z.union([z.number().int().positive(), z.string().trim().min(1)], { error: 'Say which issue to mark solved (its ID).' }),
});
export type SolveAppIssueBody = z.infer<typeof solveAppIssueBodySchema>;

export const solveAppIssueResultSchema = z.object({ message: z.string(), issue: appIssueSchema });
export type SolveAppIssueResult = z.infer<typeof solveAppIssueResultSchema>;
