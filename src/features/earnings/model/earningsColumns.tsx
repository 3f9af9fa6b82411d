/** The Earnings table's model: its columns, declared once, and the words SPEC.md gives it. */
import type { Consultant } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { Permitted } from '@/components/ui/Permitted';
import { formatRupees, parseAmount } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { paymentStatus } from '@/lib/earnings';
import { ConsultantPhoto } from '@/components/dashboard/ConsultantPhoto';
import { Link } from 'react-router-dom';
import { historyHref } from '@/paths';
import { BankDetailsEditor, type BankDetailsSave } from '../components/BankDetailsEditor';
import { CreatorId } from '../components/CreatorId';
import { PendingBankDetails, PendingSettlement } from '../components/PendingApproval';

export const EARNINGS_DEFAULT_SORT: SortState = { id: 'earnings', desc: true };
export const SETTLE_PAYMENT = 'Settle Payment';
export const NO_CONSULTANTS = 'No consultants yet.';
export const NO_MATCH = 'No consultants match this search and filter.';

/** What a row can do; each runs under busyKey(action, consultant._id) while it is under way. */
export interface EarningsActions {
  /** Called by Settle Payment; the page asks for confirmation. */
  onSettle: (consultant: Consultant) => void;
  /** Called by the active switch. */
  onToggleActive: (consultant: Consultant) => void;
  /** Saves edited bank details; resolves true when saved. */
  onSaveBankDetails: (consultant: Consultant, bankDetails: string, version: number | undefined) => Promise<BankDetailsSave>;
}

const earningsText = (consultant: Consultant) => {
  const amount = parseAmount(consultant.earnings);
  return amount === null ? 'N/A' : formatRupees(amount);
};

/** The active switch shows the state it is in; its name says the same, and whose it is. */
export const activeSwitchName = (consultant: Consultant) => `${consultant.isActive ? 'Active' : 'Inactive'}, ${consultant.name}`;

/** SPEC.md Earnings' columns, in order. */
export const earningsColumns: readonly DataTableColumn<Consultant, EarningsActions>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (c) => c.name,
    // Issue 26: the photo beside the name and the History link under it, so every column
    // fits a laptop's width. The row (and its card) is named by the name alone.
    cell: (c) => (
      <span className="flex items-center gap-2">
        <ConsultantPhoto name={c.name} imagesArray={c.imagesArray} profilePicUrl={c.profilePicUrl} size={32} decorative />
        <span className="flex min-w-0 flex-col items-start">
          <span className="wrap-anywhere">{c.name}</span>
          {/* Issue 25: the consultant's settlements and bank-detail changes, in the Activity tab. */}
          <Link to={historyHref(c._id)} aria-label={`History of ${c.name}`} className="text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            History
          </Link>
        </span>
      </span>
    ),
    rowName: (c) => c.name,
    sortable: true,
    width: '10.5rem',
  },
  {
    id: 'earnings',
    header: 'Realised earnings',
    value: (c) => parseAmount(c.earnings),
    cell: earningsText,
    csv: (c) => parseAmount(c.earnings) ?? 'N/A',
    sortable: true,
    sortDescFirst: true,
    align: 'end',
    width: '6.5rem',
  },
  { id: 'phone', header: 'Phone', value: (c) => c.phoneNumber, width: '6.5rem' },
  { id: 'creatorId', header: 'Creator ID', value: (c) => c.dataid, cell: (c) => <CreatorId dataid={c.dataid} bankDetails={c.bankDetails} />, width: '6rem' },
  dateColumn({ id: 'createdAt', header: 'Created at', date: (c) => c.createdAt, width: '6.5rem' }),
  { id: 'isActive', header: 'Is active', value: (c) => (c.isActive ? 'Yes' : 'No'), sortable: true, width: '4.5rem' },
  {
    id: 'payment',
    header: 'Payment status',
    value: paymentStatus,
    cell: (c, { actions, busy }) => {
      const amount = parseAmount(c.earnings);
      return (
        <>
          {/* Disabled, saying why, for a role that may not settle (issue 48): the column stays whole. */}
          <Permitted permission="settlePayments">
            {({ allowed, reason }) => (
              <Button
                // Two lines at a laptop's width, one where the column has room.
                className="px-2.5 py-1.5 leading-tight"
                aria-label={`Settle payment for ${c.name}`}
                title={reason ?? undefined}
                disabled={!allowed || amount === null || amount <= 0 || busy('settle')}
                onClick={() => actions.onSettle(c)}
              >
                {SETTLE_PAYMENT}
              </Button>
            )}
          </Permitted>
          {/* Issue 48: above the threshold, a settlement waits for a second operator. */}
          {c.pendingSettlement && <PendingSettlement pending={c.pendingSettlement} />}
        </>
      );
    },
    width: '7rem',
  },
  {
    id: 'bankDetails',
    header: 'Bank details',
    value: (c) => c.bankDetails ?? '',
    cell: (c, { actions }) => (
      <>
        <BankDetailsEditor consultantName={c.name} value={c.bankDetails} version={c.version ?? 0} keptAs={`bank-details:${c._id}`} onSave={(text, version) => actions.onSaveBankDetails(c, text, version)} />
        {/* Issue 48: proposed details wait for a second operator beside the current ones, which a settlement pays until then. */}
        {c.pendingBankDetails && <PendingBankDetails consultantName={c.name} pending={c.pendingBankDetails} />}
      </>
    ),
    width: '9rem',
  },
  {
    id: 'toggle',
    header: 'Active/Inactive',
    csv: false,
    // A role that may not verify sees the state, the switch disabled saying why (issue 48).
    cell: (c, { actions, busy }) => (
      <Permitted permission="verifyConsultants">
        {({ allowed, reason }) => (
          <button
            type="button"
            role="switch"
            aria-checked={c.isActive}
            aria-label={activeSwitchName(c)}
            title={reason ?? undefined}
            disabled={!allowed || busy('toggle')}
            onClick={() => actions.onToggleActive(c)}
            className={`rounded-full px-2.5 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60 ${allowed ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed'} ${
              c.isActive ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-gray-100 text-gray-800 ring-gray-300'
            }`}
          >
            {c.isActive ? 'Active' : 'Inactive'}
          </button>
        )}
      </Permitted>
    ),
    // 'Inactive' in a wide fallback font (DejaVu Sans) too.
    width: '7rem',
  },
];
