import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { queries, useSettlePayment, useUnverifyConsultant, useUpdateBankDetails, useVerifyConsultant2 } from '@/api/queries';
import type { Consultant } from '@/api/schemas';
import { busyKey, EARNINGS_DEFAULT_SORT, EARNINGS_SORTABLE, NO_CONSULTANTS, NO_MATCH } from '@/components/dashboard/earnings/EarningsTable';
import { EARNINGS_FILTERS, filterEarnings, summariseEarnings } from '@/components/dashboard/earnings/earningsRows';
import { useToast } from '@/components/ui/toastContext';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { createTextFilter } from '@/lib/textSearch';
import { useInFlight } from '@/lib/useInFlight';
import { enumParam, sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from './tabSearch';

export const BANK_DETAILS_ERROR = 'Error updating bank details. Please try again.';

/** The Earnings tab's state in the URL: the filter and the sort (the header search is the layout's). */
export const earningsUrl = {
  filter: enumParam(EARNINGS_FILTERS, 'all'),
  sort: sortParam(EARNINGS_SORTABLE, EARNINGS_DEFAULT_SORT),
};

const NO_ROWS: Consultant[] = [];

/** One settlement being confirmed: its key is kept for every retry of it, so it is recorded once. */
interface PendingSettlement {
  consultantId: string;
  idempotencyKey: string;
}

/** Everything the Earnings tab shows and does (STYLE.md: one hook per tab; components take props). */
export function useEarningsPage() {
  const query = useQuery(queries.earnings());
  const [url, setUrl] = useUrlState(earningsUrl);
  const q = useTabSearch();
  const toast = useToast();
  const inFlight = useInFlight();
  const settle = useSettlePayment({ handlesError: true });
  const { mutateAsync: sendBankDetails } = useUpdateBankDetails({ handlesError: true });
  const { mutateAsync: deactivate } = useUnverifyConsultant();
  const { mutateAsync: activate } = useVerifyConsultant2();
  const { run } = inFlight;

  const all = query.data ?? NO_ROWS;
  const search = useMemo(() => createTextFilter(all, (c) => [c.name, c.dataid, c.phoneNumber]), [all]);
  const rows = useMemo(() => filterEarnings(search(q), url.filter), [search, q, url.filter]);
  const summary = useMemo(() => summariseEarnings(rows), [rows]);
  const { table, loaded } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: NO_CONSULTANTS, noMatch: NO_MATCH },
  });

  const [settling, setSettling] = useState<PendingSettlement | null>(null);
  const [settleError, setSettleError] = useState<string | null>(null);
  const settlingConsultant = settling ? (all.find((c) => c._id === settling.consultantId) ?? null) : null;

  const busy = inFlight.keys;

  const startSettlement = useCallback((consultant: Consultant) => {
    setSettleError(null);
    setSettling({ consultantId: consultant._id, idempotencyKey: newIdempotencyKey() });
  }, []);

  const confirmSettlement = () => {
    if (!settling || !settlingConsultant) return;
    const consultant = settlingConsultant;
    setSettleError(null);
    void inFlight.run(busyKey('settle', consultant._id), async () => {
      try {
        const result = await settle.mutateAsync({ dataid: consultant.dataid, idempotencyKey: settling.idempotencyKey });
        toast.success(result.message);
        setSettling(null);
      } catch (error) {
        setSettleError(errorMessage(error));
      }
    });
  };

  const saveBankDetails = useCallback(
    async (consultant: Consultant, bankDetails: string) =>
      (await run(busyKey('bank', consultant._id), async () => {
        try {
          await sendBankDetails({ dataid: consultant.dataid, bankDetails });
          toast.success(`Bank details of ${consultant.name} saved.`);
          return true;
        } catch {
          toast.error(BANK_DETAILS_ERROR);
          return false;
        }
      })) ?? false,
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
    table,
    total: all.length,
    summary: loaded ? summary : null,
    url,
    setUrl,
    search: q,
    busy,
    startSettlement,
    settlement: {
      consultant: settlingConsultant,
      pending: settlingConsultant ? inFlight.has(busyKey('settle', settlingConsultant._id)) : false,
      error: settleError,
      confirm: confirmSettlement,
      close: () => setSettling(null),
    },
    saveBankDetails,
    toggleActive,
  };
}
