import { useMemo } from 'react';
import type { OperatorRow } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { operatorId } from '../model/operatorRows';
import { operatorsColumns, type OperatorsActions } from '../model/operatorsColumns';

export interface OperatorsTableProps extends TabTableProps<OperatorRow>, OperatorsActions {
  /** busyKey(OPERATOR_CHANGE, operator._id) of the changes under way: that row's controls wait. */
  busy: ReadonlySet<string>;
}

/** Issue 48: who may sign in to the back-office, with what role, and the controls an admin has over each. */
export function OperatorsTable({ busy, selfId, lastAdminId, onChangeRole, onDisable, onEnable, ...list }: OperatorsTableProps) {
  const actions = useMemo<OperatorsActions>(() => ({ selfId, lastAdminId, onChangeRole, onDisable, onEnable }), [selfId, lastAdminId, onChangeRole, onDisable, onEnable]);
  return (
    <DataTable
      {...list}
      caption="Operators"
      captionHidden
      columns={operatorsColumns}
      actions={actions}
      busy={busy}
      getRowId={operatorId}
      rowLabel={operatorName}
      exportFileName="operators"
      columnsKey="operators"
    />
  );
}

const operatorName = (operator: OperatorRow) => operator.name;
