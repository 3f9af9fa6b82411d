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
 */
export function settlePayment(dataid: string, { idempotencyKey, signal }: Signal & { idempotencyKey: string }) {
  return request(apiPaths.settlePayment, { body: { dataid }, schema: settleResultSchema, signal, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /update_bank_details. */
export function updateBankDetails(dataid: string, bankDetails: string, version?: number, { signal }: Signal = {}) {
  // The version the edit began from, when known: a save over another operator's change is refused (409).
  const body = version === undefined ? { dataid, bankDetails } : { dataid, bankDetails, version };
  return request(apiPaths.updateBankDetails, { body, schema: consultantResultSchema, signal });
}
