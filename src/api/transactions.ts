import { request } from './client';
import { apiPaths } from './paths';
import { transactionsFoundSchema, transactionsResultSchema } from './schemas';

/** POST /transactions2: { transactions[] }. */
export function fetchTransactions({ signal }: { signal?: AbortSignal } = {}) {
  return request(apiPaths.transactions, { body: {}, schema: transactionsResultSchema, signal });
}

/** POST /lists/transactions/find: the people and transactions the command palette finds for `q` (issue 47). */
export function findTransactions(q: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return request(apiPaths.transactionsFind, { body: { q, limit }, schema: transactionsFoundSchema, signal });
}
