import { request } from './client';
import { apiPaths } from './paths';
import { consultantResultSchema, earningsResultSchema, settleResultSchema } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /earnings_dashboard: { consultants[] }. */
export function fetchEarnings({ signal }: Signal = {}) {
  return request(apiPaths.earningsDashboard, { body: {}, schema: earningsResultSchema, signal });
}

/**
 * POST /settle_payment: earnings become "0" and a settlement is kept. The key names this one
 * settlement: sending it again (a retry after a timeout) answers the same record, never a second.
 * `amount`, the earnings the operator confirmed, makes the backend refuse (409) if they changed.
 */
export function settlePayment(dataid: string, { idempotencyKey, amount, bankDetails, signal }: Signal & { idempotencyKey: string; amount?: string | undefined; bankDetails?: string | undefined }) {
  const body = { dataid, ...(amount === undefined ? {} : { amount }), ...(bankDetails === undefined ? {} : { bankDetails }) };
  return request(apiPaths.settlePayment, { body, schema: settleResultSchema, signal, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /update_bank_details. */
export function updateBankDetails(dataid: string, bankDetails: string, version?: number, { signal }: Signal = {}) {
  // The version the edit began from, when known: a save over another operator's change is refused (409).
  const body = version === undefined ? { dataid, bankDetails } : { dataid, bankDetails, version };
  return request(apiPaths.updateBankDetails, { body, schema: consultantResultSchema, signal });
}
