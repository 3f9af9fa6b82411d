/** Player names come from one /get-users-by-ids call for the ids on screen, and are not asked twice. */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import seed from '../../../db.json';
import { server } from '@/api/mocks/node';
import { createQueryClient } from '@/queryClient';
import { usePlayerNames } from './usePlayerNames';

const [first, second, third] = seed.users;
if (!first || !second || !third) throw new Error('db.json needs three users');

const asked: string[][] = [];
beforeEach(() => {
  asked.length = 0;
  const onRequest = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/get-users-by-ids')) void request.clone().json().then((body: { ids: string[] }) => asked.push(body.ids));
  };
  server.events.on('request:start', onRequest);
  return () => server.events.removeListener('request:start', onRequest);
});

function renderNames(initial: readonly string[], enabled = true) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(({ ids, enabled }: { ids: readonly string[]; enabled: boolean }) => usePlayerNames(ids, enabled), { wrapper, initialProps: { ids: initial, enabled } }) };
}

describe('usePlayerNames', () => {
  it('asks once for every id on screen, each once, and an unknown id stays unnamed', async () => {
    const { result } = renderNames([first._id, second._id, first._id, 'ghost-id']);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toEqual([[first._id, second._id, 'ghost-id'].sort()]);
    expect(result.current.names.get(first._id)).toBe(first.name);
    expect(result.current.names.get(second._id)).toBe(second.name);
    expect(result.current.names.has('ghost-id')).toBe(false);
  });

  it('asks only about new ids when the rows change, and nothing for ids already asked', async () => {
    const { result, rerender } = renderNames([first._id, 'ghost-id']);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ ids: [first._id, 'ghost-id', third._id], enabled: true });
    await waitFor(() => expect(result.current.names.get(third._id)).toBe(third.name));
    rerender({ ids: [third._id], enabled: true });
    expect(result.current.status).toBe('ready');
    expect(asked).toEqual([[first._id, 'ghost-id'].sort(), [third._id]]);
    expect(result.current.names.get(first._id)).toBe(first.name);
  });

  it('asks nothing while there are no rows', () => {
    const { result } = renderNames([]);
    expect(result.current.status).toBe('ready');
    expect(asked).toEqual([]);
  });

  it('asks nothing until enabled (the command palette, before three characters are typed), then asks once', async () => {
    const { client, result, rerender } = renderNames([first._id], false);
    // The hook renders and starts its call in one pass (effects run within render here).
    expect(client.isFetching()).toBe(0);
    expect(result.current.status).toBe('loading');
    rerender({ ids: [first._id], enabled: true });
    await waitFor(() => expect(result.current.names.get(first._id)).toBe(first.name));
    expect(asked).toEqual([[first._id]]);
  });
});
