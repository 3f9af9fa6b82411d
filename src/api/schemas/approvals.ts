/**
 * Four eyes on money (issue 48): a change of a consultant's bank details, and a settlement above
 * the backend's threshold (SETTLE_APPROVAL_ABOVE), are proposed by one operator and wait for
 * another with approveChanges to approve or reject them. Each waits as one approval record
 * (POST /approvals lists them) and, on the consultant, as a small copy the Earnings row shows.
 */
import { z } from 'zod';
import { dateText, id, MAX_LENGTH, personName, requiredText, text } from './common';

const bankDetails = text(MAX_LENGTH.bankDetails, 'Bank details');
const amountText = text(MAX_LENGTH.amountText, 'An amount');
const version = z.number().int().min(0).max(1_000_000_000);

/** The most a rejection's reason may say. */
export const REJECTION_REASON_MAX = 500;

/** Who proposed a change waiting for a second operator, and when. */
const proposal = {
  /** The approval record that decides it. */
  approvalId: id,
  /** The operator who proposed it; null when the backend runs without sessions. */
  proposedBy: id.nullable(),
  proposedByName: personName,
  proposedAt: dateText,
};
/** New bank details proposed and waiting for another operator's approval: the row shows them beside the current ones. */
export const pendingBankDetailsSchema = z.object({ ...proposal, bankDetails });
export type PendingBankDetails = z.infer<typeof pendingBankDetailsSchema>;
/** A settlement above the threshold waiting for another operator's approval before it is recorded as paid. */
export const pendingSettlementSchema = z.object({ ...proposal, amount: amountText });
export type PendingSettlement = z.infer<typeof pendingSettlementSchema>;

export const APPROVAL_KINDS = ['bankDetails', 'settlement'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
/** 'replaced': a newer proposal of bank details for the same consultant took its place before anyone decided. */
export const APPROVAL_STATUSES = ['waiting', 'approved', 'rejected', 'replaced'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const approvalBase = {
  _id: id,
  consultantId: id,
  /** The consultant's creator ID, and their name as it was when proposed. */
  dataid: id,
  consultantName: personName,
  proposedBy: id.nullable(),
  proposedByName: personName,
  proposedAt: dateText,
  status: z.enum(APPROVAL_STATUSES),
  /** Who approved, rejected or replaced it, and when; absent while it waits. */
  decidedBy: id.nullable().optional(),
  decidedByName: personName.optional(),
  decidedAt: dateText.optional(),
  /** Why it was rejected. */
  reason: text(REJECTION_REASON_MAX, 'A reason').optional(),
  /** One up with every change of the record: an approval is decided only as the operator saw it. */
  version,
};

/** One change waiting for (or decided by) a second operator. */
export const approvalSchema = z.discriminatedUnion('kind', [
  /** The bank details as they were when proposed (`before`) and as proposed (`after`). */
  z.object({ ...approvalBase, kind: z.literal('bankDetails'), before: bankDetails, after: bankDetails }),
  /** The amount to pay and where, as the proposer confirmed them; the settle's Idempotency-Key, so a retry answers this. */
  z.object({ ...approvalBase, kind: z.literal('settlement'), amount: amountText, bankDetails, idempotencyKey: text(128, 'An Idempotency-Key').nullable() }),
]);
export type Approval = z.infer<typeof approvalSchema>;
export type BankDetailsApproval = Extract<Approval, { kind: 'bankDetails' }>;
export type SettlementApproval = Extract<Approval, { kind: 'settlement' }>;

/** POST /approvals: what waits, oldest first, and the amount in rupees above which a settlement waits (the backend's SETTLE_APPROVAL_ABOVE). */
export const approvalsResultSchema = z.object({ approvals: z.array(approvalSchema), settleApprovalAbove: z.number().min(0) });

/** POST /approvals/approve: the approval, as the version the operator saw. */
export const approveBodySchema = z.object({
  approvalId: requiredText(MAX_LENGTH.id, 'approvalId'),
  /** The approval's version the page showed; decided since, it is refused (409). */
  version: version.optional(),
});
export type ApproveBody = z.infer<typeof approveBodySchema>;

/** POST /approvals/reject: as approve, with the reason the proposer is told. */
export const rejectBodySchema = approveBodySchema.extend({ reason: requiredText(REJECTION_REASON_MAX, 'Reason') });
export type RejectBody = z.infer<typeof rejectBodySchema>;
/** The reject dialog's form: the reason alone. */
export const rejectReasonSchema = rejectBodySchema.pick({ reason: true });
