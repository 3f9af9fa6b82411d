import { useMemo } from 'react';
import type { Consultant } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { earningsColumns, type EarningsActions } from '../model/earningsColumns';

export interface EarningsTableProps extends TabTableProps<Consultant>, EarningsActions {
  /** busyKey(action, consultant._id) of the actions under way ('settle', 'bank', 'toggle'): their buttons wait. */
  busy: ReadonlySet<string>;
}

/** SPEC.md Earnings: one row per consultant, with settling, bank details and the active toggle in place. */
export function EarningsTable({ busy, onSettle, onToggleActive, onSaveBankDetails, ...list }: EarningsTableProps) {
  const actions = useMemo<EarningsActions>(() => ({ onSettle, onToggleActive, onSaveBankDetails }), [onSettle, onToggleActive, onSaveBankDetails]);
  return (
    <DataTable
      {...list}
      caption="Earnings by consultant"
      captionHidden
      columns={earningsColumns}
      actions={actions}
      busy={busy}
      getRowId={getRowId}
      rowLabel={rowLabel}
      exportFileName="earnings"
      columnsKey="earnings"
      // Rows are at least this tall; not measuring them keeps a search at 10,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}

const getRowId = (consultant: Consultant) => consultant._id;
const rowLabel = (consultant: Consultant) => consultant.name;
