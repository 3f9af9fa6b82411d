/** Company expenses and their payments. */
import { z } from 'zod';
import { dateText, dateTime, id, isoDate, MAX_LENGTH, messageResultSchema, requiredText, text, tooLong } from './common';

export const expensePaymentSchema = z.object({
  /** The payment's own id (issue 25), so a click or a delete names it rather than its place in the list; older data may lack it. */
  _id: id.optional(),
  date: dateText,
  amount: z.number(),
  isPaid: z.boolean(),
  paidOn: dateText.nullable().default(null),
  /** Who added it and when, for the check against the same payment added twice; older data lacks them. */
  addedBy: id.nullable().optional(),
  addedAt: dateTime.optional(),
  /** The Idempotency-Key it was added with: the same key again answers this payment instead of adding another. */
  idempotencyKey: text(128, 'An Idempotency-Key').nullable().optional(),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;
export const companyExpenseSchema = z.object({
  _id: id,
  expenseType: text(MAX_LENGTH.name, 'An expense type'),
  total: z.number(),
  isPaid: z.boolean(),
  payments: z.array(expensePaymentSchema),
  /** One up with every change of the type or its payments (issue 25); missing is 0. */
  version: z.number().int().min(0).max(1_000_000_000).optional(),
});
export type CompanyExpense = z.infer<typeof companyExpenseSchema>;

export const EXPENSE_TYPE_REQUIRED = 'Expense type name is required';

export const PAYMENT_NEEDS_DATE_AND_AMOUNT = 'Please provide a date and amount for the payment.';
export const EXPENSE_TYPE_MAX = 60;
export const EXPENSE_TYPE_TOO_LONG = `Keep the expense type name to ${EXPENSE_TYPE_MAX} characters or fewer`;
export const AMOUNT_NOT_POSITIVE = 'The amount must be greater than zero';
export const AMOUNT_TOO_PRECISE = 'The amount can have at most two decimal places (paise)';
export const PAYMENT_DATE_INVALID = 'The payment date is not a valid date';

const isDate = (value: string) => isoDate.safeParse(value).success || dateTime.safeParse(value).success;
/** Whole paise: 0.29 * 100 is 28.999… in floating point, so a tolerance decides. */
const hasWholePaise = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
export const createExpenseTypeBodySchema = z.object({
  expenseType: z.string({ error: EXPENSE_TYPE_REQUIRED }).trim().min(1, EXPENSE_TYPE_REQUIRED).max(EXPENSE_TYPE_MAX, EXPENSE_TYPE_TOO_LONG),
  total: z.literal(0).default(0),
  isPaid: z.literal(false).default(false),
  payments: z.array(z.never()).max(0).default([]),
});
export type CreateExpenseTypeBody = z.infer<typeof createExpenseTypeBodySchema>;
export const addPaymentBodySchema = z.object({
  date: z
    .string({ error: PAYMENT_NEEDS_DATE_AND_AMOUNT })
    .trim()
    .min(1, PAYMENT_NEEDS_DATE_AND_AMOUNT)
    .max(MAX_LENGTH.dateText, tooLong('The payment date', MAX_LENGTH.dateText))
    .refine(isDate, PAYMENT_DATE_INVALID),
  amount: z.number({ error: PAYMENT_NEEDS_DATE_AND_AMOUNT }).finite().positive(AMOUNT_NOT_POSITIVE).refine(hasWholePaise, AMOUNT_TOO_PRECISE),
  isPaid: z.boolean().default(false),
  paidOn: z
    .string()
    .max(MAX_LENGTH.dateText, tooLong('The paid-on date', MAX_LENGTH.dateText))
    .refine(isDate, 'The paid-on date is not a valid date')
    .nullable()
    .default(null),
  /**
   * The operator was told that the same payment was added to this type a moment ago (409
   * `addedMeanwhile`) and adds it again anyway: it is another payment. Beside SPEC.md's fields.
   */
  addAgain: z.boolean().optional(),
});
export type AddPaymentBody = z.infer<typeof addPaymentBodySchema>;
/** The 409 `reason` of a payment refused as a repeat of one added minutes ago. */
export const ADDED_MEANWHILE = 'addedMeanwhile';

const expenseId = requiredText(MAX_LENGTH.id, 'expenseId');
/**
 * SPEC.md's { expenseId }, and for deleting a type the version the operator saw (issue 25):
 * sent, a type changed since (a payment added, marked or deleted) is not deleted: 409 with the
 * type as it is now.
 */
export const expenseIdBodySchema = z.object({ expenseId, version: z.number().int().min(0).max(1_000_000_000).optional() });
export const paymentRefBodySchema = z.object({
  expenseId,
  paymentIndex: z.number().int('paymentIndex must be a whole number').min(0, 'paymentIndex cannot be negative'),
  /**
   * The payment's id (issue 25), beside SPEC.md's index: when sent it decides, so a payment a
   * colleague deleted meanwhile is answered 404 instead of acting on the one that moved into its place.
   */
  paymentId: id.optional(),
});
export type PaymentRefBody = z.infer<typeof paymentRefBodySchema>;

/**
 * SPEC.md's toggle-payment body, and the state the operator wants (issue 25): sent, it is set
 * rather than flipped, so a repeated or crossed click cannot undo a colleague's. Without it the
 * payment flips, as SPEC.md says.
 */
export const togglePaymentBodySchema = paymentRefBodySchema.extend({ isPaid: z.boolean().optional() });
export type TogglePaymentBody = z.infer<typeof togglePaymentBodySchema>;

/**
 * SPEC.md's delete-payment body, and whether the payment was paid when the operator confirmed:
 * sent, a payment a colleague has marked paid (or not paid) since is not deleted (409), so a
 * record of money paid never goes unseen. Without it the payment is deleted, as SPEC.md says.
 */
export const deletePaymentBodySchema = paymentRefBodySchema.extend({ isPaid: z.boolean().optional() });
export type DeletePaymentBody = z.infer<typeof deletePaymentBodySchema>;

export const companyExpenseListSchema = z.array(companyExpenseSchema);

export const expenseResultSchema = messageResultSchema.extend({ expense: companyExpenseSchema });
