import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/http';
import { meQueryKey } from '@/api/useOperator';
import { notify } from '@/components/ui/toastBus';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's failure itself (beside a field, in a dialog). */
      handlesError?: boolean;
      /**
       * The lists holding the record a mutation changes. A 404 or 409 answer says the screen's
       * copy is out of date (someone removed or changed the record): they are fetched again at
       * once, so the row stops offering what can no longer be done.
       */
      refreshes?: readonly QueryKey[];
    };
  }
}

/** Retries only what a retry can mend: network trouble, timeouts and 5xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** The answer refuses the operator's role (403, issue 48): their role may have changed since the page last asked. */
export const isRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && error.status === 403;

/** The answer says the record is gone (404) or not as the screen had it (409). */
export const isStaleRecordError = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 409);

export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    // A failed mutation is never silent: unless the screen says it shows the failure, a toast does.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.options.meta;
        if (!meta?.handlesError) notify('error', errorMessage(error));
        if (isStaleRecordError(error)) for (const queryKey of meta?.refreshes ?? []) void client.invalidateQueries({ queryKey });
        // Refused for the role (changed in another tab, by an admin): the reason is said as any
        // failure's is, and the page asks who the operator is now, so it stops offering it.
        if (isRefusal(error)) void client.invalidateQueries({ queryKey: meQueryKey });
      },
      // Every change is a new record in the activity log: an open Activity tab shows it.
      onSuccess: () => void client.invalidateQueries({ queryKey: ['activity'] }),
    }),
    defaultOptions: {
      queries: { retry: retry ? shouldRetry : false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
