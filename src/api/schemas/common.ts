/** Building blocks shared by every domain: ids, dates, numbers from form fields, message answers. */
import { z } from 'zod';

export const nonEmpty = (field: string) => z.string().trim().min(1, `${field} is required`);
export const id = z.string().min(1);

/** A calendar date, as an <input type="date"> gives it. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
/** A date-time string that Date can parse. */
export const dateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a valid date and time');
/** Money and counts that a form field may send as text. */
export const nonNegativeNumber = (field: string) =>
  z.number({ error: `${field} must be a number` }).finite().min(0, `${field} cannot be negative`);
export const positiveWholeNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be greater than zero`);

/** True for an absolute http:// or https:// address: never javascript:, data: or a relative path. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A user-supplied web address, http or https only (issue 6: nothing else reaches a src or href). */
export const httpUrl = (field: string) => z.string().trim().refine(isHttpUrl, `${field} must be a web address starting with http:// or https://`);

export const personRef = z.object({ name: z.string(), profilePicUrl: z.string().optional().default('') });

export const participant = z.object({ _id: id, name: z.string() });

export const emptyBodySchema = z.object({}).passthrough();

export const dataidBodySchema = z.object({ dataid: nonEmpty('dataid') });
export type DataidBody = z.infer<typeof dataidBodySchema>;

export const idBodySchema = z.object({ id: nonEmpty('id') });

export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** A refusal: a readable message and, for a 400, the reasons by field (path '' = the whole body). */
export const issueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof issueSchema>;
export const errorBodySchema = z.object({ message: z.string(), issues: z.array(issueSchema).optional() });
