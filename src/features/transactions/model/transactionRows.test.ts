import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/schemas';
import { sumAmounts } from './transactionRows';

const paid = (amount: number): Transaction => ({ _id: String(amount), userRef: null, consultantRef: null, amount, type: 'chat', timestamp: '2026-01-01T00:00:00Z' });

describe('sumAmounts', () => {
  it('adds the amounts to the paisa', () => {
    expect(sumAmounts([paid(0.1), paid(0.2), paid(299)])).toBe(299.3);
  });

  it('is zero for no rows', () => {
    expect(sumAmounts([])).toBe(0);
  });
});
