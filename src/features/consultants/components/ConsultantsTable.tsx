import { useMemo } from 'react';
import type { Consultant } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { consultantsColumns, type ConsultantsActions } from '../model/consultantsColumns';

export interface ConsultantsTableProps extends TabTableProps<Consultant>, ConsultantsActions {
  /** Selected rows by _id (the page keeps the selection by phone number); without it, no selection (a role that may not send a notification). */
  selectedIds?: ReadonlySet<string> | undefined;
  /** Called with the new selection when a row or the header checkbox is ticked. */
  onSelectedIdsChange: (ids: Set<string>) => void;
  /** busyKey(action, consultant._id) of the actions under way ('verify'): their buttons wait. */
  busy: ReadonlySet<string>;
}

/** SPEC.md Dashboard tab: the consultants, selectable for a push notification, verifiable when inactive. */
export function ConsultantsTable({ busy, onVerify, ...list }: ConsultantsTableProps) {
  const actions = useMemo<ConsultantsActions>(() => ({ onVerify }), [onVerify]);
  return (
    <DataTable
      {...list}
      caption="Consultants"
      captionHidden
      columns={consultantsColumns}
      actions={actions}
      busy={busy}
      getRowId={getRowId}
      rowLabel={rowLabel}
      rowClickSelects
      exportFileName="consultants"
      columnsKey="consultants"
      // Rows are at least this tall; not measuring them keeps a search at 10,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}

const getRowId = (consultant: Consultant) => consultant._id;
const rowLabel = (consultant: Consultant) => consultant.name;
