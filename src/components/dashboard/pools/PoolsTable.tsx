import { useMemo } from 'react';
import type { Pool } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';

export const NO_POOLS = 'No pools found';
export const MAKE_ACTIVE = 'Make Active';
export const POOLS_SORTABLE = ['name', 'seats'] as const;

export interface PoolsTableProps extends TabTableProps<Pool> {
  /** Which list this is: its caption, and Make Active on inactive pools only. */
  kind: 'active' | 'inactive';
  /** Ids of pools being activated: their buttons wait. */
  activating?: ReadonlySet<string>;
  /** Make Active pressed on an inactive pool; without it the button does not show. */
  onActivate?: (pool: Pool) => void;
}

const rewardsText = (pool: Pool) => pool.rewards.map((reward) => `${reward.rankRange}: ${reward.prize}`).join('; ');

/** SPEC.md Pool: name, prize, entry fee, seats taken of the total, and the rewards by rank range. */
export function PoolsTable({ kind, activating, onActivate, ...list }: PoolsTableProps) {
  const columns = useMemo<DataTableColumn<Pool>[]>(() => {
    const base: DataTableColumn<Pool>[] = [
      { id: 'name', header: 'Name', value: (p) => p.name, sortable: true, width: '12rem' },
      { id: 'prize', header: 'Prize', value: (p) => p.prize, width: '7rem' },
      { id: 'entryFee', header: 'Entry fee', value: (p) => p.entryFee, width: '6rem' },
      {
        id: 'seats',
        header: 'Seats taken',
        value: (p) => `${p.entrants.length} / ${p.totalSeats}`,
        sortKey: (p) => p.totalSeats,
        sortable: true,
        width: '7rem',
      },
      {
        id: 'rewards',
        header: 'Rewards',
        value: rewardsText,
        cell: (p) =>
          p.rewards.length === 0 ? (
            <span className="text-gray-600">None</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {p.rewards.map((reward) => (
                <li key={reward.rankRange} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-900 ring-1 ring-gray-200">
                  <span className="font-semibold">{reward.rankRange}</span>: {reward.prize}
                </li>
              ))}
            </ul>
          ),
      },
    ];
    if (kind === 'active' || !onActivate) return base;
    return [
      ...base,
      {
        id: 'action',
        header: 'Action',
        csv: false,
        cell: (p) => (
          <Button variant="secondary" className="px-3 py-1.5 whitespace-nowrap" aria-label={`${MAKE_ACTIVE}: ${p.name}`} disabled={activating?.has(p._id) ?? false} onClick={() => onActivate(p)}>
            {MAKE_ACTIVE}
          </Button>
        ),
        width: '10rem',
      },
    ];
  }, [kind, activating, onActivate]);

  return (
    <DataTable
      {...list}
      caption={kind === 'active' ? 'Active pools' : 'Inactive pools'}
      captionHidden
      columns={columns}
      getRowId={(p) => p._id}
      rowLabel={(p) => p.name}
      exportFileName={kind === 'active' ? 'active-pools' : 'inactive-pools'}
      minWidth="62rem"
    />
  );
}
