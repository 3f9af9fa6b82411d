/** Transactions (TransactionsList tab). */
import { z } from 'zod';
import { dateText, id, MAX_LENGTH, personRef, text } from './common';

export const transactionSchema = z.object({
  _id: id,
  userRef: personRef.nullable(),
  consultantRef: personRef.nullable(),
  amount: z.number(),
  type: text(MAX_LENGTH.label, 'A transaction type'),
  timestamp: dateText,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResultSchema = z.object({ transactions: z.array(transactionSchema) });
