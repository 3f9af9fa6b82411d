import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { queries, useActivatePool } from '@/api/queries';
import type { Pool } from '@/api/schemas';
import { NO_POOLS } from '@/components/dashboard/pools/PoolsTable';
import { useToast } from '@/components/ui/toastContext';
import { createTextFilter } from '@/lib/textSearch';
import { useInFlight } from '@/lib/useInFlight';
import type { SortState } from '@/lib/urlState';
import { tabTableOf } from '../tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

export const POOL_ACTIVATED = 'Pool Activated!';
export const ACTIVATION_FAILED = 'Activation failed';
export const NO_MATCHING_POOLS = 'No pools match this search.';

const NO_ROWS: Pool[] = [];

/**
 * The Active Pool or Inactive Pool tab: /api/pool/list by status, searched by the header's
 * search; on the inactive list Make Active (/poll_activate), after which the pool leaves it
 * (the list takes the answer, see usePoolMutation).
 */
export function usePoolListPanel(status: 'active' | 'inactive') {
  const query = useQuery(queries.pools(status));
  const q = useTabSearch();
  const toast = useToast();
  const { keys: activating, run } = useInFlight();
  const { mutateAsync: activate } = useActivatePool();
  const [sorting, setSorting] = useState<SortState | null>(null);

  const all = query.data ?? NO_ROWS;
  const search = useMemo(() => createTextFilter(all, (pool) => [pool.name, pool.prize, pool.entryFee]), [all]);
  const rows = useMemo(() => search(q), [search, q]);
  const { table } = tabTableOf(query, rows, { sorting, onSortingChange: setSorting, empty: { none: NO_POOLS, noMatch: NO_MATCHING_POOLS } });

  const activatePool = useCallback(
    (pool: Pool) => {
      void run(pool._id, async () => {
        try {
          await activate(pool._id);
          toast.success(POOL_ACTIVATED);
        } catch {
          toast.error(ACTIVATION_FAILED);
        }
      });
    },
    [run, activate, toast],
  );

  return { table, total: all.length, activating, activatePool: status === 'inactive' ? activatePool : undefined };
}
