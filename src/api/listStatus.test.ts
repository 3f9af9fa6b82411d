import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { listStatusOf, reversedRows, type ListQuery } from './listStatus';

function query(state: Partial<ListQuery<readonly string[]>>): ListQuery<readonly string[]> {
  return { data: undefined, error: null, isPending: false, isError: false, isRefetching: false, refetch: vi.fn(), ...state };
}
const isEmpty = (rows: readonly string[]) => rows.length === 0;
const down = new ApiError('http', 'The server had a problem.', '/api/transactions', { status: 500 });

describe('listStatusOf', () => {
  it('is loading until the first answer, and again while a Retry of a failed first load runs', () => {
    expect(listStatusOf(query({ isPending: true }), isEmpty).status).toBe('loading');
    expect(listStatusOf(query({ isError: true, error: down, isRefetching: true }), isEmpty).status).toBe('loading');
  });

  it('shows the Error state only when the first load failed, with the reason and a Retry that fetches again', () => {
    const failed = query({ isError: true, error: down });
    const state = listStatusOf(failed, isEmpty);
    expect(state).toMatchObject({ status: 'error', error: 'The server had a problem.', refreshError: '' });
    state.onRetry();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('keeps a loaded list when its refresh fails, and gives the reason for a banner', () => {
    expect(listStatusOf(query({ data: ['a', 'b'], isError: true, error: down }), isEmpty)).toMatchObject({ status: 'ready', error: '', refreshError: 'The server had a problem.' });
    expect(listStatusOf(query({ data: [], isError: true, error: down }), isEmpty)).toMatchObject({ status: 'empty', refreshError: 'The server had a problem.' });
  });

  it('drops the banner while a Retry of the refresh runs, keeping the rows', () => {
    expect(listStatusOf(query({ data: ['a'], isError: true, error: down, isRefetching: true }), isEmpty)).toMatchObject({ status: 'ready', refreshError: '' });
  });

  it('is ready or empty with no banner when the list loaded', () => {
    expect(listStatusOf(query({ data: ['a'] }), isEmpty)).toMatchObject({ status: 'ready', refreshError: '' });
    expect(listStatusOf(query({ data: [] }), isEmpty)).toMatchObject({ status: 'empty', refreshError: '' });
  });
});

describe('reversedRows', () => {
  it('shows a list asked newest first oldest first, and asks the pages of the rows in view in its own order', () => {
    const newestFirst = ['m5', 'm4', 'm3', 'm2', 'm1'];
    const asked: [number, number][] = [];
    const rows = reversedRows<string>({
      count: 5,
      loaded: newestFirst.slice(0, 3),
      rowAt: (index) => (index < 3 ? newestFirst[index] : undefined),
      failedAt: (index) => (index === 4 ? { message: 'down', onRetry: () => undefined } : undefined),
      onRangeChange: (start, end) => void asked.push([start, end]),
    });
    expect([0, 1, 2, 3, 4].map((index) => rows.rowAt(index))).toEqual([undefined, undefined, 'm3', 'm4', 'm5']);
    expect(rows.loaded).toEqual(['m3', 'm4', 'm5']);
    expect(rows.failedAt(0)?.message).toBe('down');
    expect(rows.failedAt(1)).toBeUndefined();
    rows.onRangeChange(0, 1);
    rows.onRangeChange(3, 4);
    expect(asked).toEqual([
      [3, 4],
      [0, 1],
    ]);
  });
});
