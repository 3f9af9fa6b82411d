import { useMemo } from 'react';
import type { Pool } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { inactivePoolsColumns, poolsColumns, type PoolsActions } from '../model/poolsColumns';

export interface PoolsTableProps extends TabTableProps<Pool>, Partial<PoolsActions> {
  /** Which list this is: its caption, and Make Active on inactive pools only (without onActivate it does not show). */
  kind: 'active' | 'inactive';
  /** busyKey('activate', pool._id) of the pools being activated: their buttons wait. */
  busy?: ReadonlySet<string>;
}

/** SPEC.md Pool: name, prize, entry fee, seats taken of the total, and the rewards by rank range. */
export function PoolsTable({ kind, busy, onActivate, ...list }: PoolsTableProps) {
  const actions = useMemo<PoolsActions>(() => ({ onActivate: onActivate ?? ignore }), [onActivate]);
  return (
    <DataTable
      {...list}
      caption={kind === 'active' ? 'Active pools' : 'Inactive pools'}
      captionHidden
      columns={kind === 'inactive' && onActivate ? inactivePoolsColumns : poolsColumns}
      actions={actions}
      busy={busy}
      getRowId={getRowId}
      rowLabel={rowLabel}
      exportFileName={kind === 'active' ? 'active-pools' : 'inactive-pools'}
      columnsKey={kind === 'active' ? 'active-pools' : 'inactive-pools'}
    />
  );
}

const ignore = () => {};
const getRowId = (pool: Pool) => pool._id;
const rowLabel = (pool: Pool) => pool.name;
