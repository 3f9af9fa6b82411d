/** For tests: a list asked a page at a time (usePagedList's answer) in any state, with no rows unless given. */
import { vi } from 'vitest';
import type { PagedList } from '@/api/listStatus';

export function pagedListOf<T>(patch: Partial<PagedList<T>> = {}): PagedList<T> {
  return {
    rows: { count: 0, loaded: [], rowAt: () => undefined, failedAt: () => undefined, onRangeChange: () => undefined },
    isPending: false,
    error: null,
    refreshError: null,
    isRefetching: false,
    total: undefined,
    everything: undefined,
    sums: undefined,
    facets: undefined,
    refetch: vi.fn(() => Promise.resolve()),
    ...patch,
  };
}
