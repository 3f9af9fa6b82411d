/** Consultants, followers, push notifications and settlements (Dashboard and Earnings tabs). */
import { z } from 'zod';
import { httpUrl, id, messageResultSchema, nonEmpty } from './common';

/** Consultant / user record as the back-office sees it. Fields the old backend sometimes
 * omits stay optional so that a record with gaps still renders. */
export const consultantSchema = z.object({
  _id: id,
  /** The creator ID; shown as its first 7 characters. */
  dataid: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  profilePicUrl: z.string().optional(),
  /** The first image is preferred over profilePicUrl. */
  imagesArray: z.array(z.string()).optional(),
  /** Kept as text: some records carry an unparseable date and must sort last. */
  createdAt: z.string().optional(),
  isActive: z.boolean(),
  /** A numeric string such as "1250.50"; missing means N/A. */
  earnings: z.string().optional(),
  bankDetails: z.string().optional(),
  exam: z.string().optional(),
  /** Push token; the client sends 'default_token' when it is missing. */
  firebasetoken: z.string().optional(),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** A follower: the other side of transactions, quiz matches and chats. */
export const userSchema = z.object({
  _id: id,
  name: z.string(),
  phoneNumber: z.string().optional(),
  profilePicUrl: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userNameSchema = z.object({ _id: id, name: z.string() });
export type UserName = z.infer<typeof userNameSchema>;

export const notificationSchema = z.object({
  _id: id,
  title: z.string(),
  body: z.string(),
  image: z.string(),
  userIds: z.array(z.string()),
  tokens: z.array(z.string()),
  sentAt: z.string(),
  recipientCount: z.number(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The audit record of one settlement: what was paid, to whom, where, by whom and when. */
export const settlementSchema = z.object({
  _id: id,
  consultantId: id,
  dataid: z.string(),
  name: z.string(),
  amount: z.string(),
  /** The bank details the money was sent to, as they were at the time. */
  bankDetails: z.string().default(''),
  /** The operator whose session settled it (null when sessions are not required). */
  operatorId: z.string().nullable().default(null),
  /** The client's Idempotency-Key: a retried settlement answers this record again. */
  idempotencyKey: z.string().nullable().default(null),
  settledAt: z.string(),
});
/** An Idempotency-Key header: a UUID or a similar token. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _');
export type Settlement = z.infer<typeof settlementSchema>;

export const updateBankDetailsBodySchema = z.object({
  dataid: nonEmpty('dataid'),
  bankDetails: z.string().max(2000, 'Bank details must be at most 2000 characters'),
});
export type UpdateBankDetailsBody = z.infer<typeof updateBankDetailsBodySchema>;

/** What the operator writes: the form validates it with this, the backend again with the whole body. */
export const notificationContentSchema = z.object({
  title: nonEmpty('Title').max(120, 'Title must be at most 120 characters'),
  body: nonEmpty('Body').max(1000, 'Body must be at most 1000 characters'),
  /** Optional; only http and https addresses. */
  image: z.union([z.literal(''), httpUrl('Image URL')]),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

export const sendNotificationBodySchema = notificationContentSchema
  .extend({
    /** The selected consultants' phone numbers. */
    userIds: z.array(z.string().min(1)).min(1, 'Select at least one consultant'),
    /** Their push tokens, in the same order ('default_token' where one is missing). */
    tokens: z.array(z.string().min(1)),
  })
  .refine((body) => body.tokens.length === body.userIds.length, {
    message: 'Each selected consultant needs exactly one push token',
    path: ['tokens'],
  });
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

export const usersByIdsBodySchema = z.object({ ids: z.array(z.string().min(1)) });

export const earningsResultSchema = z.object({ consultants: z.array(consultantSchema) });

export const consultantListSchema = z.array(consultantSchema);

export const userNameListSchema = z.array(userNameSchema);

export const settleResultSchema = messageResultSchema.extend({
  consultant: consultantSchema,
  settlement: settlementSchema,
  /** True when the key had been seen: nothing new was recorded. */
  replayed: z.boolean().default(false),
});

export const consultantResultSchema = messageResultSchema.extend({ consultant: consultantSchema });

export const notificationResultSchema = messageResultSchema.extend({ sent: z.number(), notification: notificationSchema });
