import { useMemo } from 'react';
import type { Consultant } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import { formatRupees, parseAmount } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { ConsultantPhoto } from '../ConsultantPhoto';
import { BankDetailsEditor } from './BankDetailsEditor';
import { CreatorId } from './CreatorId';

export type EarningsAction = 'settle' | 'bank' | 'toggle';
/** The key of one action on one consultant while it runs, e.g. 'settle:<_id>'. */
export const busyKey = (action: EarningsAction, consultantId: string) => `${action}:${consultantId}`;

export const EARNINGS_SORTABLE = ['name', 'earnings', 'createdAt', 'isActive'] as const;
export const EARNINGS_DEFAULT_SORT: SortState = { id: 'earnings', desc: true };
export const SETTLE_PAYMENT = 'Settle Payment';
export const NO_CONSULTANTS = 'No consultants yet.';
export const NO_MATCH = 'No consultants match this search and filter.';

export interface EarningsTableProps extends TabTableProps<Consultant> {
  /** busyKey()s of the actions under way: their buttons wait. */
  busy: ReadonlySet<string>;
  /** Called by Settle Payment; the page asks for confirmation. */
  onSettle: (consultant: Consultant) => void;
  /** Called by the active switch. */
  onToggleActive: (consultant: Consultant) => void;
  /** Saves edited bank details; resolves true when saved. */
  onSaveBankDetails: (consultant: Consultant, bankDetails: string) => Promise<boolean>;
}

const earningsText = (consultant: Consultant) => {
  const amount = parseAmount(consultant.earnings);
  return amount === null ? 'N/A' : formatRupees(amount);
};

function paymentStatus(consultant: Consultant): string {
  const amount = parseAmount(consultant.earnings);
  if (amount === null) return 'N/A';
  return amount > 0 ? 'Unsettled' : 'Settled';
}

/** SPEC.md Earnings: one row per consultant, with settling, bank details and the active toggle in place. */
export function EarningsTable({ busy, onSettle, onToggleActive, onSaveBankDetails, ...list }: EarningsTableProps) {
  const columns = useMemo<DataTableColumn<Consultant>[]>(
    () => [
      { id: 'name', header: 'Name', value: (c) => c.name, sortable: true, width: '9.5rem' },
      { id: 'photo', header: 'Photo', cell: (c) => <ConsultantPhoto name={c.name} imagesArray={c.imagesArray} profilePicUrl={c.profilePicUrl} size={36} decorative />, csv: false, width: '4rem' },
      {
        id: 'earnings',
        header: 'Realised earnings',
        value: (c) => parseAmount(c.earnings),
        cell: earningsText,
        csv: (c) => parseAmount(c.earnings) ?? 'N/A',
        sortable: true,
        sortDescFirst: true,
        align: 'end',
        width: '8.5rem',
      },
      { id: 'phone', header: 'Phone', value: (c) => c.phoneNumber, width: '7.5rem' },
      { id: 'creatorId', header: 'Creator ID', value: (c) => c.dataid, cell: (c) => <CreatorId dataid={c.dataid} bankDetails={c.bankDetails} />, width: '7rem' },
      dateColumn({ id: 'createdAt', header: 'Created at', date: (c) => c.createdAt, width: '9rem' }),
      { id: 'isActive', header: 'Is active', value: (c) => (c.isActive ? 'Yes' : 'No'), sortable: true, width: '5rem' },
      {
        id: 'payment',
        header: 'Payment status',
        value: paymentStatus,
        cell: (c) => {
          const amount = parseAmount(c.earnings);
          return (
            <Button className="px-3 py-1.5 whitespace-nowrap" disabled={amount === null || amount <= 0 || busy.has(busyKey('settle', c._id))} onClick={() => onSettle(c)}>
              {SETTLE_PAYMENT}
            </Button>
          );
        },
        // Room for 'Settle Payment' on one line in wider fallback fonts too (DejaVu Sans when Inter is not installed).
        width: '10rem',
      },
      {
        id: 'bankDetails',
        header: 'Bank details',
        value: (c) => c.bankDetails ?? '',
        cell: (c) => <BankDetailsEditor consultantName={c.name} value={c.bankDetails} onSave={(text) => onSaveBankDetails(c, text)} />,
        width: '14rem',
      },
      {
        id: 'toggle',
        header: 'Active/Inactive',
        csv: false,
        cell: (c) => (
          <button
            type="button"
            role="switch"
            aria-checked={c.isActive}
            aria-label="Active"
            disabled={busy.has(busyKey('toggle', c._id))}
            onClick={() => onToggleActive(c)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:cursor-wait disabled:opacity-60 ${
              c.isActive ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-gray-100 text-gray-800 ring-gray-300'
            }`}
          >
            {c.isActive ? 'Active' : 'Inactive'}
          </button>
        ),
        width: '7rem',
      },
    ],
    [busy, onSettle, onToggleActive, onSaveBankDetails],
  );

  return (
    <DataTable
      {...list}
      caption="Earnings by consultant"
      captionHidden
      columns={columns}
      getRowId={(c) => c._id}
      rowLabel={(c) => c.name}
      exportFileName="earnings"
      minWidth="81.5rem"
      // Rows are at least this tall; not measuring them keeps a search at 10,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}
