import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries, useSettlePayment, useUnverifyConsultant, useUpdateBankDetails, useVerifyConsultant2 } from '@/api/queries';
import { errorMessage, isApiError } from '@/api/http';
import { consultantSchema, type Consultant } from '@/api/schemas';
import { z } from 'zod';
import type { BankDetailsSave } from './components/BankDetailsEditor';
import { nothingToSettle } from './components/SettleDialog';
import { EARNINGS_DEFAULT_SORT, earningsColumns, NO_CONSULTANTS, NO_MATCH } from './model/earningsColumns';
import { EARNINGS_FILTERS, filterEarnings, isUnsettled, summariseEarnings } from './model/earningsRows';
import { useListController, type FilterValues } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { busyKey, useInFlight } from '@/lib/useInFlight';
import { enumParam } from '@/lib/urlState';

export const BANK_DETAILS_ERROR = 'Error updating bank details. Please try again.';

/** A 409 to a bank-details save: the consultant as they are now. */
const conflictAnswer = z.object({ current: consultantSchema });

/** The Earnings tab's filter in the URL (the sort is the list controller's, the search the layout's). */
const earningsFilters = { filter: enumParam(EARNINGS_FILTERS, 'all') };
const searchFields = (c: Consultant) => [c.name, c.dataid, c.phoneNumber];
const byFilter = (rows: readonly Consultant[], { filter }: FilterValues<typeof earningsFilters>) => filterEarnings(rows, filter);
const consultantId = (consultant: Consultant) => consultant._id;

/** Everything the Earnings tab shows and does: what is particular to it over the kit's list and confirmed action. */
export function useEarningsPage() {
  const query = useQuery(queries.earnings());
  const list = useListController({
    query,
    columns: earningsColumns,
    defaultSort: EARNINGS_DEFAULT_SORT,
    filters: earningsFilters,
    search: searchFields,
    filter: byFilter,
    empty: { none: NO_CONSULTANTS, noMatch: NO_MATCH },
  });
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: settle } = useSettlePayment({ handlesError: true });
  const { mutateAsync: sendBankDetails } = useUpdateBankDetails({ handlesError: true });
  const { mutateAsync: deactivate } = useUnverifyConsultant();
  const { mutateAsync: activate } = useVerifyConsultant2();

  const { all, rows } = list;
  const summary = useMemo(() => summariseEarnings(rows), [rows]);

  // The dialog shows the consultant as the list has them now (a settle elsewhere, a bank edit).
  const currentConsultant = useCallback((id: string) => all.find((c) => c._id === id) ?? null, [all]);
  const settlement = useConfirmedAction({
    action: 'settle',
    idOf: consultantId,
    current: currentConsultant,
    refuse: (consultant: Consultant) => (isUnsettled(consultant) ? null : nothingToSettle(consultant)),
    // The amount and bank details the dialog shows: changed on the backend since, nothing is recorded (409).
    run: (consultant: Consultant, { idempotencyKey }) => settle({ dataid: consultant.dataid, idempotencyKey, amount: consultant.earnings, bankDetails: consultant.bankDetails ?? '' }),
    inFlight,
  });

  const saveBankDetails = useCallback(
    async (consultant: Consultant, bankDetails: string, version: number | undefined): Promise<BankDetailsSave> =>
      (await run(busyKey('bank', consultant._id), async (): Promise<BankDetailsSave> => {
        try {
          await sendBankDetails({ dataid: consultant.dataid, bankDetails, version });
          toast.success(`Bank details of ${consultant.name} saved.`);
          return { kind: 'saved' };
        } catch (error) {
          // Another operator changed them after this edit began: the editor lets the operator choose.
          const current = isApiError(error) && error.status === 409 ? conflictAnswer.safeParse(error.answer) : null;
          if (current?.success) {
            const now = current.data.current;
            return { kind: 'conflict', message: errorMessage(error), current: now.bankDetails ?? '', version: now.version ?? 0 };
          }
          toast.error(BANK_DETAILS_ERROR);
          return { kind: 'failed' };
        }
      })) ?? { kind: 'failed' },
    [run, sendBankDetails, toast],
  );

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
    total: all.length,
    summary: list.loaded && all.length > 0 ? summary : null,
    filter: list.filters.filter,
    setFilter: (filter: (typeof EARNINGS_FILTERS)[number]) => list.setFilters({ filter }),
    search: list.search,
    busy: inFlight.keys,
    startSettlement: settlement.start,
    settlement: settlement.dialog,
    saveBankDetails,
    toggleActive,
  };
}
