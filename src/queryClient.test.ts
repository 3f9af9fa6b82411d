import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { meQueryKey } from '@/api/useOperator';
import { listenForToasts, type ToastMessage } from '@/components/ui/toastBus';
import { createQueryClient, isRefusal, isStaleRecordError } from './queryClient';

const answer = (status: number) => new ApiError('http', 'No consultant has that id.', '/api/settle', { status });

describe('a failed mutation', () => {
  it('counts 404 and 409 answers as a stale record, nothing else', () => {
    expect(isStaleRecordError(answer(404))).toBe(true);
    expect(isStaleRecordError(answer(409))).toBe(true);
    expect(isStaleRecordError(answer(500))).toBe(false);
    expect(isStaleRecordError(answer(400))).toBe(false);
    expect(isStaleRecordError(new ApiError('network', 'Offline.', '/api/settle'))).toBe(false);
  });

  it('fetches the lists it names again at once when the record is gone or changed, and only then', async () => {
    for (const [status, refetched] of [
      [404, 1],
      [409, 1],
      [500, 0],
    ] as const) {
      const client = createQueryClient({ retry: false });
      const fetchList = vi.fn(async () => ['row']);
      await client.fetchQuery({ queryKey: ['earnings'], queryFn: fetchList });
      // A second list, not named by the mutation, stays as it is.
      const fetchOther = vi.fn(async () => ['other']);
      await client.fetchQuery({ queryKey: ['transactions'], queryFn: fetchOther });
      const observer = client.getQueryCache().find({ queryKey: ['earnings'] });
      expect(observer).toBeDefined();
      const mutation = client.getMutationCache().build(client, {
        mutationFn: async () => Promise.reject(answer(status)),
        meta: { handlesError: true, refreshes: [['earnings']] },
      });
      await expect(mutation.execute(undefined)).rejects.toThrow();
      expect(client.getQueryState(['earnings'])?.isInvalidated).toBe(refetched === 1);
      expect(client.getQueryState(['transactions'])?.isInvalidated).toBe(false);
    }
  });

  it("asks who the operator is again when refused for their role (403), and toasts the backend's reason", async () => {
    for (const [status, askedAgain] of [
      [403, true],
      [409, false],
    ] as const) {
      const client = createQueryClient({ retry: false });
      await client.fetchQuery({ queryKey: meQueryKey, queryFn: async () => ({ user: null }) });
      const refusal = new ApiError('http', 'Your role (Support) cannot settle payments.', '/api/settle', { status });
      expect(isRefusal(refusal)).toBe(status === 403);
      const toasts: ToastMessage[] = [];
      const stopListening = listenForToasts((toast) => toasts.push(toast));
      const mutation = client.getMutationCache().build(client, { mutationFn: async () => Promise.reject(refusal) });
      await expect(mutation.execute(undefined)).rejects.toThrow('Your role (Support) cannot settle payments.');
      stopListening();
      expect(toasts).toEqual([{ kind: 'error', message: 'Your role (Support) cannot settle payments.' }]);
      expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(askedAgain);
    }
  });
});
