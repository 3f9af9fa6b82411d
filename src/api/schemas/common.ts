/** Building blocks shared by every domain: ids, dates, numbers from form fields, message answers. */
import { z } from 'zod';

/**
 * How long each kind of text may be. Every string a schema reads has one of these as its
 * maximum (limits.test.ts walks the schemas to make sure), so no field carries megabytes into
 * the backend, the data file or a page. Request bodies use them with a message the form shows
 * beside the field; the records read from the data file and from answers use the same ones,
 * which every seed and generated data set stays well within.
 */
export const MAX_LENGTH = {
  /** Record ids and other keys: ObjectIds are 24 characters, chat room ids 54. */
  id: 128,
  /** A person's, quiz's, pool's or expense type's name. */
  name: 100,
  /** A short label as written: a subject, domain, exam, transaction type, prize or entry fee. */
  label: 100,
  /** A notification's title (a phone shows about a line of it). */
  title: 120,
  /** A notification's body. */
  notificationBody: 1000,
  /** A question's text. */
  question: 1000,
  /** One answer of a question (also the correct answer, a copy of one). */
  answer: 500,
  /** A reward's ranks, such as '1' or '11-20'. */
  rankRange: 30,
  /** A quiz's prompt for the question generator. */
  prompt: 2000,
  /** An app issue's comment. */
  comment: 2000,
  /** A consultant's bank details (bank, account, IFSC, name on a few lines). */
  bankDetails: 2000,
  /** One chat message. */
  chatMessage: 5000,
  /** A web address: the longest that browsers, servers and CDNs all reliably take. */
  url: 2048,
  /** A date or date-time kept as text (an ISO date-time is 24 to 32 characters). */
  dateText: 64,
  /** An amount kept as text, such as '1250.50'. */
  amountText: 32,
  /** A phone number as someone wrote it, spaces and all: '+91 93865 94075'. */
  phoneText: 32,
  /** A push token: FCM's are about 160 characters, APNs' 64; FCM documents no fixed length. */
  pushToken: 4096,
  /** An uploaded file's name, as file systems allow. */
  fileName: 255,
  /** A media type: RFC 6838 allows 127 characters either side of the '/'. */
  contentType: 255,
  /** A readable message in an answer. */
  message: 2000,
  /** Where a refusal lands, such as 'questions.499.answerImages.3'. */
  issuePath: 200,
  /** What the AI model is called. */
  aiModel: 100,
  /** One message to or from the AI: room for a reply of 100 questions at their longest. */
  aiContent: 500_000,
} as const;

/** The digits of a phone number in international form (E.164 allows 15). */
export const PHONE_DIGITS_MAX = 15;

/** How many items a request body's list may hold. */
export const MAX_COUNT = {
  /**
   * Recipients of one notification: every consultant of the largest data set the generator is
   * run with (`db:generate -- --consultants 10000`), twice over; their numbers and push tokens
   * then stay within the backend's 4 MB for this call.
   */
  recipients: 20_000,
  /** Ids one name lookup may ask for (Quiz Details asks for every player it lists). */
  lookupIds: 20_000,
  /**
   * Questions one save may carry: the AI drafts 100 a request, blank ones come 200 at a time.
   * The Generate tab sends more in several saves of at most this many.
   */
  questionsPerSave: 200,
  /** Rewards of one pool (one per rank at most, and pools have a few ranges). */
  rewards: 100,
  /** Entrants of one pool. */
  entrants: 100_000,
  /** Messages of one AI request (the prompt is one or two). */
  aiMessages: 100,
} as const;

export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
export const tooMany = (things: string, max: number) => `At most ${max.toLocaleString('en-US')} ${things} at once`;

/** Text of at most `max` characters; `field` names it in the message. */
export const text = (max: number, field: string) => z.string().max(max, tooLong(field, max));
/** Without a maximum: add one (`.max`) or use requiredText. */
export const nonEmpty = (field: string) => z.string().trim().min(1, `${field} is required`);
/** Required text: blank (after trimming) says '<field> is required', longer than `max` says so. */
export const requiredText = (max: number, field: string) => nonEmpty(field).max(max, tooLong(field, max));
export const id = z.string().min(1).max(MAX_LENGTH.id, tooLong('An id', MAX_LENGTH.id));

/** A phone number as the records keep it: digits, with a + in front in international form. */
export const phoneDigits = (field: string) =>
  z
    .string()
    .max(PHONE_DIGITS_MAX + 1, tooLong(field, PHONE_DIGITS_MAX + 1))
    .regex(new RegExp(`^\\+?\\d{1,${PHONE_DIGITS_MAX}}$`), `${field} must be digits (at most ${PHONE_DIGITS_MAX}), with a + in front if international`);

/** A calendar date, as an <input type="date"> gives it. */
export const isoDate = z.string().max(10, 'Dates are written YYYY-MM-DD').regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
/** A date-time string that Date can parse. */
export const dateTime = z
  .string()
  .max(MAX_LENGTH.dateText, tooLong('A date and time', MAX_LENGTH.dateText))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a valid date and time');
/** A date or date-time kept as text, parseable or not (some old records carry neither). */
export const dateText = text(MAX_LENGTH.dateText, 'A date');
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
export const httpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(MAX_LENGTH.url, tooLong(field, MAX_LENGTH.url))
    .refine(isHttpUrl, `${field} must be a web address starting with http:// or https://`);
/** An optional picture: none ('') or an http(s) address. Never data:, javascript: or '//host'. */
export const imageUrl = (field: string) => z.union([z.literal(''), httpUrl(field)]);
/** A web address as a record keeps it (checked where it comes in). */
export const storedUrl = text(MAX_LENGTH.url, 'A web address');

export const personName = text(MAX_LENGTH.name, 'A name');
export const personRef = z.object({ name: personName, profilePicUrl: storedUrl.optional().default('') });

export const participant = z.object({ _id: id, name: personName });

export const emptyBodySchema = z.object({}).passthrough();

export const dataidBodySchema = z.object({ dataid: requiredText(MAX_LENGTH.id, 'dataid') });
export type DataidBody = z.infer<typeof dataidBodySchema>;

export const idBodySchema = z.object({ id: requiredText(MAX_LENGTH.id, 'id') });

export const messageResultSchema = z.object({ message: text(MAX_LENGTH.message, 'A message') });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** A refusal: a readable message and, for a 400, the reasons by field (path '' = the whole body). */
export const issueSchema = z.object({ path: text(MAX_LENGTH.issuePath, 'A path'), message: text(MAX_LENGTH.message, 'A message') });
export type Issue = z.infer<typeof issueSchema>;
export const errorBodySchema = z.object({ message: text(MAX_LENGTH.message, 'A message'), issues: z.array(issueSchema).optional() });
