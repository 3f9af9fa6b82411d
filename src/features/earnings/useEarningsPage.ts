import { useCallback, useMemo } from 'react';
import { useSettlePayment, useUnverifyConsultant, useUpdateBankDetails, useVerifyConsultant2 } from '@/api/queries';
import { errorMessage, isApiError } from '@/api/http';
import { exportList, listCalls } from '@/api/lists';
import { consultantSchema, type Consultant, type ListView } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { z } from 'zod';
import type { BankDetailsSave } from './components/BankDetailsEditor';
import { nothingToSettle, waitingRefusal } from './components/SettleDialog';
import { useApprovals } from '@/api/useApprovals';
import { EARNINGS_DEFAULT_SORT, earningsColumns, NO_CONSULTANTS, NO_MATCH } from './model/earningsColumns';
import { EARNINGS_FILTERS, isUnsettled, type EarningsFilter } from './model/earningsRows';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { busyKey, useInFlight } from '@/lib/useInFlight';
import { enumParam } from '@/lib/urlState';

export const BANK_DETAILS_ERROR = 'Error updating bank details. Please try again.';

/** A 409 to a bank-details save: the consultant as they are now. */
const conflictAnswer = z.object({ current: consultantSchema });

/** The Earnings tab's filter in the URL (the sort is the list controller's, the search the layout's). */
const earningsFilters = { filter: enumParam(EARNINGS_FILTERS, 'all') };
const consultantId = (consultant: Consultant) => consultant._id;

/** The backend's filters (api/backend/earningsList.ts) for the tab's one choice. */
const backendFilters: Record<EarningsFilter, Record<string, string>> = {
  all: {},
  active: { active: 'yes' },
  inactive: { active: 'no' },
  unsettled: { unsettled: 'yes' },
};

/**
 * Everything the Earnings tab shows and does: the consultants asked of the backend a page at a
 * time (issue 47), with what is unsettled as the backend added it up, and the row actions over
 * the kit's confirmed action.
 */
export function useEarningsPage() {
  const view = useListView({ columns: earningsColumns, defaultSort: EARNINGS_DEFAULT_SORT, filters: earningsFilters });
  const filter = view.filters.filter;
  const request = useMemo<ListView>(() => ({ ...view.request, filters: backendFilters[filter] }), [view.request, filter]);
  const paged = usePagedList(listCalls.earnings, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.earnings, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_CONSULTANTS, noMatch: NO_MATCH }, exportAll });
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: settle } = useSettlePayment({ handlesError: true });
  const { mutateAsync: sendBankDetails } = useUpdateBankDetails({ handlesError: true });
  const { mutateAsync: deactivate } = useUnverifyConsultant();
  const { mutateAsync: activate } = useVerifyConsultant2();

  // The dialog shows the consultant as the rows at hand have them now (a settle elsewhere, a bank
  // edit); one no page holds any more (scrolled far away) is shown as it was asked.
  const loaded = paged.rows.loaded;
  const currentConsultant = useCallback((id: string, asked: Consultant) => loaded.find((c) => c._id === id) ?? asked, [loaded]);
  const settlement = useConfirmedAction({
    action: 'settle',
    idOf: consultantId,
    current: currentConsultant,
    // Issue 48: nothing is paid while a change of this consultant waits for a second operator.
    refuse: (consultant: Consultant) => (isUnsettled(consultant) ? waitingRefusal(consultant) : nothingToSettle(consultant)),
    // The amount and bank details the dialog shows: changed on the backend since, nothing is recorded (409).
    run: (consultant: Consultant, { idempotencyKey }) => settle({ dataid: consultant.dataid, idempotencyKey, amount: consultant.earnings, bankDetails: consultant.bankDetails ?? '' }),
    inFlight,
  });

  const saveBankDetails = useCallback(
    async (consultant: Consultant, bankDetails: string, version: number | undefined): Promise<BankDetailsSave> =>
      (await run(busyKey('bank', consultant._id), async (): Promise<BankDetailsSave> => {
        try {
          // Issue 48: proposed, they wait for another operator's approval; the answer says so.
          const answer = await sendBankDetails({ dataid: consultant.dataid, bankDetails, version });
          toast.success(answer.message);
          return { kind: 'saved' };
        } catch (error) {
          // Another operator changed them after this edit began: the editor lets the operator choose.
          const current = isApiError(error) && error.status === 409 ? conflictAnswer.safeParse(error.answer) : null;
          if (current?.success) {
            const now = current.data.current;
            return { kind: 'conflict', message: errorMessage(error), current: now.pendingBankDetails?.bankDetails ?? now.bankDetails ?? '', version: now.version ?? 0 };
          }
          // Refused for a reason (not valid, not this role's to do): the backend's words say it.
          const refused = isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 403 || error.status === 409);
          toast.error(refused ? errorMessage(error) : BANK_DETAILS_ERROR);
          return { kind: 'failed' };
        }
      })) ?? { kind: 'failed' },
    [run, sendBankDetails, toast],
  );

  const settleApprovalAbove = useApprovals().data?.settleApprovalAbove ?? null;

  const toggleActive = useCallback(
    (consultant: Consultant) => {
      // SPEC.md: the earnings toggle sends the record _id in dataid.
      const send = consultant.isActive ? deactivate : activate;
      void run(busyKey('toggle', consultant._id), async () => {
        // A failure is toasted by the query client; the row keeps its state.
        const result = await send(consultant._id).catch(() => null);
        if (result) toast.success(result.message);
      });
    },
    [run, activate, deactivate, toast],
  );

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    summary: list.loaded && (paged.everything ?? 0) > 0 ? { count: list.total, unsettledCount: list.sums.unsettledCount ?? 0, unsettledTotal: list.sums.unsettled ?? 0 } : null,
    filter,
    setFilter: (next: EarningsFilter) => view.setFilters({ filter: next }),
    search: view.q,
    busy: inFlight.keys,
    startSettlement: settlement.start,
    settlement: settlement.dialog,
    /** The amount above which a settlement waits for a second operator, as the backend says it (issue 48). */
    settleApprovalAbove,
    saveBankDetails,
    toggleActive,
  };
}
