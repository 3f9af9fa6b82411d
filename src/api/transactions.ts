import { request } from './client';
import { apiPaths } from './paths';
import { transactionsResultSchema } from './schemas';

/** POST /transactions2: { transactions[] }. */
export function fetchTransactions({ signal }: { signal?: AbortSignal } = {}) {
  return request(apiPaths.transactions, { body: {}, schema: transactionsResultSchema, signal });
}
