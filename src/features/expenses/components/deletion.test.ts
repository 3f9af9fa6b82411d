import { describe, expect, it } from 'vitest';
import type { CompanyExpense } from '@/api/schemas';
import { DELETION_CHANGED, deletionRefusal, paidNow } from './DeleteExpenseDialog';

const first = { date: '2026-06-01', amount: 500, isPaid: false, paidOn: null };
const second = { date: '2026-07-01', amount: 700, isPaid: true, paidOn: '2026-07-02' };
const travel: CompanyExpense = { _id: 't', expenseType: 'Travel', total: 1200, isPaid: false, payments: [first, second] };

describe('deletionRefusal', () => {
  it('lets the deletion go while the type and the payment at that place are as they were', () => {
    expect(deletionRefusal({ kind: 'type', expense: travel }, [travel])).toBeNull();
    expect(deletionRefusal({ kind: 'payment', expense: travel, paymentIndex: 1, payment: second }, [travel])).toBeNull();
  });

  it('refuses a payment a colleague marked paid or not paid since: a record of money paid never goes unseen', () => {
    const unpaidNow = { ...travel, payments: [first, { ...second, isPaid: false, paidOn: null }] };
    expect(deletionRefusal({ kind: 'payment', expense: travel, paymentIndex: 1, payment: second }, [unpaidNow])).toBe(
      'This payment has been marked not paid since you opened this. Cancel and look again.',
    );
    const paidNowList = { ...travel, payments: [{ ...first, isPaid: true, paidOn: '2026-11-03' }, second] };
    expect(deletionRefusal({ kind: 'payment', expense: travel, paymentIndex: 0, payment: first }, [paidNowList])).toBe(
      'This payment has been marked paid since you opened this. Cancel and look again.',
    );
  });

  it('refuses when the type is gone or another payment now holds that place', () => {
    expect(deletionRefusal({ kind: 'type', expense: travel }, [])).toBe(DELETION_CHANGED);
    const shifted = { ...travel, payments: [second] };
    expect(deletionRefusal({ kind: 'payment', expense: travel, paymentIndex: 0, payment: first }, [shifted])).toBe(DELETION_CHANGED);
    expect(deletionRefusal({ kind: 'payment', expense: travel, paymentIndex: 1, payment: second }, [shifted])).toBe(DELETION_CHANGED);
  });

  it('follows a payment by its id when it has one: moved is still the same payment, gone is gone', () => {
    const a = { ...first, _id: 'p1' };
    const b = { ...second, _id: 'p2' };
    const withIds = { ...travel, payments: [a, b] };
    const moved = { ...travel, payments: [b] };
    expect(deletionRefusal({ kind: 'payment', expense: withIds, paymentIndex: 1, payment: b }, [moved])).toBeNull();
    expect(deletionRefusal({ kind: 'payment', expense: withIds, paymentIndex: 0, payment: a }, [moved])).toBe(DELETION_CHANGED);
  });
});

describe('paidNow', () => {
  it("reads the payment in the deletion's current copy of the type, and falls back to it as it was asked", () => {
    const marked = { ...travel, payments: [{ ...first, isPaid: true, paidOn: '2026-11-03' }, second] };
    expect(paidNow({ kind: 'payment', expense: marked, paymentIndex: 0, payment: first })).toBe(true);
    expect(paidNow({ kind: 'payment', expense: { ...travel, payments: [] }, paymentIndex: 0, payment: first })).toBe(false);
  });
});
