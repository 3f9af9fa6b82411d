import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { PagedList } from '@/api/listStatus';
import { usePagedListController } from './usePagedListController';
import { pagedListOf } from '@/test/pagedList';

interface Row {
  id: string;
  name: string;
}

const noRows = { count: 0, loaded: [], rowAt: () => undefined, failedAt: () => undefined, onRangeChange: () => undefined };
const list = (patch: Partial<PagedList<Row>> = {}): PagedList<Row> => pagedListOf<Row>({ rows: noRows, ...patch });
const view = { sort: { id: 'name', desc: false }, setSort: vi.fn(), recordId: '', showAll: vi.fn() };
const empty = { none: 'Nobody yet.', noMatch: 'Nobody matches.' };
const control = (at: PagedList<Row>, recordId = '') =>
  renderHook(() => usePagedListController({ view: { ...view, recordId }, list: at, empty, record: { noun: 'person', name: (row: Row) => row.name } })).result.current;

describe('usePagedListController', () => {
  it('is loading until the view\'s figures come, and an error only when the first answer failed', () => {
    expect(control(list({ isPending: true })).table.status).toBe('loading');
    const failed = control(list({ error: new ApiError('http', 'The ledger is being rebuilt.', '/lists/transactions', { status: 500 }) }));
    expect(failed.table).toMatchObject({ status: 'error', error: 'The ledger is being rebuilt.' });
    // A Retry under way shows Loading again.
    expect(control(list({ error: new ApiError('network', 'x', '/'), isRefetching: true })).table.status).toBe('loading');
  });

  it('is ready with the backend\'s figures, and hands the table the window and the sort', () => {
    const rows = { ...noRows, count: 250, loaded: [{ id: '1', name: 'Asha' }] };
    const ready = control(list({ rows, total: 250, everything: 900, sums: { amount: 1234.5 } }));
    expect(ready.table).toMatchObject({ status: 'ready', paging: rows, rows: rows.loaded, sorting: view.sort });
    expect(ready).toMatchObject({ loaded: true, total: 250, sums: { amount: 1234.5 } });
    const refreshFailed = control(list({ rows, total: 250, everything: 900, refreshError: new ApiError('timeout', 'The server took too long.', '/') }));
    expect(refreshFailed.table).toMatchObject({ status: 'ready', refreshError: 'The server took too long.' });
  });

  it('says nothing is there yet, nothing matches, or no record has the id', () => {
    expect(control(list({ total: 0, everything: 0 })).table).toMatchObject({ status: 'empty', emptyMessage: 'Nobody yet.' });
    expect(control(list({ total: 0, everything: 12 })).table).toMatchObject({ status: 'empty', emptyMessage: 'Nobody matches.' });
    const missing = control(list({ total: 0, everything: 12 }), 'p9');
    expect(missing.table).toMatchObject({ emptyMessage: 'No person has the ID p9.', shownAlone: { label: 'Looking for one person: p9', showAll: 'Show every person' } });
    const asha = { id: 'p1', name: 'Asha' };
    const found = control(list({ rows: { ...noRows, count: 1, loaded: [asha], rowAt: () => asha }, total: 1, everything: 12 }), 'p1');
    expect(found.table.shownAlone?.label).toBe('Showing one person: Asha');
  });

  it('keeps a selection by key, with each record as selected, when the pages it was made on are let go', () => {
    const asha = { id: 'p1', name: 'Asha' };
    const ravi = { id: 'p2', name: 'Ravi' };
    const window = (loaded: Row[]) => list({ rows: { ...noRows, count: 500, loaded }, total: 500, everything: 500 });
    const hook = renderHook(({ at }) => usePagedListController({ view, list: at, empty, selection: { rowId: (row: Row) => row.id, keyOf: (row: Row) => row.name } }), { initialProps: { at: window([asha]) } });
    act(() => hook.result.current.selection.onSelectedIdsChange(new Set(['p1'])));
    expect([...hook.result.current.selection.selectedIds]).toEqual(['p1']);
    // Scrolled far down: Asha's page is let go, Ravi's is in.
    hook.rerender({ at: window([ravi]) });
    act(() => hook.result.current.selection.onSelectedIdsChange(new Set(['p2'])));
    const { selectedKeys, selectedRows, selectedIds } = hook.result.current.selection;
    expect([...selectedKeys]).toEqual(['Asha', 'Ravi']);
    expect(selectedRows.get('Asha')).toBe(asha);
    expect([...selectedIds]).toEqual(['p2']);
    // Unticking Ravi leaves Asha selected.
    act(() => hook.result.current.selection.onSelectedIdsChange(new Set()));
    expect([...hook.result.current.selection.selectedKeys]).toEqual(['Asha']);
  });
});
