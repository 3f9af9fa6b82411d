import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '@/api/http';
import { queries, queryKeys } from '@/api/queries';
import type { UserName } from '@/api/schemas';
import { knownNames, missingIds } from './model/quizRows';
import type { NamesStatus } from './components/QuizDetailsTable';

/**
 * Names for the player ids on screen through ONE /get-users-by-ids call for all of them (never
 * one per row). Ids an earlier answer covered, found or not, are not asked again, so a
 * refetched list asks only about its new players. The rows never wait for this. With `enabled`
 * false nothing is asked yet (the names already in the cache are still given).
 */
export function usePlayerNames(ids: readonly string[], enabled = true) {
  const client = useQueryClient();
  // The cache is read on every render; the query below re-renders when its answer lands.
  const { asked, names: fresh } = knownNames(client.getQueriesData<UserName[]>({ queryKey: queryKeys.allUsersByIds }));
  // One Map per set of names, so the rows that hold them (their sort and search) change only when names do.
  const signature = [...fresh].flat().join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the names.
  const names = useMemo(() => fresh, [signature]);
  const missing = missingIds(ids, asked);
  // Read as a whole: useQuery re-renders only for the fields read, and the names are read from the cache.
  const { data, isError, isFetching, error, refetch } = useQuery({ ...queries.usersByIds(missing), staleTime: Infinity, enabled: enabled && missing.length > 0 });
  const status: NamesStatus = missing.length === 0 || data !== undefined ? 'ready' : isError && !isFetching ? 'error' : 'loading';
  return {
    names,
    status,
    error: isError ? errorMessage(error) : undefined,
    retry: () => void refetch(),
  };
}
