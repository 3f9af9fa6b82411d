/**
 * A list asked a page at a time (issue 47), against the stand-in backend through MSW: which
 * pages are asked, a new view cancelling the one before, and the window the browser holds.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockDb } from '@/api/mocks';
import { server } from '@/api/mocks/node';
import { createQueryClient } from '@/queryClient';
import { heardKey, listCalls } from './lists';
import type { ListView } from './schemas';
import { MAX_PAGES_HELD, PAGE_SIZE, usePagedList } from './usePagedList';

const COUNT = 5000;
beforeEach(() =>
  resetMockDb((db) => {
    db.transactions = Array.from({ length: COUNT }, (_, index) => ({
      _id: `t${index}`,
      userRef: { name: `Payer ${index % 10}`, profilePicUrl: '' },
      consultantRef: { name: `Consultant ${index % 3}`, profilePicUrl: '' },
      amount: 10,
      type: 'chat',
      // The newest last: newest first puts t4999 at row 0 and t0 at the end.
      timestamp: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }));
  }),
);
afterEach(() => resetMockDb());

/** Every page call made, as its body, with the signal that cancels it. */
const asked: Array<{ offset: number; q: string; filters: Record<string, string>; signal: AbortSignal | null | undefined }> = [];
beforeEach(() => {
  asked.length = 0;
  const calling = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/lists/transactions') && typeof init?.body === 'string') asked.push({ ...(JSON.parse(init.body) as Omit<(typeof asked)[number], 'signal'>), signal: init.signal });
    return calling(input, init);
  });
  return () => spy.mockRestore();
});

const view = (patch: Partial<ListView> = {}): ListView => ({ q: '', filters: {}, sort: null, record: '', ...patch });

function renderPaged(initial: ListView) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const rendered = renderHook(({ at }: { at: ListView }) => usePagedList(listCalls.transactions, at), { wrapper, initialProps: { at: initial } });
  return { client, ...rendered };
}

/** The rows of every page the cache holds for the list. */
const rowsHeld = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['list', 'transactions'] })
    .reduce((sum, query) => sum + ((query.state.data as { rows?: unknown[] } | undefined)?.rows?.length ?? 0), 0);

