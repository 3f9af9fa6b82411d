/** The Operators table's model: its columns, declared once, and what a row can do. */
import type { OperatorRow } from '@/api/schemas';
import { ROLE_LABELS, type Role } from '@/api/schemas/roles';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { OperatorControls } from '../components/OperatorControls';
import { lastSignInOf, OPERATOR_CHANGE, phoneOf, type RowContext } from './operatorRows';

export const YOU = 'You';

/** What a row can do, and who is looking (the same for every row: keep it stable). */
export interface OperatorsActions extends RowContext {
  onChangeRole: (operator: OperatorRow, role: Role) => void;
  onDisable: (operator: OperatorRow) => void;
  onEnable: (operator: OperatorRow) => void;
}

const statusLooks = {
  active: 'bg-green-50 text-green-900 ring-green-200',
  disabled: 'bg-gray-100 text-gray-800 ring-gray-300',
} as const;

/** Issue 48: name (the row header, 'You' on the signed-in admin's own), phone, role, status and last sign-in, then the row's controls. */
export const operatorsColumns: readonly DataTableColumn<OperatorRow, OperatorsActions>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (operator) => operator.name,
    cell: (operator, { actions }) => (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium break-words">{operator.name}</span>
        {operator._id === actions.selfId && (
          <>
            {' '}
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">{YOU}</span>
          </>
        )}
      </span>
    ),
    sortable: true,
    rowHeader: true,
  },
  { id: 'phone', header: 'Phone', value: (operator) => phoneOf(operator.phoneNumber), cell: (operator) => <span className="whitespace-nowrap">{phoneOf(operator.phoneNumber)}</span>, width: '10.5rem' },
  { id: 'role', header: 'Role', value: (operator) => ROLE_LABELS[operator.role], sortable: true, width: '6.5rem' },
  {
    id: 'status',
    header: 'Status',
    value: (operator) => (operator.active ? 'Active' : 'Disabled'),
    cell: (operator) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusLooks[operator.active ? 'active' : 'disabled']}`}>
        {operator.active ? 'Active' : 'Disabled'}
      </span>
    ),
    sortable: true,
    width: '6.5rem',
  },
  {
    id: 'lastSignIn',
    header: 'Last sign-in',
    value: lastSignInOf,
    sortKey: (operator) => operator.lastSignInAt ?? undefined,
    cell: (operator) => <span className="whitespace-nowrap">{lastSignInOf(operator)}</span>,
    sortable: true,
    sortDescFirst: true,
    sortLabels: { asc: 'oldest first', desc: 'newest first' },
    width: '14rem',
  },
  {
    id: 'actions',
    header: 'Actions',
    csv: false,
    hideable: false,
    cell: (operator, { actions, busy }) => <OperatorControls operator={operator} busy={busy(OPERATOR_CHANGE)} {...actions} />,
    width: '15rem',
  },
];
