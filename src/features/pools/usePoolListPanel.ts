import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queries, useActivatePool } from '@/api/queries';
import type { Pool } from '@/api/schemas';
import { NO_MATCHING_POOLS, NO_POOLS, poolsColumns } from './model/poolsColumns';
import { useListController } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { busyKey, useInFlight } from '@/lib/useInFlight';

export const POOL_ACTIVATED = 'Pool Activated!';
export const ACTIVATION_FAILED = 'Activation failed';

const searchFields = (pool: Pool) => [pool.name, pool.prize, pool.entryFee];
const poolsEmpty = { none: NO_POOLS, noMatch: NO_MATCHING_POOLS };

/**
 * The Active Pool or Inactive Pool tab: /api/pool/list by status, searched by the header's
 * search, sorted in the URL (in the list's own order until the operator picks a column); on
 * the inactive list Make Active (/poll_activate), after which the pool leaves it (the list
 * takes the answer, see usePoolMutation).
 */
export function usePoolListPanel(status: 'active' | 'inactive') {
  const query = useQuery(queries.pools(status));
  const list = useListController({ query, columns: poolsColumns, search: searchFields, empty: poolsEmpty });
  const toast = useToast();
  const { keys: busy, run } = useInFlight();
  const { mutateAsync: activate } = useActivatePool();

  const activatePool = useCallback(
    (pool: Pool) => {
      void run(busyKey('activate', pool._id), async () => {
        try {
          const { already } = await activate(pool._id);
          // A colleague (or another tab) made it active first: said, after SPEC.md's message.
          toast.success(already ? `${POOL_ACTIVATED} ${already}` : POOL_ACTIVATED);
        } catch {
          toast.error(ACTIVATION_FAILED);
        }
      });
    },
    [run, activate, toast],
  );

  return { table: list.table, total: list.all.length, busy, activatePool: status === 'inactive' ? activatePool : undefined };
}
