/** Transactions (TransactionsList tab). */
import { z } from 'zod';
import { id, personRef } from './common';

export const transactionSchema = z.object({
  _id: id,
  userRef: personRef.nullable(),
  consultantRef: personRef.nullable(),
  amount: z.number(),
  type: z.string(),
  timestamp: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResultSchema = z.object({ transactions: z.array(transactionSchema) });
