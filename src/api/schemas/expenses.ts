/** Company expenses and their payments. */
import { z } from 'zod';
import { dateTime, id, isoDate, messageResultSchema, nonEmpty } from './common';

export const expensePaymentSchema = z.object({
  date: z.string(),
  amount: z.number(),
  isPaid: z.boolean(),
  paidOn: z.string().nullable().default(null),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;
export const companyExpenseSchema = z.object({
  _id: id,
  expenseType: z.string(),
  total: z.number(),
  isPaid: z.boolean(),
  payments: z.array(expensePaymentSchema),
});
export type CompanyExpense = z.infer<typeof companyExpenseSchema>;

export const EXPENSE_TYPE_REQUIRED = 'Expense type name is required';

export const PAYMENT_NEEDS_DATE_AND_AMOUNT = 'Please provide a date and amount for the payment.';
export const createExpenseTypeBodySchema = z.object({
  expenseType: z.string({ error: EXPENSE_TYPE_REQUIRED }).trim().min(1, EXPENSE_TYPE_REQUIRED),
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
    .refine((value) => isoDate.safeParse(value).success || dateTime.safeParse(value).success, 'The payment date is not a valid date'),
  amount: z.number({ error: PAYMENT_NEEDS_DATE_AND_AMOUNT }).finite().positive('The amount must be greater than zero'),
  isPaid: z.boolean().default(false),
  paidOn: z.string().nullable().default(null),
});
export type AddPaymentBody = z.infer<typeof addPaymentBodySchema>;

export const expenseIdBodySchema = z.object({ expenseId: nonEmpty('expenseId') });
export const paymentRefBodySchema = z.object({
  expenseId: nonEmpty('expenseId'),
  paymentIndex: z.number().int('paymentIndex must be a whole number').min(0, 'paymentIndex cannot be negative'),
});
export type PaymentRefBody = z.infer<typeof paymentRefBodySchema>;

export const companyExpenseListSchema = z.array(companyExpenseSchema);

export const expenseResultSchema = messageResultSchema.extend({ expense: companyExpenseSchema });
