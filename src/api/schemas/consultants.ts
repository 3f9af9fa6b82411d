/** Consultants, followers, push notifications and settlements (Dashboard and Earnings tabs). */
import { z } from 'zod';
import {
  dataidBodySchema,
  dateText,
  id,
  imageUrl,
  MAX_COUNT,
  MAX_LENGTH,
  messageResultSchema,
  personName,
  phoneDigits,
  requiredText,
  storedUrl,
  text,
  tooMany,
} from './common';
import { approvalSchema, pendingBankDetailsSchema, pendingSettlementSchema } from './approvals';

/** A push token as the records keep it ('default_token' where a consultant has none). */
const pushToken = text(MAX_LENGTH.pushToken, 'A push token');
/** Earnings and settled amounts are kept as numeric text, such as '1250.50'. */
const amountText = text(MAX_LENGTH.amountText, 'An amount');
const bankDetails = text(MAX_LENGTH.bankDetails, 'Bank details');
/** A record's version: a count of its changes. */
export const recordVersion = z.number().int().min(0).max(1_000_000_000);

/** Consultant / user record as the back-office sees it. Fields the old backend sometimes
 * omits stay optional so that a record with gaps still renders. */
export const consultantSchema = z.object({
  _id: id,
  /** The creator ID; shown as its first 7 characters. */
  dataid: id,
  name: personName,
  phoneNumber: phoneDigits('A phone number'),
  profilePicUrl: storedUrl.optional(),
  /** The first image is preferred over profilePicUrl. */
  imagesArray: z.array(storedUrl).optional(),
  /** Kept as text: some records carry an unparseable date and must sort last. */
  createdAt: dateText.optional(),
  isActive: z.boolean(),
  /** A numeric string such as "1250.50"; missing means N/A. */
  earnings: amountText.optional(),
  bankDetails: bankDetails.optional(),
  exam: text(MAX_LENGTH.label, 'An exam').optional(),
  /** Push token; the client sends 'default_token' when it is missing. */
  firebasetoken: pushToken.optional(),
  /** Goes up by one with every change an operator makes (issue 25); missing is 0. */
  version: recordVersion.optional(),
  /** The version at which the bank details last changed: an edit begun on an older version is refused (409). */
  bankDetailsVersion: recordVersion.optional(),
  /** Issue 48: a change of the bank details waits for a second operator; the details above stay what a settlement pays until then. */
  pendingBankDetails: pendingBankDetailsSchema.optional(),
  /** Issue 48: a settlement above the threshold waits for a second operator; the earnings stay until then. */
  pendingSettlement: pendingSettlementSchema.optional(),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** A follower: the other side of transactions, quiz matches and chats. */
export const userSchema = z.object({
  _id: id,
  name: personName,
  phoneNumber: phoneDigits('A phone number').optional(),
  profilePicUrl: storedUrl.optional(),
});
export type User = z.infer<typeof userSchema>;

export const userNameSchema = z.object({ _id: id, name: personName });
export type UserName = z.infer<typeof userNameSchema>;

export const notificationSchema = z.object({
  _id: id,
  title: text(MAX_LENGTH.title, 'A title'),
  body: text(MAX_LENGTH.notificationBody, 'A body'),
  image: storedUrl,
  userIds: z.array(phoneDigits('A recipient')),
  tokens: z.array(pushToken),
  sentAt: dateText,
  recipientCount: z.number(),
  /** The operator who sent it; older records and sends with sessions off have none. */
  sentBy: id.nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

const IDEMPOTENCY_KEY_MAX = 128;
const IDEMPOTENCY_KEY_FORMAT = `The Idempotency-Key header must be 8 to ${IDEMPOTENCY_KEY_MAX} letters, digits, - or _`;

/** The audit record of one settlement: what was paid, to whom, where, by whom and when. */
export const settlementSchema = z.object({
  _id: id,
  consultantId: id,
  dataid: id,
  name: personName,
  amount: amountText,
  /** The bank details the money was sent to, as they were at the time. */
  bankDetails: bankDetails.default(''),
  /** The operator whose session settled it (null when sessions are not required). */
  operatorId: id.nullable().default(null),
  /** The client's Idempotency-Key: a retried settlement answers this record again. */
  idempotencyKey: text(IDEMPOTENCY_KEY_MAX, 'An Idempotency-Key').nullable().default(null),
  settledAt: dateText,
  /** The second operator who approved it, for a settlement above the threshold (issue 48). */
  approvedBy: id.nullable().optional(),
});
/** An Idempotency-Key header: a UUID or a similar token. */
export const idempotencyKeySchema = z
  .string()
  .max(IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_FORMAT)
  .regex(new RegExp(`^[A-Za-z0-9_-]{8,${IDEMPOTENCY_KEY_MAX}}$`), IDEMPOTENCY_KEY_FORMAT);
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * settle_payment's body: SPEC.md's dataid, and (beside it) what the operator confirmed: the
 * amount, as numeric text, and the bank details shown ('' when none were set). With them, a
 * settlement whose earnings or bank details changed after the dialog showed them is refused
 * with 409 instead of recording a sum, or an account, nobody confirmed.
 */
export const settlePaymentBodySchema = dataidBodySchema.extend({
  amount: amountText.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), 'amount must be a number, such as 1250.50').optional(),
  bankDetails: bankDetails.optional(),
});
export type SettlePaymentBody = z.infer<typeof settlePaymentBodySchema>;

export const updateBankDetailsBodySchema = z.object({
  dataid: requiredText(MAX_LENGTH.id, 'dataid'),
  bankDetails,
  /**
   * The consultant's version the edit began from (beside SPEC.md's two fields). With it, an
   * edit made while another operator changed the bank details is refused with 409 and the
   * current record; without it the text is saved as SPEC.md says.
   */
  version: recordVersion.optional(),
});
export type UpdateBankDetailsBody = z.infer<typeof updateBankDetailsBodySchema>;

/** What the operator writes: the form validates it with this, the backend again with the whole body. */
export const notificationContentSchema = z.object({
  title: requiredText(MAX_LENGTH.title, 'Title'),
  body: requiredText(MAX_LENGTH.notificationBody, 'Body'),
  /** Optional; only http and https addresses. */
  image: imageUrl('Image URL'),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

export const sendNotificationBodySchema = notificationContentSchema
  .extend({
    /** The selected consultants' phone numbers. */
    userIds: z.array(phoneDigits('A recipient')).min(1, 'Select at least one consultant').max(MAX_COUNT.recipients, tooMany('recipients', MAX_COUNT.recipients)),
    /** Their push tokens, in the same order ('default_token' where one is missing). */
    tokens: z.array(pushToken.min(1, 'A push token is required')).max(MAX_COUNT.recipients, tooMany('push tokens', MAX_COUNT.recipients)),
    /**
     * The operator was told that the same notification went to some of these consultants a
     * moment ago (409 `sentMeanwhile`) and sends it again anyway. Beside SPEC.md's fields.
     */
    sendAgain: z.boolean().optional(),
  })
  .refine((body) => body.tokens.length === body.userIds.length, {
    message: 'Each selected consultant needs exactly one push token',
    path: ['tokens'],
  });
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;
/** The 409 `reason` of a notification refused as a repeat of one sent minutes ago. */
export const SENT_MEANWHILE = 'sentMeanwhile';

export const usersByIdsBodySchema = z.object({ ids: z.array(id).max(MAX_COUNT.lookupIds, tooMany('ids', MAX_COUNT.lookupIds)) });

export const earningsResultSchema = z.object({ consultants: z.array(consultantSchema) });

export const consultantListSchema = z.array(consultantSchema);

export const userNameListSchema = z.array(userNameSchema);

/**
 * settle_payment: the consultant with earnings "0" and the settlement that was kept; or, for an
 * amount above the threshold (issue 48), the consultant with the settlement waiting and the
 * approval it waits for (`approval`, src/api/schemas/approvals.ts), nothing paid yet.
 */
export const settleResultSchema = messageResultSchema.extend({
  consultant: consultantSchema,
  settlement: settlementSchema.optional(),
  /** The approval the settlement waits for, when it waits. */
  approval: approvalSchema.optional(),
  /** True when the key had been seen: nothing new was recorded. */
  replayed: z.boolean().default(false),
});

/**
 * update_bank_details, verify_consultant(2), unverify_consultant: the updated consultant. New bank
 * details wait for approval (issue 48): the answer then carries the approval too.
 */
export const consultantResultSchema = messageResultSchema.extend({ consultant: consultantSchema, approval: approvalSchema.optional() });

/** POST /approvals/approve and /approvals/reject: the approval as decided, and its consultant as they are now. */
export const approvalDecisionResultSchema = messageResultSchema.extend({ approval: approvalSchema, consultant: consultantSchema });

/** send-notification2: what was recorded and to how many it went. */
export const notificationResultSchema = messageResultSchema.extend({ sent: z.number(), notification: notificationSchema });
