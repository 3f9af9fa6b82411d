import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/http';
import { notify } from '@/components/ui/toastBus';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's failure itself (beside a field, in a dialog). */
      handlesError?: boolean;
    };
  }
}

/** Retries only what a retry can mend: network trouble, timeouts and 5xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    // A failed mutation is never silent: unless the screen says it shows the failure, a toast does.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.meta?.handlesError) notify('error', errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: retry ? shouldRetry : false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
