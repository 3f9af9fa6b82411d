import { describe, expect, it } from 'vitest';
import { sumsOf } from './expenseSums';

const payment = (amount: number, isPaid: boolean) => ({ date: '2026-06-01', amount, isPaid, paidOn: isPaid ? '2026-06-02' : null });

describe('sumsOf', () => {
  it('adds up all, paid and unpaid payments', () => {
    expect(sumsOf([payment(85000, true), payment(24414, false), payment(21459, false)])).toEqual({ total: 130873, paid: 85000, unpaid: 45873 });
  });

  it('is exact in paise', () => {
    expect(sumsOf([payment(0.1, true), payment(0.2, true), payment(0.29, false)])).toEqual({ total: 0.59, paid: 0.3, unpaid: 0.29 });
  });

  it('is zero with no payments', () => {
    expect(sumsOf([])).toEqual({ total: 0, paid: 0, unpaid: 0 });
  });
});
