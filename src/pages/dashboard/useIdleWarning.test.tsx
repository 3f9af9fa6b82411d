/** The idle warning's keep-alive: once per visit, and on a keystroke or click only after a quiet spell. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/api/mocks/node';
import { getSession, saveSession, signedOutReason } from '@/api/session';
import { KEEP_ALIVE_AFTER_MS, readActivity } from '@/api/sessionActivity';
import { createQueryClient } from '@/queryClient';
import { useIdleWarning } from './useIdleWarning';

let keepAlives = 0;
beforeEach(() => {
  keepAlives = 0;
  saveSession({ user: { _id: 'op-1', name: 'Aarav Mehta', phoneNumber: '+919876500001' }, expiresAt: new Date(Date.now() + 3600_000).toISOString() });
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/auth/keep-alive') keepAlives += 1;
  };
  server.events.on('request:start', onRequest);
  return () => server.events.removeListener('request:start', onRequest);
});

function renderWarning(signedIn = true, limitAt: number | null = null) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const endOnBackend = vi.fn(async () => undefined);
  return { ...renderHook(() => useIdleWarning(signedIn, endOnBackend, limitAt), { wrapper }), endOnBackend };
}

const lastAnswered = (msAgo: number) => {
  window.localStorage.setItem('consult.session.activity', JSON.stringify({ answeredAt: Date.now() - msAgo, idleMs: 30 * 60_000 }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'consult.session.activity' }));
};

describe('useIdleWarning', () => {
  it('learns the idle limit once per visit, and is quiet long before the end', async () => {
    const { result } = renderWarning();
    await waitFor(() => expect(readActivity()?.idleMs).toBe(30 * 60_000));
    expect(keepAlives).toBe(1);
    expect(result.current.open).toBe(false);
  });

  it('tells the backend on a keystroke or click after five quiet minutes, not before, and once while it is asked', async () => {
    const { result } = renderWarning();
    await waitFor(() => expect(result.current.staying).toBe(false));
    act(() => lastAnswered(KEEP_ALIVE_AFTER_MS - 10_000));
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(keepAlives).toBe(1);
    act(() => lastAnswered(KEEP_ALIVE_AFTER_MS + 10_000));
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'b' });
    await waitFor(() => expect(keepAlives).toBe(2));
    await waitFor(() => expect(Date.now() - (readActivity()?.answeredAt ?? 0)).toBeLessThan(KEEP_ALIVE_AFTER_MS));
    expect(keepAlives).toBe(2);
  });

  it('warns two minutes before the end, and at the end signs out and tells the backend', async () => {
    const { result, endOnBackend } = renderWarning();
    await waitFor(() => expect(result.current.staying).toBe(false));
    // 60 s of the backend's recording slack: 29 minutes after the last call the end is a minute away.
    act(() => lastAnswered(29 * 60_000 - 30_000));
    expect(result.current.open).toBe(true);
    expect(result.current.secondsLeft).toBeGreaterThan(25);
    expect(result.current.secondsLeft).toBeLessThanOrEqual(30);
    act(() => lastAnswered(30 * 60_000));
    await waitFor(() => expect(endOnBackend).toHaveBeenCalledOnce());
    expect(getSession()).toBeNull();
    expect(signedOutReason()).toBe('expired');
  });

  it('says five minutes ahead that the 12 hours are up, which staying cannot change; once read it stays closed', async () => {
    const { result } = renderWarning(true, Date.now() + 4 * 60_000);
    await waitFor(() => expect(result.current.staying).toBe(false));
    expect(result.current).toMatchObject({ open: true, reason: 'limit' });
    expect(result.current.secondsLeft).toBeGreaterThan(230);
    act(() => result.current.stay());
    expect(result.current.open).toBe(false);
    expect(keepAlives).toBe(1);
  });
});