describe('usePagedList', () => {
  it('asks page 0 first, then the page beyond the edge, and answers the total and sums of the whole view', async () => {
    const { result } = renderPaged(view());
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.total).toBe(COUNT));
    expect(result.current.sums).toEqual({ amount: 10 * COUNT });
    expect(result.current.rows.count).toBe(COUNT);
    expect(result.current.rows.rowAt(0)).toMatchObject({ _id: 't4999' });
    await waitFor(() => expect(result.current.rows.rowAt(PAGE_SIZE)).toMatchObject({ _id: `t${4999 - PAGE_SIZE}` }));
    expect(asked.map((body) => body.offset)).toEqual([0, PAGE_SIZE]);
  });

  it('a jump to the end asks for the end, not the pages between', async () => {
    const { result } = renderPaged(view());
    await waitFor(() => expect(result.current.total).toBe(COUNT));
    asked.length = 0;
    act(() => result.current.rows.onRangeChange(COUNT - 12, COUNT - 1));
    expect(result.current.rows.rowAt(COUNT - 1)).toBeUndefined();
    await waitFor(() => expect(result.current.rows.rowAt(COUNT - 1)).toMatchObject({ _id: 't0' }));
    const lastPage = Math.floor((COUNT - 1) / PAGE_SIZE) * PAGE_SIZE;
    // The last page and the one before it (beyond the top edge); page 0 is still held.
    expect(asked.map((body) => body.offset).sort((a, b) => a - b)).toEqual([lastPage - PAGE_SIZE, lastPage]);
  });

  it('holds a window of pages, whatever the list\'s length and however far it was scrolled', async () => {
    const { result, client } = renderPaged(view());
    await waitFor(() => expect(result.current.total).toBe(COUNT));
    for (let start = 0; start < COUNT; start += 7 * PAGE_SIZE) {
      act(() => result.current.rows.onRangeChange(start, start + 15));
      await waitFor(() => expect(result.current.rows.rowAt(start)).toBeDefined());
      expect(rowsHeld(client)).toBeLessThanOrEqual(MAX_PAGES_HELD * PAGE_SIZE);
    }
    expect(result.current.rows.loaded.length).toBeLessThanOrEqual(MAX_PAGES_HELD * PAGE_SIZE);
    expect(asked.length).toBeGreaterThan(8);
  });

  it('a new view cancels the page of the one before, and keeps its figures shown until its own come', async () => {
    const { result, rerender } = renderPaged(view());
    await waitFor(() => expect(result.current.total).toBe(COUNT));
    asked.length = 0;
    rerender({ at: view({ filters: { by: 'Payer 1' } }) });
    rerender({ at: view({ filters: { by: 'Payer 2' } }) });
    // The figures before stay until the new view's page 0 answers.
    expect(result.current.total).toBe(COUNT);
    await waitFor(() => expect(result.current.total).toBe(COUNT / 10));
    expect(result.current.rows.rowAt(0)).toMatchObject({ userRef: { name: 'Payer 2' } });
    const firstPages = asked.filter((body) => body.offset === 0);
    expect(firstPages.map((body) => body.filters.by)).toEqual(['Payer 1', 'Payer 2']);
    expect(firstPages[0]?.signal?.aborted).toBe(true);
    expect(firstPages[1]?.signal?.aborted).toBe(false);
  });

  it('a page that fails says why and asks again on Retry; the rows already there stay', async () => {
    const { result } = renderPaged(view());
    await waitFor(() => expect(result.current.rows.rowAt(PAGE_SIZE)).toBeDefined());
    const { http, HttpResponse } = await import('msw');
    let failing = true;
    server.use(
      http.post('*/lists/transactions', async ({ request }) => {
        const body = (await request.clone().json()) as { offset: number };
        if (failing && body.offset >= 10 * PAGE_SIZE) return HttpResponse.json({ message: 'The ledger is being rebuilt.' }, { status: 500 });
        return undefined;
      }),
    );
    act(() => result.current.rows.onRangeChange(10 * PAGE_SIZE + 5, 10 * PAGE_SIZE + 20));
    await waitFor(() => expect(result.current.rows.failedAt(10 * PAGE_SIZE + 5)?.message).toBe('The ledger is being rebuilt.'));
    expect(result.current.rows.rowAt(10 * PAGE_SIZE - 1)).toBeDefined();
    failing = false;
    act(() => result.current.rows.failedAt(10 * PAGE_SIZE + 5)?.onRetry());
    await waitFor(() => expect(result.current.rows.rowAt(10 * PAGE_SIZE + 5)).toBeDefined());
    expect(result.current.rows.failedAt(10 * PAGE_SIZE + 5)).toBeUndefined();
  });
});

describe('usePagedList, records heard live', () => {
  it('offers what the view gained as new rows, without moving the rows at hand, and shows them on request', async () => {
    const { result, client } = renderPaged(view());
    await waitFor(() => expect(result.current.total).toBe(COUNT));
    const { getMockDb, setMockDb } = await import('@/api/mocks');
    const db = getMockDb();
    setMockDb({ ...db, transactions: [...db.transactions, { ...db.transactions[0]!, _id: 'late', timestamp: '2027-01-01T00:00:00.000Z' }] });
    act(() => {
      client.setQueryData(heardKey('transactions'), 1);
    });
    await waitFor(() => expect(result.current.rows.newRows).toBe(1));
    expect(result.current.total).toBe(COUNT);
    expect(result.current.rows.rowAt(0)).toMatchObject({ _id: 't4999' });
    act(() => result.current.rows.onShowNew?.());
    await waitFor(() => expect(result.current.total).toBe(COUNT + 1));
    expect(result.current.rows.rowAt(0)).toMatchObject({ _id: 'late' });
    expect(result.current.rows.newRows).toBeUndefined();
  });
});
