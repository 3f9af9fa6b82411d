import { describe, expect, it } from 'vitest';
import type { CompanyExpense } from '@/api/schemas';
import { deletionStillMatches } from './DeleteExpenseDialog';

const first = { date: '2026-06-01', amount: 500, isPaid: false, paidOn: null };
const second = { date: '2026-07-01', amount: 700, isPaid: true, paidOn: '2026-07-02' };
const travel: CompanyExpense = { _id: 't', expenseType: 'Travel', total: 1200, isPaid: false, payments: [first, second] };

describe('deletionStillMatches', () => {
  it('holds while the type and the payment at that place are as they were (paid or not)', () => {
    expect(deletionStillMatches({ kind: 'type', expense: travel }, [travel])).toBe(true);
    const toggled = { ...travel, payments: [first, { ...second, isPaid: false, paidOn: null }] };
    expect(deletionStillMatches({ kind: 'payment', expense: travel, paymentIndex: 1, payment: second }, [toggled])).toBe(true);
  });

  it('fails when the type is gone or another payment now holds that place', () => {
    expect(deletionStillMatches({ kind: 'type', expense: travel }, [])).toBe(false);
    const shifted = { ...travel, payments: [second] };
    expect(deletionStillMatches({ kind: 'payment', expense: travel, paymentIndex: 0, payment: first }, [shifted])).toBe(false);
    expect(deletionStillMatches({ kind: 'payment', expense: travel, paymentIndex: 1, payment: second }, [shifted])).toBe(false);
  });

  it('follows a payment by its id when it has one: moved is still the same payment, gone is gone', () => {
    const a = { ...first, _id: 'p1' };
    const b = { ...second, _id: 'p2' };
    const withIds = { ...travel, payments: [a, b] };
    const moved = { ...travel, payments: [b] };
    expect(deletionStillMatches({ kind: 'payment', expense: withIds, paymentIndex: 1, payment: b }, [moved])).toBe(true);
    expect(deletionStillMatches({ kind: 'payment', expense: withIds, paymentIndex: 0, payment: a }, [moved])).toBe(false);
  });
});
