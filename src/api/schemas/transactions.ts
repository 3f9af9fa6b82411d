/** Transactions (TransactionsList tab). */
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../../lib/searchLimit';
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

/** The most people and transactions one find answers: a palette shows a few of each. */
export const FIND_LIMIT_MAX = 20;

/**
 * POST /lists/transactions/find (issue 47): what the command palette finds of the transactions
 * for what is typed, without downloading them: the people who paid or were paid whose names
 * match, each with how many transactions the tab would show for them, and the transactions
 * whose id starts with it (four characters at least).
 */
export const transactionsFindBodySchema = z.strictObject({
  q: z.string().max(SEARCH_MAX_LENGTH, `A search is at most ${SEARCH_MAX_LENGTH} characters.`),
  limit: z.number().int().min(1).max(FIND_LIMIT_MAX, `At most ${FIND_LIMIT_MAX} of each.`).default(4),
});

export const transactionsFoundSchema = z.object({
  people: z.array(z.object({ name: z.string().max(MAX_LENGTH.name), side: z.enum(['by', 'to']), count: z.number().int().min(0) })),
  transactions: z.array(transactionSchema),
});
export type TransactionsFound = z.infer<typeof transactionsFoundSchema>;
