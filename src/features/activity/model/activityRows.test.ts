import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '@/api/schemas';
import { actionLabel, changesText, choicesOf, filterActivity, indianDayOf, nameOf } from './activityRows';

const record = (over: Partial<ActivityRecord>): ActivityRecord => ({ _id: 'r', at: '2026-11-24T10:00:00.000Z', operatorId: 'o1', operator: 'Aarav Mehta', action: 'settlePayment', target: null, changes: [], detail: null, ...over });
const NONE = { operator: '', action: '', from: '', to: '', about: '' };

describe('the Activity tab’s rows', () => {
  it('puts a record on its day in India, whatever the zone it is read in', () => {
    // 20:00 UTC on the 24th is 01:30 on the 25th in India.
    expect(indianDayOf('2026-11-24T20:00:00.000Z')).toBe('2026-11-25');
    expect(indianDayOf('not a date')).toBe('');
  });

  it('keeps the records of an operator, an action and a range of days', () => {
    const rows = [
      record({ _id: 'a', operator: 'Aarav Mehta', action: 'settlePayment', at: '2026-11-24T05:00:00.000Z' }),
      record({ _id: 'b', operator: 'Priya Nair', action: 'updateBankDetails', at: '2026-11-24T20:00:00.000Z' }),
      record({ _id: 'c', operator: 'Priya Nair', action: 'settlePayment', at: '2026-11-26T05:00:00.000Z' }),
    ];
    expect(filterActivity(rows, NONE)).toBe(rows);
    expect(filterActivity(rows, { ...NONE, operator: 'Priya Nair' }).map((r) => r._id)).toEqual(['b', 'c']);
    expect(filterActivity(rows, { ...NONE, action: 'settlePayment' }).map((r) => r._id)).toEqual(['a', 'c']);
    expect(filterActivity(rows, { ...NONE, from: '2026-11-25', to: '2026-11-25' }).map((r) => r._id)).toEqual(['b']);
    // A 'to' before 'from' filters on neither (the filter says why).
    expect(filterActivity(rows, { ...NONE, from: '2026-11-26', to: '2026-11-24' })).toHaveLength(3);
  });

  it("keeps one record's history (a consultant's, from their Earnings row) and names it as the log last did", () => {
    const asha = { kind: 'consultant', id: 'c1', name: 'Asha Verma' };
    const rows = [
      record({ _id: 'a', target: asha }),
      record({ _id: 'b', target: { kind: 'consultant', id: 'c2', name: 'Ravi Iyer' } }),
      record({ _id: 'c', action: 'updateBankDetails', target: { ...asha, name: 'Asha V.' } }),
      record({ _id: 'd', action: 'verifyOtp', target: null }),
    ];
    expect(filterActivity(rows, { ...NONE, about: 'c1' }).map((r) => r._id)).toEqual(['a', 'c']);
    expect(filterActivity(rows, { ...NONE, about: 'c1', action: 'settlePayment' }).map((r) => r._id)).toEqual(['a']);
    expect(nameOf(rows, 'c1')).toBe('Asha V.');
    expect(nameOf(rows, 'nobody')).toBeNull();
  });

  it('says each call and each change in words', () => {
    expect(actionLabel('updateBankDetails')).toBe('Changed bank details');
    expect(actionLabel('somethingNew')).toBe('somethingNew');
    expect(changesText(record({ changes: [{ field: 'bankDetails', before: '', after: 'Axis A/C 1' }, { field: 'earnings', before: '500', after: '0' }] }))).toBe('bankDetails: (empty) → Axis A/C 1; earnings: 500 → 0');
    // Issue 48: what waits for a second operator, and the decisions on it.
    expect(actionLabel('approveChange')).toBe('Approved a change');
    expect(actionLabel('rejectChange')).toBe('Rejected a change');
    expect(changesText(record({ changes: [{ field: 'pendingBankDetails', before: '', after: 'Axis A/C 1' }, { field: 'pendingSettlement', before: '₹2,49,535', after: '' }] }))).toBe(
      'bank details waiting for approval: (empty) → Axis A/C 1; settlement waiting for approval: ₹2,49,535 → (empty)',
    );
  });

  it('offers the operators and actions the log holds, once each', () => {
    const rows = [record({ operator: 'Priya Nair', action: 'verifyOtp' }), record({ operator: 'Aarav Mehta' }), record({ operator: 'Priya Nair' })];
    expect(choicesOf(rows)).toEqual({ operators: ['Aarav Mehta', 'Priya Nair'], actions: ['settlePayment', 'verifyOtp'] });
  });
});
