/** Activity records as the backend writes them, made from the seed's operators and consultants. */
import seed from '../../../db.json';
import type { ActivityRecord } from '../../../src/api/schemas';
import { formatRupees } from '../../../src/lib/format';

const [aarav, second] = seed.operators;
const [settled, edited] = seed.consultants;
if (!aarav || !second || !settled || !edited) throw new Error('db.json lacks the operators or consultants these records name');

export const operatorNames = [aarav.name, second.name] as const;
/** The consultant settled in these records, and the one whose bank details were changed. */
export const consultantsNamed = { settled, edited } as const;

/** Oldest first, as the log keeps them. */
export const activityRecords: ActivityRecord[] = [
  { _id: 'a1', at: '2026-11-24T03:45:00.000Z', operatorId: aarav._id, operator: aarav.name, action: 'verifyOtp', target: { kind: 'operator', id: aarav._id, name: aarav.name }, changes: [], detail: null },
  {
    _id: 'a2',
    at: '2026-11-24T04:02:00.000Z',
    operatorId: aarav._id,
    operator: aarav.name,
    action: 'settlePayment',
    target: { kind: 'consultant', id: settled._id, name: settled.name },
    changes: [{ field: 'earnings', before: settled.earnings ?? '', after: '0' }],
    detail: `${formatRupees(Number(settled.earnings))} settled`,
  },
  {
    _id: 'a3',
    at: '2026-11-25T09:15:00.000Z',
    operatorId: second._id,
    operator: second.name,
    action: 'updateBankDetails',
    target: { kind: 'consultant', id: edited._id, name: edited.name },
    changes: [{ field: 'bankDetails', before: '', after: 'Axis Bank A/C 55501234 IFSC UTIB0000001' }],
    detail: null,
  },
  { _id: 'a4', at: '2026-11-26T05:30:00.000Z', operatorId: second._id, operator: second.name, action: 'sendNotification', target: { kind: 'notification', id: 'n1', name: 'Diwali offer' }, changes: [], detail: '3 recipients' },
];
