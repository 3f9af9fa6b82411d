/** The pool lists' model (Active Pool, Inactive Pool): their columns, declared once, and the words SPEC.md gives them. */
import type { Pool } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import type { DataTableColumn } from '@/components/ui/DataTable';

export const NO_POOLS = 'No pools found';
export const NO_MATCHING_POOLS = 'No pools match this search.';
export const MAKE_ACTIVE = 'Make Active';

/** What an inactive pool's row can do; Make Active runs under busyKey('activate', pool._id). */
export interface PoolsActions {
  /** Make Active pressed on an inactive pool. */
  onActivate: (pool: Pool) => void;
}

const rewardsText = (pool: Pool) => pool.rewards.map((reward) => `${reward.rankRange}: ${reward.prize}`).join('; ');

/** SPEC.md Pool: name, prize, entry fee, seats taken of the total, and the rewards by rank range. */
export const poolsColumns: readonly DataTableColumn<Pool, PoolsActions>[] = [
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

/** The inactive pools' columns: the pool's, then Make Active. */
export const inactivePoolsColumns: readonly DataTableColumn<Pool, PoolsActions>[] = [
  ...poolsColumns,
  {
    id: 'action',
    header: 'Action',
    csv: false,
    cell: (p, { actions, busy }) => (
      <Button variant="secondary" className="px-3 py-1.5 whitespace-nowrap" aria-label={`${MAKE_ACTIVE}: ${p.name}`} disabled={busy('activate')} onClick={() => actions.onActivate(p)}>
        {MAKE_ACTIVE}
      </Button>
    ),
    width: '10rem',
  },
];
